// Every crate the tests build shares one cargo target folder, so serde, serde_derive and serde_json (and what they
// build from) are compiled once per machine, not once per crate: about 9 s of CPU for each crate that had its own.
// Cargo hashes a path package by its name and version, not by its folder, so two crates named alike in one target
// folder would each take the other's build for its own: each crate here gets a package name of its own (`named`),
// its library keeping the name the code imports.
import { resolve } from "node:path";

/** The shared target folder, kept between runs with the other test caches. */
export const CARGO_TARGET = resolve("node_modules/.cache/botspec-tests/cargo-target");

/** The environment of a test build: the shared target, no debug info and no incremental state (as the crates say). */
export function cargoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CARGO_TARGET_DIR: CARGO_TARGET,
    CARGO_PROFILE_DEV_DEBUG: "0",
    CARGO_INCREMENTAL: "0",
    ...extra,
  };
}

/** `manifest` (a Cargo.toml) with its package named `name`; its library is named what the package was. */
export function named(manifest: string, name: string): string {
  const was = /^\[package\]\s*\nname = "([^"]+)"/m.exec(manifest);
  if (!was || !/^\[lib\]\n/m.test(manifest)) throw new Error("named: a manifest with a [package] name and a [lib]");
  const lib = (was[1] as string).replace(/-/g, "_");
  return manifest
    .replace(/^(\[package\]\s*\n)name = "[^"]+"/m, `$1name = "${name}"`)
    .replace(/^\[lib\]\n/m, `[lib]\nname = "${lib}"\n`);
}
