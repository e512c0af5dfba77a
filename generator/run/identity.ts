// Who is generating: the package version, and a build id that changes whenever botspec's own code does (a hash of
// the running generator's files, stamped by the build beside them; `npm run build` is the one way dist/ is made) or
// a library of its stack does (the versions of the Markdown reader, ts-morph and
// prettier it loads), so that output rendered, parsed or formatted by other code is never taken as up to date.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
/** The generator's code: every file below it is part of the build id. */
const GENERATOR = dirname(HERE);

/** The package root: the folder above the generator code that holds botspec's package.json. */
function packageRoot(): string {
  for (let d = HERE; ; d = dirname(d)) {
    try {
      if (JSON.parse(readFileSync(join(d, "package.json"), "utf8")).name === "botspec") return d;
    } catch {
      // not here
    }
    if (dirname(d) === d) return HERE;
  }
}

export interface Identity {
  /** `0.2.0` */
  readonly version: string;
  /** `botspec 0.2.0`, as banners and manifests say. */
  readonly generator: string;
  /** Changes with any change of the generator's code. */
  readonly buildId: string;
}

/**
 * The hash of the generator's code: the stamp the build wrote beside it (scripts/build.mjs hashes dist/generator as
 * hashTree does), else the tree hashed now (run from source, where no build wrote one).
 */
function codeHash(dir: string): string {
  try {
    const stamp = readFileSync(join(dir, "build-hash.txt"), "utf8").trim();
    if (/^[0-9a-f]{16}$/.test(stamp)) return stamp;
  } catch {
    // no stamp: run from source
  }
  return hashTree(dir);
}

/** The hash of a folder's code: every .ts/.js/.mjs/.json below it, by name and content (the build stamps it too). */
export function hashTree(dir: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|js|mjs|json)$/.test(f))
    .sort();
  for (const f of files)
    hash
      .update(f)
      .update("\0")
      .update(readFileSync(join(dir, f)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}

function versionOf(pkg: string, from: string): string {
  try {
    const file = createRequire(join(from, "package.json")).resolve(`${pkg}/package.json`);
    return `${pkg}@${String(JSON.parse(readFileSync(file, "utf8")).version)}`;
  } catch {
    return `${pkg}@?`;
  }
}

/** The libraries whose work is kept in the caches. */
const STACK = [
  "unified",
  "remark-parse",
  "micromark-extension-gfm-table",
  "mdast-util-gfm-table",
  "ts-morph",
  "prettier",
];

export function identity(): Identity {
  const root = packageRoot();
  const version = String(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version ?? "0.0.0");
  const renderers = STACK.map((p) => versionOf(p, HERE)).join("+");
  return { version, generator: `botspec ${version}`, buildId: `${version}+${codeHash(GENERATOR)}+${renderers}` };
}
