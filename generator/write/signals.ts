// A stop asked for by SIGINT, SIGTERM or SIGHUP (Ctrl-C, `kill`, a closed terminal, a CI timeout, child.kill())
// while a commit writes and renames waits until the commit is done and its lock released: otherwise a stop among the
// renames after the commit point leaves old and new files side by side until the next run completes the journal.
// The commit is synchronous and takes milliseconds; then the signal takes its default course, so the process ends by
// it as it would have. A program that listens for a signal itself (watch, serve) gets it as usual and is not ended
// here. SIGKILL cannot be held: the journal covers it.

const HELD = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/** Holds the stop signals nobody else listens for; the function returned lets them take their course. */
export function holdSignals(): () => Promise<void> {
  const signals = HELD.filter((s) => process.listenerCount(s) === 0);
  const received: NodeJS.Signals[] = [];
  const hold = (signal: NodeJS.Signals) => void received.push(signal);
  for (const s of signals) process.on(s, hold);
  return async () => {
    // A signal that arrived during synchronous work is handed to its listener in the next turn of the event loop.
    await new Promise((done) => setImmediate(done));
    for (const s of signals) process.off(s, hold);
    // With its listener gone the signal's default action is back: the process ends by it here.
    if (received[0] !== undefined) process.kill(process.pid, received[0]);
  };
}
