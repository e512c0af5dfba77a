// A spec version written in the same constructs, with new types, fields, variants, enum values and methods:
// it must generate correctly with no code change.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strictAjv } from "../helpers.ts";
import { main } from "../../generator/cli.ts";
import type { SpecModel } from "../../generator/model/model.ts";
import { loadModel } from "../../generator/run/pipeline.ts";

let root = "";
let model: SpecModel;

function edit(file: string, pairs: [string, string][]): void {
  const path = join(root, "spec/9.3", file);
  let text = readFileSync(path, "utf8");
  for (const [from, to] of pairs) {
    if (!text.includes(from)) throw new Error(`test setup: "${from}" not found in ${file}`);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "botspec-variant-"));
  cpSync("spec/9.2", join(root, "spec/9.3"), { recursive: true });
  edit("core.md", [
    ["| 9.2 | 15 August 2025 |", "| 9.3 | 1 October 2025 | Stars and more |\n| 9.2 | 15 August 2025 |"],
    [
      "Types referenced but whose fields are not shown: BusinessConnection,",
      "Types referenced but whose fields are not shown: StarTransaction, BusinessConnection,",
    ],
    [
      "| is_direct_messages | True? | Chat is the direct messages chat of a channel |",
      "| is_direct_messages | True? | Chat is the direct messages chat of a channel |\n| star_balance | StarAmount? | Stars of the chat |",
    ],
    [
      "One of `private`, `group`, `supergroup`, `channel`",
      "One of `private`, `group`, `supergroup`, `channel`, `direct`",
    ],
    [
      "| MessageOriginChannel | `channel` | date Integer; chat Chat; message_id Integer; author_signature String? |",
      "| MessageOriginChannel | `channel` | date Integer; chat Chat; message_id Integer; author_signature String? |\n| MessageOriginBot | `bot` | date Integer; bot User |",
    ],
    [
      "### Media types",
      "### StarAmount\n\n| Field | Type | Notes |\n|---|---|---|\n| amount | Integer | Whole Stars |\n| nanostar_amount | Integer? | 0-999999999 |\n\n### Media types",
    ],
    [
      "### Webhook reply call",
      "### getStarTransactions\n\nPath `/getStarTransactions`. Returns Array of StarTransaction.\n\n| Parameter | Type | Required | Rules |\n|---|---|---|---|\n| offset | Integer | No | Default 0 |\n| limit | Integer | No | 1-100, default 100 |\n| chat_id | Integer or String | Yes | Target chat |\n\n### Webhook reply call",
    ],
    ["including getMe, getFile,", "including getMe, sendGift, getFile,"],
  ]);
  edit("supporting.md", [
    [
      "| freeform gradient | `freeform_gradient` | colors Array of Integer (3 or 4 base colors, RGB24) |",
      "| freeform gradient | `freeform_gradient` | colors Array of Integer (3 or 4 base colors, RGB24) |\n| radial gradient | `radial_gradient` | center_color Integer; edge_color Integer |",
    ],
    [
      "| ReactionTypePaid | type `paid` |",
      "| ReactionTypePaid | type `paid` |\n| ReactionTypeStar | type `star`; star_count Integer (1-2500) |",
    ],
    ["| LocationAddress |", "| Sunset | time Integer; emoji String? (1-8 characters) |\n| LocationAddress |"],
  ]);
  const errors: string[] = [];
  const code = await main(["generate", "--spec", "spec/9.3", "--out", "out"], {
    cwd: root,
    out: () => {},
    err: (l) => errors.push(l),
  });
  if (code !== 0) throw new Error(errors.join("\n"));
  model = loadModel(join(root, "spec/9.3"), root);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const find = (name: string) => model.types.find((t) => t.name === name);

describe("a spec variant in the same constructs", () => {
  it("takes its version from the Versioning table", () => {
    expect(model.version).toBe("9.3");
  });
  it("has the new type, field, enum value and opaque type", () => {
    expect(find("StarAmount")).toMatchObject({
      kind: "object",
      fields: [
        { name: "amount", optional: false },
        { name: "nanostar_amount", optional: true, constraints: { minimum: 0, maximum: 999999999 } },
      ],
    });
    const chat = find("Chat");
    expect(chat?.kind === "object" && chat.fields.find((f) => f.name === "star_balance")).toMatchObject({
      type: { kind: "ref", name: "StarAmount" },
      optional: true,
    });
    expect(chat?.kind === "object" && chat.fields.find((f) => f.name === "type")?.constraints.enum).toContain("direct");
    const full = find("ChatFullInfo");
    expect(full?.kind === "object" && full.fields.some((f) => f.name === "star_balance")).toBe(true);
    expect(find("StarTransaction")?.kind).toBe("opaque");
    expect(find("Sunset")).toMatchObject({
      kind: "object",
      fields: [{ name: "time" }, { name: "emoji", constraints: { maxLength: 8 } }],
    });
  });
  it("has the new variants", () => {
    const origin = find("MessageOrigin");
    expect(origin?.kind === "union" && origin.variants.map((v) => v.type)).toContain("MessageOriginBot");
    const fill = find("BackgroundFill");
    expect(fill?.kind === "union" && fill.variants.at(-1)).toMatchObject({
      type: "BackgroundFillRadialGradient",
      match: { value: "radial_gradient" },
    });
    const reaction = find("ReactionType");
    expect(reaction?.kind === "union" && reaction.variants.map((v) => v.type)).toEqual([
      "ReactionTypeEmoji",
      "ReactionTypeCustomEmoji",
      "ReactionTypePaid",
      "ReactionTypeStar",
    ]);
  });
  it("has the new methods", () => {
    const m = model.methods.find((x) => x.name === "getStarTransactions");
    expect(m).toMatchObject({
      shown: true,
      result: { kind: "array", items: { kind: "ref", name: "StarTransaction" } },
    });
    expect(m?.params.map((p) => [p.name, p.required])).toEqual([
      ["offset", false],
      ["limit", false],
      ["chat_id", true],
    ]);
    expect(model.methods.find((x) => x.name === "sendGift")?.shown).toBe(false);
  });
  it("emits TypeScript that compiles and a schema that compiles in strict Ajv", () => {
    const schema = JSON.parse(readFileSync(join(root, "out/schema.json"), "utf8"));
    const ajv = strictAjv();
    ajv.addSchema(schema);
    for (const name of Object.keys(schema.$defs))
      expect(() => ajv.getSchema(`${schema.$id}#/$defs/${name}`), name).not.toThrow();
    expect(ajv.getSchema(`${schema.$id}#/$defs/ReactionType`)?.({ type: "star", star_count: 5 })).toBe(true);
    writeFileSync(
      join(root, "out/tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          types: [],
        },
        include: ["*.ts"],
      }),
    );
    const tsc = resolve("node_modules/typescript/bin/tsc");
    expect(() =>
      execFileSync(process.execPath, [tsc, "-p", join(root, "out/tsconfig.json")], { stdio: "pipe" }),
    ).not.toThrow();
    expect(readFileSync(join(root, "out/types.ts"), "utf8")).toContain(
      "export type ReactionType = ReactionTypeEmoji | ReactionTypeCustomEmoji | ReactionTypePaid | ReactionTypeStar;",
    );
  });
});
