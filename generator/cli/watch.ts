// --watch: generate, then again whenever a .md file of the spec or the configuration changes (chokidar, debounced),
// one run at a time; spec errors are printed and the watch goes on. The spec folder is followed through removal and
// re-creation (a `git checkout` of another branch, a rename there and back): its parent is watched too, and losing and
// finding it are said. Paths are said relative to the working directory. Ends on SIGINT or SIGTERM.
import { dirname, relative, sep } from "node:path";
import chokidar from "chokidar";
import type { GenerateOptions } from "./generate.ts";
import type { Io } from "./io.ts";

export interface WatchFollow {
  /** The configuration file to follow (it need not exist yet). */
  readonly configFile: string;
  /** Options read again after the configuration changed; undefined when it is broken (said already). */
  readonly reload: () => GenerateOptions | undefined;
}

export async function watch(
  first: GenerateOptions,
  io: Io,
  run: (opts: GenerateOptions) => Promise<number>,
  follow?: WatchFollow,
): Promise<number> {
  let opts = first;
  // The paths followed are those of the options in force: a configuration that names another spec folder or baseline
  // moves the watch there.
  let spec = opts.config.spec;
  let baseline = opts.config.baseline;
  const shown = (p: string) => relative(io.cwd, p) || ".";
  const once = async () => {
    const code = await run(opts);
    io.out(
      code === 0
        ? "watching for changes (Ctrl-C to stop)"
        : `run ended with status ${code}; watching for changes (Ctrl-C to stop)`,
    );
  };
  const inSpec = (p: string) => p === spec || p.startsWith(spec + sep);
  const followed = (p: string) =>
    inSpec(p) || p === dirname(spec) || p === follow?.configFile || (baseline !== undefined && p === baseline);
  const folders = () => [dirname(spec), ...(baseline ? [dirname(baseline)] : [])];
  // Watching starts before the first run, so that no change made meanwhile is missed.
  const watcher = chokidar.watch([...folders(), ...(follow ? [dirname(follow.configFile)] : [])], {
    ignoreInitial: true,
    ignored: (p: string) => !followed(p) && !folders().includes(p) && !(follow && p === dirname(follow.configFile)),
    awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
  });
  /** After the configuration changed: follow the spec folder and baseline it names now. */
  const refollow = () => {
    if (opts.config.spec === spec && opts.config.baseline === baseline) return;
    spec = opts.config.spec;
    baseline = opts.config.baseline;
    watcher.add([spec, ...folders()]);
    io.out(`following ${shown(spec)}${baseline ? ` and ${shown(baseline)}` : ""}`);
  };
  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  let queue = once();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (why: string, reload = false) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(() => {
        if (reload && follow) opts = follow.reload() ?? opts;
        if (reload) refollow();
        io.out(`${why}; generating`);
        return once();
      });
    }, 100);
  };
  let lost = false;
  watcher.on("all", (event, path) => {
    if (path === spec && event === "unlinkDir") {
      lost = true;
      return io.out(`lost the spec folder ${shown(spec)}; waiting for it to come back`);
    }
    if (lost && inSpec(path) && event !== "unlink" && event !== "unlinkDir") {
      lost = false;
      io.out(`found the spec folder ${shown(spec)} again`);
    }
    if (follow && path === follow.configFile)
      return event === "unlink"
        ? io.out(`lost ${shown(path)}; keeping its settings`)
        : schedule(`${shown(path)} changed`, true);
    if (baseline !== undefined && path === baseline) return schedule(`${shown(path)} changed`);
    // Only a spec that is there is read: a file going with its folder starts no run.
    if (!lost && inSpec(path) && path.endsWith(".md")) schedule(`${shown(path)} changed`);
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
