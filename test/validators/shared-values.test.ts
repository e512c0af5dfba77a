// Variants that share a discriminator value (a cached and a URL form of the same result share `type` `audio`): told
// apart by their required fields in the model, the validators, schema.json and the types, without a warning;
// sharing that no required field resolves stays an error.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../generator/cli.ts";
import { buildFrom, doc, unionOf, strictAjv } from "../helpers.ts";

const resources = (second: string) =>
  [
    "### Results",
    "",
    "Result variants (sent):",
    "",
    "| Variant | `type` | Fields |",
    "|---|---|---|",
    "| ResultCachedAudio | `audio` | id String; audio_file_id String; caption String? |",
    `| ResultAudio | \`audio\` | ${second} |`,
    "| ResultPhoto | `photo` | id String; photo_url String |",
    "",
  ].join("\n");
const TOLD = "id String; audio_url String; title String; caption String?";

let root = "";
let v: { validate: (t: string, x: unknown) => { ok: boolean; errors: { path: string; message: string }[] } };
let ajv: (x: unknown) => boolean;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-shared-"));
  mkdirSync(join(root, "spec"));
  writeFileSync(join(root, "spec/doc.md"), doc({ resources: resources(TOLD) }));
  const err: string[] = [];
  const code = await main(["generate", "--spec", "spec", "--out", "out"], { cwd: root, out: () => {}, err: (l) => err.push(l) });
  if (code !== 0) throw new Error(err.join("\n"));
  v = await import(resolve(root, "out/validators.mjs"));
  const schema = JSON.parse(readFileSync(join(root, "out/schema.json"), "utf8"));
  const compiled = (strictAjv()).addSchema(schema).getSchema(`${schema.$id}#/$defs/Result`);
  ajv = (x) => compiled?.(x) === true;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("shared discriminator values", () => {
  it("are accepted without a word (nothing is left unread), and the model says what tells them apart", () => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: resources(TOLD) }) });
    expect(diagnostics).toEqual([]);
    expect(unionOf(model, "Result").variants.map((x) => [x.type, x.distinguishedBy])).toEqual([
      ["ResultCachedAudio", "audio_file_id"],
      ["ResultAudio", "audio_url"],
      ["ResultPhoto", undefined],
    ]);
  });
  it("stay an error when no required field tells them apart", () => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: resources("id String; audio_file_id String; title String?") }) });
    expect(diagnostics).toEqual([expect.stringMatching(/ error: duplicate discriminator value "audio" in Result: ResultCachedAudio and ResultAudio; expected/)]);
  });
  const cases: [string, object, boolean, string][] = [
    ["the cached form", { type: "audio", id: "1", audio_file_id: "f" }, true, ""],
    ["the URL form", { type: "audio", id: "1", audio_url: "u", title: "t" }, true, ""],
    ["the URL form without its title", { type: "audio", id: "1", audio_url: "u" }, false, "/title"],
    ["neither form", { type: "audio", id: "1" }, false, ""],
    ["both, and both valid", { type: "audio", id: "1", audio_file_id: "f", audio_url: "u", title: "t" }, false, ""],
    ["both, one valid", { type: "audio", id: "1", audio_file_id: "f", audio_url: "u" }, true, ""],
    ["another value", { type: "photo", id: "1", photo_url: "p" }, true, ""],
    ["a prototype key as field", { type: "audio", id: "1", constructor: "x" }, false, ""],
  ];
  it.each(cases)("%s", (_, value, ok, path) => {
    const r = v.validate("Result", value);
    expect(r.ok).toBe(ok);
    expect(ajv(value)).toBe(ok);
    if (!ok) expect(r.errors[0]?.path).toBe(path);
  });
  it("says which fields tell the variants apart", () => {
    expect(v.validate("Result", { type: "audio", id: "1" }).errors[0]?.message).toBe("type \"audio\" is shared by ResultCachedAudio and ResultAudio; expected exactly one of audio_file_id (ResultCachedAudio), audio_url (ResultAudio)");
  });
  it("compiles, and narrows to the variants with that value", () => {
    writeFileSync(
      join(root, "out/use.ts"),
      [
        'import type { Result } from "./types.js";',
        "export function f(r: Result): string {",
        '  if (r.type === "audio") return "audio_url" in r ? r.audio_url : r.audio_file_id;',
        "  return r.photo_url;",
        "}",
      ].join("\n"),
    );
    const tsc = resolve("node_modules/typescript/bin/tsc");
    execFileSync(process.execPath, [tsc, "--noEmit", "--strict", "--exactOptionalPropertyTypes", "--module", "nodenext", "--target", "es2022", "--skipLibCheck", ...["use.ts", "validators.ts"].map((f) => join(root, "out", f))]);
  });
});
