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
  const spec = opts.config.spec;
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
  const followed = (p: string) => inSpec(p) || p === dirname(spec) || p === follow?.configFile;
  // Watching starts before the first run, so that no change made meanwhile is missed.
  const watcher = chokidar.watch([dirname(spec), ...(follow ? [dirname(follow.configFile)] : [])], {
    ignoreInitial: true,
    ignored: (p: string) => !followed(p) && !(follow && p === dirname(follow.configFile)),
    awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
  });
  await new Promise<void>((ready) => watcher.once("ready", () => ready()));
  let queue = once();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (why: string, reload = false) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(() => {
        if (reload && follow) opts = follow.reload() ?? opts;
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
