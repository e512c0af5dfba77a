// Cases for the language packages: every sample Update, and each with one string replaced by a value no version
// lists (an enum value, a variant's discriminator, free text) or one member set to null; each with the verdicts of
// the generated TypeScript validators, compatible and strict, which the packages are held to.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { OutputFile } from "../../generator/emit/shared/output.ts";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

export interface Case {
  readonly name: string;
  readonly data: Json;
  readonly compatible: boolean;
  readonly strict: boolean;
}

/** Writes the files into `dir`, each only when it does not hold that text already (build tools then skip it). */
export function writeAll(dir: string, files: readonly { path: string; contents: string }[]): void {
  for (const f of files) {
    const path = join(dir, f.path);
    if (existsSync(path) && readFileSync(path, "utf8") === f.contents) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.contents);
  }
}

/** Every sample with one string replaced by an unlisted value, or one member (near the top) set to null. */
function mutations(name: string, data: Json): { name: string; data: Json }[] {
  const out: { name: string; data: Json }[] = [];
  const walk = (node: Json, path: string, set: (v: Json) => Json): void => {
    if (Array.isArray(node))
      node.forEach((v, i) => walk(v, `${path}/${i}`, (x) => set(node.map((y, j) => (j === i ? x : y)))));
    else if (node !== null && typeof node === "object")
      for (const [k, v] of Object.entries(node)) {
        const put = (x: Json) => set({ ...node, [k]: x });
        if (typeof v === "string")
          out.push({ name: `${name}${path}/${k}=unlisted`, data: put("botspec_unlisted_value") });
        if (path.split("/").length < 4) out.push({ name: `${name}${path}/${k}=null`, data: put(null) });
        walk(v, `${path}/${k}`, put);
      }
  };
  walk(data, "", (x) => x);
  return out;
}

/** The cases, judged by the validators written (with their runtime) into `dir`. */
export async function casesJudged(dir: string, validators: readonly OutputFile[]): Promise<Case[]> {
  writeAll(dir, validators);
  const v = (await import(pathToFileURL(join(dir, "validators.mjs")).href)) as {
    validate: (t: string, value: unknown, o: object) => { ok: boolean };
  };
  const samples = readdirSync("test/fixtures/updates").map((f) => ({
    name: f,
    data: JSON.parse(readFileSync(join("test/fixtures/updates", f), "utf8")) as Json,
  }));
  return [...samples, ...samples.flatMap((s) => mutations(s.name, s.data))].map((c) => ({
    ...c,
    compatible: v.validate("Update", c.data, { compatible: true }).ok,
    strict: v.validate("Update", c.data, { strict: true }).ok,
  }));
}
