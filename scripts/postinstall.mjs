// npm's postinstall (and the end of `prepare` in this repository): compiles the renderers once and keeps their code in
// node_modules/.cache/botspec/code/, so that the first `botspec generate` after install is as quick as the next.
// Optional: skipped (--ignore-scripts, pnpm), the first run only takes ~0.1 s longer. Never fails an install, says
// nothing, and gives up after 30 seconds. Before the first build (a clean clone's `npm ci`) there is nothing to warm.
setTimeout(() => process.exit(0), 30_000).unref();
try {
  const { warmUp } = await import("../dist/generator/warm-up.js");
  await warmUp();
} catch {
  // nothing to warm yet, or no cache to keep: only time is lost
}
process.exitCode = 0;
