// The python artifact in Python: pydantic v2 reads every sample Update as the TypeScript validators judge it, in the
// default (compatible) and the strict mode, and writes back what it read; so it does for every sample with one string
// replaced by a value no version lists (an enum value, a variant's discriminator, free text) or one field set to null;
// mypy --strict passes on the package. On spec/9.2 and the full-size spec. Without pydantic 2 (or mypy) the test is
// skipped with a message.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emitPython } from "../../generator/emit/python/emit-python.ts";
import { readAssets } from "../../generator/input/assets.ts";
import { served } from "../helpers.ts";
import { casesJudged, writeAll, type Case } from "./cases.ts";

const PY = ["python3", "/usr/bin/python3"].find(
  (p) => spawnSync(p, ["-c", "import pydantic; assert pydantic.VERSION[0] == '2'"]).status === 0,
);
const MYPY = PY !== undefined && spawnSync(PY, ["-m", "mypy", "--version"]).status === 0;
if (!PY) console.warn("python: no Python with pydantic 2 (pip install pydantic); the Python tests are skipped");
else if (!MYPY) console.warn("python: no mypy (pip install mypy; .ci/run does); mypy --strict is skipped");

const work = mkdtempSync(join(tmpdir(), "botspec-python-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Code a user writes: fields typed by the spec, unions narrowed by isinstance, the method table. */
const USE = `from botspec_types import METHODS, ChatMemberBanned, Message, Update, dump, parse

update: Update = parse(Update, {"update_id": 1})
number: int = update.update_id
message: Message | None = update.message
text: str | None = message.text if message else None
member = update.chat_member.new_chat_member if update.chat_member else None
until: int | None = member.until_date if isinstance(member, ChatMemberBanned) else None
written: object = dump(update)
params = METHODS["getUpdates"].params
`;

const SPECS = [
  ["spec/9.2", "spec/9.2"],
  ["the full-size spec", "test/fixtures/spec-full-9.2"],
] as const;

describe.skipIf(!PY).each(SPECS)("the python package of %s", (label, spec) => {
  const dir = join(work, label.replace(/\W+/g, "-"));
  let cases: Case[] = [];
  beforeAll(async () => {
    const { model, validators } = await served(spec);
    writeAll(dir, emitPython({ model, specLabel: spec, assets: readAssets() }));
    cases = await casesJudged(join(dir, "ts"), validators);
    writeFileSync(join(dir, "cases.json"), JSON.stringify(cases));
  }, 120_000);

  it("reads every sample and mutation as the TypeScript validators judge it, and writes back what it read", () => {
    const run = spawnSync(
      PY!,
      ["-W", "error", "test/langs/python/check_models.py", join(dir, "python"), join(dir, "cases.json")],
      { encoding: "utf8", maxBuffer: 1 << 26 },
    );
    expect(run.stderr).toBe("");
    const said = JSON.parse(run.stdout) as { disagree: unknown[]; changed: unknown[]; counts: { read: number } };
    expect(said.disagree).toEqual([]);
    expect(said.changed).toEqual([]);
    // Unlisted values and variants are read in the default mode and refused in the strict one, not just refused.
    expect(cases.filter((c) => c.compatible && !c.strict).length).toBeGreaterThan(10);
    expect(cases.filter((c) => !c.compatible).length).toBeGreaterThan(10);
  }, 300_000);

  it.skipIf(!MYPY)(
    "passes mypy --strict, and so does code that uses it",
    () => {
      writeFileSync(join(dir, "python", "use.py"), USE);
      const run = spawnSync(PY!, ["-m", "mypy", "--strict", "--no-incremental", "botspec_types", "use.py"], {
        cwd: join(dir, "python"),
        encoding: "utf8",
      });
      expect(run.stdout).toMatch(/^Success: no issues found/m);
    },
    300_000,
  );
});
