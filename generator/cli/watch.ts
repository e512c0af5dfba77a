// --watch: generate, then again whenever a .md file of the spec or the configuration changes (chokidar, debounced),
// one run at a time; spec errors are printed and the watch goes on. The spec folder is followed through removal and
// re-creation (a `git checkout` of another branch, a rename there and back): its parent is watched too, and losing and
// finding it are said. Paths are said relative to the working directory. Ends on SIGINT or SIGTERM.
import { dirname, relative, sep } from "node:path";
import chokidar from "chokidar";
import type { GenerateRun } from "./generate.ts";
import type { Io } from "./io.ts";

export interface WatchFollow {
  /** The configuration file to follow (it need not exist yet). */
  readonly configFile: string;
  /** Options read again after the configuration changed; undefined when it is broken (said already). */
  readonly reload: () => GenerateRun | undefined;
}

export async function watch(
  first: GenerateRun,
  io: Io,
  run: (opts: GenerateRun) => Promise<number>,
  follow?: WatchFollow,
): Promise<number> {
  const w = new Watch(first, io, run, follow);
  // Watching starts before the first run, so that no change made meanwhile is missed.
  await new Promise<void>((ready) => w.watcher.once("ready", () => ready()));
  w.queue = w.once();
  w.watcher.on("all", (event, path) => w.seen(event, path));
  return new Promise((done) => {
    const stop = () => {
      clearTimeout(w.timer);
      void w.queue.then(() => w.watcher.close()).then(() => done(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
}

/**
 * One watch: the options in force, the paths they name (a configuration that names another spec folder or baseline
 * moves the watch there), runs one at a time, and whether the spec folder is lost.
 */
class Watch {
  spec: string;
  baseline: string | undefined;
  lost = false;
  queue: Promise<void> = Promise.resolve();
  timer: NodeJS.Timeout | undefined;
  readonly watcher: ReturnType<typeof chokidar.watch>;

  constructor(
    private opts: GenerateRun,
    private readonly io: Io,
    private readonly run: (opts: GenerateRun) => Promise<number>,
    private readonly follow: WatchFollow | undefined,
  ) {
    this.spec = opts.config.spec;
    this.baseline = opts.config.baseline;
    const config = follow ? [dirname(follow.configFile)] : [];
    this.watcher = chokidar.watch([...this.folders(), ...config], {
      ignoreInitial: true,
      ignored: (p: string) => !this.followed(p) && !this.folders().includes(p) && !config.includes(p),
      awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
    });
  }

  shown = (p: string) => relative(this.io.cwd, p) || ".";
  inSpec = (p: string) => p === this.spec || p.startsWith(this.spec + sep);
  folders = () => [dirname(this.spec), ...(this.baseline ? [dirname(this.baseline)] : [])];
  followed = (p: string) =>
    this.inSpec(p) || p === dirname(this.spec) || p === this.follow?.configFile || p === this.baseline;

  async once(): Promise<void> {
    const code = await this.run(this.opts);
    this.io.out(
      code === 0
        ? "watching for changes (Ctrl-C to stop)"
        : `run ended with status ${code}; watching for changes (Ctrl-C to stop)`,
    );
  }

  /** After the configuration changed: follow the spec folder and baseline it names now. */
  refollow(): void {
    if (this.opts.config.spec === this.spec && this.opts.config.baseline === this.baseline) return;
    this.spec = this.opts.config.spec;
    this.baseline = this.opts.config.baseline;
    this.watcher.add([this.spec, ...this.folders()]);
    this.io.out(`following ${this.shown(this.spec)}${this.baseline ? ` and ${this.shown(this.baseline)}` : ""}`);
  }

  schedule(why: string, reload = false): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.queue = this.queue.then(() => {
        if (reload && this.follow) this.opts = this.follow.reload() ?? this.opts;
        if (reload) this.refollow();
        this.io.out(`${why}; generating`);
        return this.once();
      });
    }, 100);
  }

  seen(event: string, path: string): void {
    if (path === this.spec && event === "unlinkDir") {
      this.lost = true;
      return this.io.out(`lost the spec folder ${this.shown(this.spec)}; waiting for it to come back`);
    }
    if (this.lost && this.inSpec(path) && event !== "unlink" && event !== "unlinkDir") {
      this.lost = false;
      this.io.out(`found the spec folder ${this.shown(this.spec)} again`);
    }
    if (this.follow && path === this.follow.configFile)
      return event === "unlink"
        ? this.io.out(`lost ${this.shown(path)}; keeping its settings`)
        : this.schedule(`${this.shown(path)} changed`, true);
    if (this.baseline !== undefined && path === this.baseline) return this.schedule(`${this.shown(path)} changed`);
    // Only a spec that is there is read: a file going with its folder starts no run.
    if (!this.lost && this.inSpec(path) && path.endsWith(".md")) this.schedule(`${this.shown(path)} changed`);
  }
}
