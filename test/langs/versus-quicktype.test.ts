// Side by side with the generic path: quicktype's Python, Go and Rust output of schema.json (spec/9.2) reads the same
// cases as botspec's packages (test/langs/cases.ts) and writes them back; what it decodes and what comes back
// unchanged is counted, and the README's table must say the same (botspec's packages write back every case: the
// tests beside this one). Each language is skipped with a message where its toolchain is missing.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cargoEnv, named } from "../cargo.ts";
import { served } from "../helpers.ts";
import { casesJudged, writeAll, type Case } from "./cases.ts";

const work = mkdtempSync(join(tmpdir(), "botspec-versus-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const CACHE = resolve("node_modules/.cache/botspec-tests");
const PY = ["python3", "/usr/bin/python3"].find((p) => spawnSync(p, ["--version"]).status === 0);
const GO = spawnSync("go", ["version"]).status === 0;
const CARGO =
  spawnSync("cargo", ["--version"]).status === 0 &&
  existsSync("/usr/share/cargo/registry") &&
  readdirSync("/usr/share/cargo/registry").some((d) => d.startsWith("serde_json-"));

function quicktype(lang: string, out: string, extra: string[] = []): string {
  const schema = `${resolve("generated/9.2/schema.json")}#/$defs/Update`;
  execFileSync(
    process.execPath,
    [
      "node_modules/quicktype/dist/index.js",
      "--lang",
      lang,
      "--src-lang",
      "schema",
      "--top-level",
      "Update",
      ...extra,
      "-o",
      out,
      schema,
    ],
    { stdio: "ignore" },
  );
  return readFileSync(out, "utf8");
}

type Counts = Partial<
  Record<"valid" | "validDecoded" | "validUnchanged" | "unlisted" | "unlistedDecoded" | "unlistedUnchanged", number>
>;

/** docs/artifacts.md's row for a language: samples, and cases with an unlisted value, written back unchanged by each. */
const row = (lang: string, c: Counts) =>
  `| ${lang} | ${c.valid}/${c.valid} | ${c.unlisted}/${c.unlisted} | ${c.validUnchanged ?? 0}/${c.valid} (${c.validDecoded ?? 0} decoded) | ${c.unlistedUnchanged ?? 0}/${c.unlisted} (${c.unlistedDecoded ?? 0} decoded) |`;

const readme = readFileSync("docs/artifacts.md", "utf8");
let cases = "";

describe("quicktype's output of schema.json beside botspec's packages", () => {
  beforeAll(async () => {
    const { validators } = await served("spec/9.2");
    const judged: Case[] = await casesJudged(join(work, "ts"), validators);
    cases = join(work, "cases.json");
    writeFileSync(cases, JSON.stringify(judged));
  }, 120_000);

  it.skipIf(!PY)(
    "Python",
    () => {
      quicktype("python", join(work, "update.py"));
      const out = execFileSync(PY!, ["test/langs/quicktype/roundtrip.py", join(work, "update.py"), cases], {
        encoding: "utf8",
      });
      expect(readme).toContain(row("Python", JSON.parse(out) as Counts));
    },
    120_000,
  );

  it.skipIf(!GO)(
    "Go",
    () => {
      const dir = join(work, "go");
      cpSync("test/quicktype/go", dir, { recursive: true });
      quicktype("go", join(dir, "update.go"), ["--package", "botapi"]);
      const env = { ...process.env, GOPROXY: "off", GOFLAGS: "-mod=mod", GOCACHE: join(CACHE, "go") };
      const out = execFileSync("go", ["run", "./cmd/roundtrip", cases], { cwd: dir, env, encoding: "utf8" });
      expect(readme).toContain(row("Go", JSON.parse(out) as Counts));
    },
    120_000,
  );

  it.skipIf(!CARGO)(
    "Rust",
    () => {
      // Its own folder: test/emit/quicktype.test.ts builds another Update in its own.
      const dir = join(CACHE, "rust-crate-versus");
      writeAll(dir, [
        ...readdirSync("test/quicktype/rust", { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => join(e.parentPath, e.name))
          .map((p) => ({ path: p.slice("test/quicktype/rust/".length), contents: readFileSync(p, "utf8") }))
          .map((f) => (f.path === "Cargo.toml" ? { ...f, contents: named(f.contents, "botapi-quicktype-versus") } : f)),
        {
          path: "src/update.rs",
          contents: quicktype("rust", join(work, "update.rs"), ["--visibility", "public", "--derive-debug"]),
        },
      ]);
      mkdirSync(dir, { recursive: true });
      // The target folder every crate of the tests shares (test/cargo.ts), under a package name of its own.
      const env = cargoEnv();
      const out = execFileSync("cargo", ["run", "--offline", "-q", "--bin", "roundtrip", "--", cases], {
        cwd: dir,
        env,
        encoding: "utf8",
      });
      expect(readme).toContain(row("Rust", JSON.parse(out) as Counts));
    },
    300_000,
  );
});
