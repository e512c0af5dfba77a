// --watch: generate, then again whenever a .md file of the spec changes (chokidar, debounced), one run at a time;
// spec errors are printed and the watch goes on. Ends on SIGINT or SIGTERM.
import chokidar from "chokidar";
import type { GenerateOptions } from "./generate.ts";
import type { Io } from "./io.ts";

export async function watch(
  opts: GenerateOptions,
  io: Io,
  run: (opts: GenerateOptions) => Promise<number>,
): Promise<number> {
  const once = async () => {
    const code = await run(opts);
    io.out(
      code === 0
        ? "watching for changes (Ctrl-C to stop)"
        : `run ended with status ${code}; watching for changes (Ctrl-C to stop)`,
    );
  };
  // Watching starts before the first run, so that no change made meanwhile is missed.
  const watcher = chokidar.watch(opts.config.spec, {
    ignoreInitial: true,
    awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
  });
  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  let queue = once();
  let timer: NodeJS.Timeout | undefined;
  watcher.on("all", (_event, path) => {
    if (!path.endsWith(".md")) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(() => {
        io.out(`${path} changed; generating`);
        return once();
      });
    }, 100);
  });
  return new Promise((done) => {
    const stop = () => {
      clearTimeout(timer);
      void queue.then(() => watcher.close()).then(() => done(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}
