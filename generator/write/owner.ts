// Who holds a lock, beyond a pid: a pid names a process only within one boot and one pid namespace (a container has
// its own, whose first process is pid 1 — always alive as seen from the host, and the run itself as seen from another
// container). A lock therefore carries its owner's identity on Linux — the boot id, the pid namespace and the start
// time of the process — and a lock is its owner's while a process of that boot, that namespace and that start time
// runs. An owner in a namespace this run cannot see (another container sharing the folder) cannot be looked up: its
// lock stands until it is older than any write takes, and is then taken over.
import { readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";

/** A lock whose owner this run cannot look up is taken over once it is this old: a write holds it for seconds. */
export const FOREIGN_STALE_MS = 10_000;

function text(read: () => string): string | undefined {
  try {
    return read().trim();
  } catch {
    return undefined;
  }
}

/** The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), the same in every namespace. */
function startOf(pid: string): string | undefined {
  const stat = text(() => readFileSync(`/proc/${pid}/stat`, "utf8"));
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

const nsOf = (pid: string) => text(() => readlinkSync(`/proc/${pid}/ns/pid`));
const boot = () => text(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8"));

/** This process's identity line, `boot namespace start`, or "" where /proc does not tell (not Linux). */
export function ownIdentity(): string {
  const parts = [boot(), nsOf("self"), startOf("self")];
  return parts.every((p) => p !== undefined && p !== "" && !/\s/.test(p)) ? parts.join(" ") : "";
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether a process of namespace `ns` started at `start` runs, among those this run can see. */
function seenAnywhere(ns: string, start: string): boolean {
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((n) => /^\d+$/.test(n));
  } catch {
    return false;
  }
  return pids.some((p) => startOf(p) === start && nsOf(p) === ns);
}

function ageOf(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** The initial pid namespace's inode (the kernel's PROC_PID_INIT_INO): a run there sees every process. */
const INITIAL_NS = "pid:[4026531836]";

/**
 * Whether the owner a lock file's content names (`pid\ntoken\nidentity\n`) still runs. A lock without an identity
 * (an earlier botspec, or a file someone made) is its pid's while that pid is alive and the lock is younger than any
 * write takes; where /proc tells nothing (not Linux), while its pid is alive.
 */
export function ownerAlive(content: string, path: string): boolean {
  const [pidLine = "", , id = ""] = content.split("\n");
  const pid = Number(pidLine);
  const [ownerBoot, ns, start] = id.split(" ");
  const mine = ownIdentity();
  if (mine === "") return pidAlive(pid);
  const young = () => ageOf(path) < FOREIGN_STALE_MS;
  if (!ownerBoot || !ns || !start) return pidAlive(pid) && young();
  const [myBoot, myNs] = mine.split(" ");
  if (ownerBoot !== myBoot) return false;
  if (ns === myNs) return pidAlive(pid) && startOf(String(pid)) === start;
  if (seenAnywhere(ns, start)) return true;
  return myNs !== INITIAL_NS && young();
}
