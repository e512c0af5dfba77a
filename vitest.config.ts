import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Two cores here: vitest would take one worker; the slow files (processes, tsc) and the fast ones overlap.
    maxWorkers: 2,
    isolate: false,
    globalSetup: ["test/global-build.ts"],
  },
});
