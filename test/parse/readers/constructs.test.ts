// One test per construct the documents use, each on a small document written for it.
import { describe, expect, it } from "vitest";
import { buildFrom, doc, fieldOf, modelOf, objectOf, signature, typeOf, unionOf } from "../../helpers.ts";

const I = { kind: "integer" };
const S = { kind: "string" };
const B = { kind: "boolean" };
const ref = (name: string) => ({ kind: "ref", name });
const sig = (name: string, type: object, optional = false) => `${name}${optional ? "?" : ""}: ${JSON.stringify(type)}`;

describe("field tables", () => {
  it("reads `| Field | Type | Notes |`, a second `| Field | Type |` table, multi-name rows, parallel lists and type-cell notes", () => {
    const model = modelOf({
      resources: [
        "### Thing",
        "",
        "Main fields:",
        "",
        "| Field | Type | Notes |",
        "|---|---|---|",
        "| id | Integer | Up to 52 significant bits |",
        "| kind | String | One of `a`, `b` |",
        "| photo, audio | Array of Sticker?, Sticker? | Content |",
        "",
        "Other fields (all optional; each holds the named payload type):",
        "",
        "| Field | Type |",
        "|---|---|",
        "| members | Array of Sticker (the bot may be one) |",
        "| created, deleted | True; cannot arrive through updates |",
      ].join("\n"),
    });
    expect(objectOf(model, "Thing").fields.map(signature)).toEqual([
      sig("id", I),
      sig("kind", S),
      sig("photo", { kind: "array", items: ref("Sticker") }, true),
      sig("audio", ref("Sticker"), true),
      sig("members", { kind: "array", items: ref("Sticker") }, true),
      sig("created", { kind: "true" }, true),
      sig("deleted", { kind: "true" }, true),
    ]);
    expect(fieldOf(model, "Thing", "id").constraints.integerBits).toBe(52);
    expect(fieldOf(model, "Thing", "kind").constraints.enum).toEqual(["a", "b"]);
    expect(fieldOf(model, "Thing", "members").description).toBe("the bot may be one");
    expect(fieldOf(model, "Thing", "deleted").description).toBe("cannot arrive through updates");
  });
});

describe("compact tables", () => {
  const model = modelOf({
    resources: [
      "### Group heading",
      "",
      "| Type | Fields |",
      "|---|---|",
      "| Box | width, height, depth Integer (as defined by sender); label String?; total_count Integer? and remaining_count Integer? (limited only) |",
      "| Sent (sent) | text String (1-10 characters); mode String? (`x` or `y`) |",
      "| Empty, AlsoEmpty | No fields |",
      "| Roll | value Integer: 1-6 for a die; 1-64 for a slot machine |",
      "| Photo | small_id, small_unique_id (160x160), big_id; all String; the id values only download the photo |",
      "| Mark | shown String; publisher_chat (added later; type not shown) |",
    ].join("\n"),
    notShown: "Sticker, ResponseParameters, the fields Mark.publisher_chat beyond their existence",
  });
  it("reads shared types, joined fields, `(sent)`, several names in one row", () => {
    expect(objectOf(model, "Box").fields.map(signature)).toEqual([
      sig("width", I),
      sig("height", I),
      sig("depth", I),
      sig("label", S, true),
      sig("total_count", I, true),
      sig("remaining_count", I, true),
    ]);
    expect(fieldOf(model, "Box", "total_count").description).toBe("limited only");
    expect(objectOf(model, "Sent").sentToService).toBe(true);
    expect(fieldOf(model, "Sent", "mode").constraints.enum).toEqual(["x", "y"]);
    expect(objectOf(model, "Empty").fields).toEqual([]);
    expect(objectOf(model, "AlsoEmpty").fields).toEqual([]);
  });
  it("keeps a colon note across `;` and reads ranges from it", () => {
    expect(fieldOf(model, "Roll", "value").description).toBe("1-6 for a die; 1-64 for a slot machine");
    expect(fieldOf(model, "Roll", "value").constraints).toMatchObject({ minimum: 1, maximum: 64 });
  });
  it("types names with `all T` and keeps trailing prose as a note", () => {
    expect(objectOf(model, "Photo").fields.map(signature)).toEqual([
      sig("small_id", S),
      sig("small_unique_id", S),
      sig("big_id", S),
    ]);
    expect(fieldOf(model, "Photo", "small_unique_id").description).toBe("160x160");
    expect(objectOf(model, "Photo").description).toBe("the id values only download the photo");
  });
  it("reads a name with escaped underscores as the name (`file\\_id`, as editors that escape Markdown write it)", () => {
    const escaped = modelOf({
      resources: "### Group\n\n| Type | Fields |\n|---|---|\n| Thing | file\\_id String; is\\_big Boolean? |\n",
    });
    expect(objectOf(escaped, "Thing").fields.map(signature)).toEqual([sig("file_id", S), sig("is_big", B, true)]);
  });
  it("gives a field whose type is not shown the unknown type", () => {
    expect(fieldOf(model, "Mark", "publisher_chat")).toMatchObject({
      type: { kind: "unknown" },
      optional: true,
      description: "added later; type not shown",
    });
  });
});

describe("a qualifier of two facts joined by and", () => {
  it.each([
    "(all fields Boolean and optional)",
    "(all Boolean and all optional)",
    "(all Boolean, all optional)",
    "(all optional Booleans)",
    "(optional Boolean fields)",
    "(Boolean, each optional)",
    "(every field an optional Boolean)",
    "(all Boolean and optional)",
  ])("Permissions %s: a; b", (qualifier) => {
    const model = modelOf({ resources: `### Group\n\nPermissions ${qualifier}: can_send; can_pin.\n` });
    expect(objectOf(model, "Permissions").fields.map(signature)).toEqual([
      sig("can_send", B, true),
      sig("can_pin", B, true),
    ]);
  });
});

describe("a type for every field of a definition, in other words", () => {
  it.each([
    "(every field a Boolean)",
    "(all fields are Boolean)",
    "(all Booleans)",
    "(each field of type Boolean)",
    "(all are Boolean)",
    "(all of type Boolean)",
    "(each a Boolean)",
    "(every one a Boolean)",
    "(Booleans)",
    "(Boolean fields)",
  ])("Rights %s: a; b", (qualifier) => {
    const model = modelOf({ resources: `### Group\n\nRights ${qualifier}: can_send; can_pin.\n` });
    expect(objectOf(model, "Rights").fields.map(signature)).toEqual([sig("can_send", B), sig("can_pin", B)]);
  });
  it.each(["Optional Booleans: can_b; can_c", "Optional Boolean: can_b; can_c", "Boolean, optional: can_b; can_c"])(
    "Rights (all Boolean): can_a. %s",
    (tail) => {
      const model = modelOf({ resources: `### Group\n\nRights (all Boolean): can_a. ${tail}.\n` });
      expect(objectOf(model, "Rights").fields.map(signature)).toEqual([
        sig("can_a", B),
        sig("can_b", B, true),
        sig("can_c", B, true),
      ]);
    },
  );
});

describe("a qualifier after a dash", () => {
  it.each(["Rights — all Boolean", "Rights - every field a Boolean", "Rights – Booleans"])("%s: a; b", (head) => {
    const model = modelOf({ resources: `### Group\n\n${head}: can_send; can_pin.\n` });
    expect(objectOf(model, "Rights").fields.map(signature)).toEqual([sig("can_send", B), sig("can_pin", B)]);
  });
});

describe("a qualifier that names no type for every field", () => {
  // A word in parentheses that is no type's plural and no qualifier is description: the fields keep no type, said.
  it.each(["(Deprecated)", "(Boolean)", "(see below)"])("Rights %s: a; b", (qualifier) => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Group\n\nRights ${qualifier}: can_send; can_pin.\n` }),
    });
    expect(diagnostics.join("\n")).toMatch(/field Rights\.can_send has no type/);
  });
});

describe("fields of one type named in a list", () => {
  // Each name a field of the type (`Boolean fields a, b` lost every field in silence).
  it.each([
    "Boolean flags can_x, can_y",
    "Boolean fields can_x, can_y",
    "the Boolean flags can_x, can_y",
    "flags (Boolean) can_x, can_y",
    "fields (Boolean) can_x, can_y",
    "the Boolean fields can_x, can_y",
  ])("| restricted | `restricted` | %s; until_date Integer |", (flags) => {
    const model = modelOf({
      resources: `### Member variants\n\n| Variant | \`status\` | Fields |\n|---|---|---|\n| restricted | \`restricted\` | ${flags}; until_date Integer |\n| left | \`left\` | user String |\n`,
    });
    expect(objectOf(model, "MemberRestricted").fields.map(signature)).toEqual([
      sig("status", { kind: "literal", value: "restricted" }),
      sig("can_x", B),
      sig("can_y", B),
      sig("until_date", I),
    ]);
  });
  it("three field names in prose that no phrasing reads are said", () => {
    const { diagnostics } = buildFrom({
      "doc.md": doc({
        resources: "### Group\n\n| Type | Fields |\n|---|---|\n| Thing | a String; switches can_x, can_y, can_z |\n",
      }),
    });
    expect(diagnostics.join("\n")).toMatch(/warning: .*switches can_x, can_y, can_z.* is read as prose/);
  });
});

describe("paragraph definitions in other words", () => {
  const forms = [
    "Story has the fields: chat Sticker; id Integer.",
    "Story fields: chat Sticker; id Integer.",
    "A Story consists of: chat Sticker; id Integer.",
    "Story contains the following fields: chat Sticker; id Integer.",
    "The Story properties are: chat Sticker; id Integer.",
    "The Story has: chat Sticker and id Integer.",
    "The Story object: chat Sticker; id Integer.",
    "Story — chat Sticker; id Integer.",
    "Story: chat Sticker, id Integer.",
    "Story: `chat` (Sticker), `id` (Integer).",
    "Story: chat: Sticker; id: Integer.",
    "Story: chat — Sticker; id — Integer.",
  ];
  it("a name, a dash and words that are no field is no definition", () => {
    const { model } = buildFrom({ "doc.md": doc({ resources: "### Group\n\nStory — possible forms: many.\n" }) });
    expect(model.types.find((t) => t.name === "Story")).toBeUndefined();
  });
  it("a name, a dash and one field is one", () => {
    const model = modelOf({ resources: "### Group\n\nStory — id Integer.\n" });
    expect(objectOf(model, "Story").fields.map(signature)).toEqual([sig("id", I)]);
  });
  it.each(forms)("%s", (paragraph) => {
    const model = modelOf({ resources: `### Group\n\n${paragraph}\n` });
    expect(objectOf(model, "Story").fields.map(signature)).toEqual([sig("chat", ref("Sticker")), sig("id", I)]);
  });
});

describe("a field after a comma without its type", () => {
  it("is said, never taken as the note of the field before it", () => {
    const { diagnostics } = buildFrom({ "doc.md": doc({ resources: "### Group\n\nDate: day Integer, month.\n" }) });
    expect(diagnostics.join("\n")).toMatch(/Date\.month has no type/);
  });
});

describe("a field's note after a comma or a dash", () => {
  it.each(["day Integer, 1-31", "day Integer — 1-31", "`day` Integer, 1-31", "day: Integer, 1-31"])("%s", (field) => {
    const model = modelOf({ resources: `### Group\n\nDate: ${field}; month Integer.\n` });
    expect(fieldOf(model, "Date", "day").constraints).toMatchObject({ minimum: 1, maximum: 31 });
    expect(objectOf(model, "Date").fields.map((f) => f.name)).toEqual(["day", "month"]);
  });
});

describe("paragraph definitions", () => {
  const model = modelOf({
    resources: [
      "### Group",
      "",
      "Story: chat Sticker; id Integer (unique in the chat).",
      "",
      "Rights (all Boolean): is_anonymous; can_manage (implied by any other). Optional Boolean: can_post (channels); can_edit.",
      "",
      "Permissions (all Boolean, all optional): can_send; can_pin (ignored).",
      "",
      "### MessageRef",
      "",
      "`message_id` Integer (0 while scheduled).",
    ].join("\n"),
  });
  it("reads `Name: fields.`", () => {
    expect(objectOf(model, "Story").fields.map(signature)).toEqual([sig("chat", ref("Sticker")), sig("id", I)]);
  });
  it("reads `(all Boolean)` and `Optional Boolean:`", () => {
    expect(objectOf(model, "Rights").fields.map(signature)).toEqual([
      sig("is_anonymous", B),
      sig("can_manage", B),
      sig("can_post", B, true),
      sig("can_edit", B, true),
    ]);
  });
  it("reads `(all Boolean, all optional)`", () => {
    expect(objectOf(model, "Permissions").fields.map(signature)).toEqual([
      sig("can_send", B, true),
      sig("can_pin", B, true),
    ]);
  });
  it("reads a backticked field under a single-type heading", () => {
    expect(objectOf(model, "MessageRef").fields.map(signature)).toEqual([sig("message_id", I)]);
  });
});

describe("inheritance and inclusion", () => {
  const model = modelOf({
    resources: [
      "### Base",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| id | Integer | |",
      "",
      "### Full",
      "",
      "Contains every field of Base with the same meaning, plus:",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| bio | String? | |",
      "",
      "### Media",
      "",
      "Every file type has `file_id` (String, usable to download) and `file_unique_id` (String, stable).",
      "",
      "| Type | Further fields |",
      "|---|---|",
      "| Clip | duration Integer |",
      "",
      "### Rights",
      "",
      "Rights (all Boolean): can_a. Optional Boolean: can_b.",
      "",
      "Member variants (discriminator `status`):",
      "",
      "| Variant | `status` | Fields |",
      "|---|---|---|",
      "| admin | `administrator` | can_be_edited Boolean; every Rights field (same optionality) |",
      "| restricted | `restricted` | Boolean flags can_x, can_y; until_date Integer |",
    ].join("\n"),
  });
  it("copies the fields of the type contained, marked with their origin", () => {
    expect(objectOf(model, "Full").fields.map(signature)).toEqual([sig("id", I), sig("bio", S, true)]);
    expect(fieldOf(model, "Full", "id").origin).toEqual({ kind: "inherited", from: "Base" });
    expect(objectOf(model, "Full").extends).toEqual(["Base"]);
  });
  it("puts the shared file fields first in every row of a Further fields table", () => {
    expect(objectOf(model, "Clip").fields.map(signature)).toEqual([
      sig("file_id", S),
      sig("file_unique_id", S),
      sig("duration", I),
    ]);
  });
  it("includes every field of another type with the same optionality, and reads Boolean flags", () => {
    expect(objectOf(model, "MemberAdmin").fields.map(signature)).toEqual([
      sig("status", { kind: "literal", value: "administrator" }),
      sig("can_be_edited", B),
      sig("can_a", B),
      sig("can_b", B, true),
    ]);
    expect(fieldOf(model, "MemberAdmin", "can_a").origin).toEqual({ kind: "included", from: "Rights" });
    expect(objectOf(model, "MemberRestricted").fields.map(signature)).toEqual([
      sig("status", { kind: "literal", value: "restricted" }),
      sig("can_x", B),
      sig("can_y", B),
      sig("until_date", I),
    ]);
  });
});

describe("unions", () => {
  const model = modelOf({
    resources: [
      "### Fills",
      "",
      "Fill variants:",
      "",
      "| Variant | `type` | Fields | Maximum per story |",
      "|---|---|---|---|",
      "| solid | `solid` | color Integer | 3 |",
      "| freeform gradient | `freeform_gradient` | colors Array of Integer | 1 |",
      "",
      "| Media variant | `type` | Other fields |",
      "|---|---|---|",
      "| MediaPreview | `preview` | width Integer? |",
      "",
      "### Origin variants",
      "",
      "| Variant | `type` value | Other fields |",
      "|---|---|---|",
      "| OriginUser | `user` | date Integer |",
      "",
      "### Reactions",
      "",
      "| Type | Fields |",
      "|---|---|",
      "| ReactionEmoji | type `emoji`; emoji String |",
      "| ReactionPaid | type `paid` |",
      // The one value of the tag said in a note, in words: the same tag.
      "| ReactionStar | type String, always `star`; count Integer |",
      "| ReactionGift | type String (must be `gift`) |",
      "| ReactionBoost | type (always `boost`); count Integer |",
      "| ReactionCoin | type String = `coin` |",
      "| ReactionCount | type Reaction; total_count Integer |",
      "",
      "### Plain",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| chat | Sticker | |",
      "| date | Integer | |",
      "",
      "### Gone",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| date | Integer | Always 0; distinguishes it |",
      "",
      "### Maybe",
      "",
      "Either a regular Plain or a Gone; the discriminator is `date` equal to 0. The full list of variants is not shown beyond these.",
    ].join("\n"),
  });
  it("names variants after the union and the label in PascalCase, keeps extra columns", () => {
    const fill = unionOf(model, "Fill");
    expect(fill.discriminator).toBe("type");
    expect(fill.variants.map((v) => [v.type, v.match])).toEqual([
      ["FillSolid", { kind: "equals", value: "solid" }],
      ["FillFreeformGradient", { kind: "equals", value: "freeform_gradient" }],
    ]);
    expect(fill.variants[0]?.extra).toEqual({ "Maximum per story": "3" });
    expect(fieldOf(model, "FillSolid", "type").type).toEqual({ kind: "literal", value: "solid" });
  });
  it("takes the union name from a `X variant` header and keeps rows that name their own type", () => {
    expect(unionOf(model, "Media").variants.map((v) => v.type)).toEqual(["MediaPreview"]);
    expect(unionOf(model, "Origin").variants.map((v) => v.type)).toEqual(["OriginUser"]);
  });
  it("implies a union from literal-tagged types named after a referenced name", () => {
    const reaction = unionOf(model, "Reaction");
    expect(reaction.discriminator).toBe("type");
    expect(reaction.variants.map((v) => [v.type, v.match])).toEqual([
      ["ReactionEmoji", { kind: "equals", value: "emoji" }],
      ["ReactionPaid", { kind: "equals", value: "paid" }],
      ["ReactionStar", { kind: "equals", value: "star" }],
      ["ReactionGift", { kind: "equals", value: "gift" }],
      ["ReactionBoost", { kind: "equals", value: "boost" }],
      ["ReactionCoin", { kind: "equals", value: "coin" }],
    ]);
    expect(objectOf(model, "ReactionStar").fields.map((f) => f.name)).toEqual(["type", "count"]);
  });
  it("implies no union from the variants of another union that share the referenced name's start", () => {
    const resources =
      "### Thing\n\n| Field | Type |\n|---|---|\n| s | Story |\n\n### StoryArea variants\n\n| Variant | `type` | Fields |\n|---|---|---|\n| StoryAreaLink | `link` | url String |\n| StoryAreaPlace | `place` | name String |\n";
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    expect(model.types.find((t) => t.name === "Story")).toBeUndefined();
    expect(diagnostics.join("\n")).toMatch(/error: unknown type "Story"/);
  });
  it("reads a prose union discriminated by a value", () => {
    const maybe = unionOf(model, "Maybe");
    expect(maybe.discriminator).toBe("date");
    expect(maybe.variants.map((v) => [v.type, v.match])).toEqual([
      ["Plain", { kind: "otherwise" }],
      ["Gone", { kind: "equals", value: 0 }],
    ]);
    expect(fieldOf(model, "Gone", "date").constraints.const).toBe(0);
  });
});

describe("groups, alternatives, partial types", () => {
  const model = modelOf({
    resources: [
      "### Buttons",
      "",
      "| Type | Fields |",
      "|---|---|",
      "| Key | text String; at most one of: request_contact Boolean; web_app Sticker. All these are private only. A plain String may replace the object for a simple text button |",
      "| Inline | text String; exactly one of: url String; callback_data String (1-64 bytes) |",
      "| Query | id String; data String?; game String?. Exactly one of data or game is present |",
      "| Owned | gift Sticker; send_date Integer; remaining fields after send_date: not shown |",
      "",
      "### Event",
      "",
      "At most one optional field is present in any update.",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| update_id | Integer | |",
      "| a | Sticker? | |",
      "| b | Sticker? | |",
    ].join("\n"),
  });
  it("reads `at most one of:` with a primitive alternative", () => {
    const key = objectOf(model, "Key");
    expect(key.fields.map(signature)).toEqual([
      sig("text", S),
      sig("request_contact", B, true),
      sig("web_app", ref("Sticker"), true),
    ]);
    expect(key.groups.map((g) => [g.kind, g.fields])).toEqual([["at-most-one", ["request_contact", "web_app"]]]);
    expect(key.alternatives).toEqual([S]);
    expect(key.description).toContain("All these are private only");
  });
  it("reads `exactly one of:` and byte lengths", () => {
    expect(objectOf(model, "Inline").groups.map((g) => [g.kind, g.fields])).toEqual([
      ["exactly-one", ["url", "callback_data"]],
    ]);
    expect(fieldOf(model, "Inline", "callback_data").constraints).toMatchObject({
      minLength: 1,
      maxLength: 64,
      lengthUnit: "utf8",
    });
  });
  it("reads a group stated in a sentence", () => {
    expect(objectOf(model, "Query").groups.map((g) => [g.kind, g.fields])).toEqual([["exactly-one", ["data", "game"]]]);
  });
  it("marks a type whose remaining fields are not shown", () => {
    expect(objectOf(model, "Owned").partial?.after).toBe("send_date");
  });
  it("groups every optional field when at most one is present", () => {
    expect(objectOf(model, "Event").groups.map((g) => [g.kind, g.fields])).toEqual([["at-most-one", ["a", "b"]]]);
  });
  it("says a group of optional fields over a type that has none, and keeps no empty group", () => {
    const table = "| Field | Type | Notes |\n|---|---|---|\n| id | Integer | |";
    const { model: m, diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Ping\n\nAt most one optional field is present.\n\n${table}\n` }),
    });
    expect(objectOf(m, "Ping").groups).toEqual([]);
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /warning: "At most one optional field is present" concerns no field of Ping, which has no optional field; expected/,
      ),
    ]);
  });
  it("says nothing of the group when the type's table could not be read (one fault, one diagnostic)", () => {
    const rows = "|---|---|---|\n| id | Integer | |\n| a | Sticker? | |";
    const { diagnostics } = buildFrom({
      "doc.md": doc({ resources: `### Ping\n\nAt most one optional field is present.\n\n${rows}\n` }),
    });
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /error: these table rows are not read: the table has no header row and delimiter row; expected /,
      ),
    ]);
  });
});

describe("opaque types, conventions", () => {
  it("makes every type the Conventions list as not shown opaque, the uploaded-file one an upload", () => {
    const model = modelOf({ resources: "" });
    expect(model.types.map((t) => [t.name, t.kind, t.kind === "opaque" && t.upload])).toEqual([
      ["Sticker", "opaque", false],
      ["ResponseParameters", "opaque", false],
      ["InputFile", "opaque", true],
    ]);
  });
  it("widens user and chat ids and file sizes to 52 bits by convention, other Integers 32", () => {
    const model = modelOf({
      resources: [
        "### Shared",
        "",
        "| Type | Fields |",
        "|---|---|",
        "| Shared | user_id Integer; chat_id Integer; file_size Integer?; count Integer |",
      ].join("\n"),
    });
    expect(objectOf(model, "Shared").fields.map((f) => f.constraints.integerBits)).toEqual([52, 52, 52, 32]);
    expect(typeOf(model, "Shared").kind).toBe("object");
  });
});

describe("conventions not read", () => {
  const RULE = "- Integer fields fit a signed 32-bit integer unless noted.";
  const withLine = (line: string) => buildFrom({ "doc.md": doc({}).replace(RULE, `${RULE}\n${line}`) }).diagnostics;
  it.each([
    ["an integer width in other words", "- Whole numbers are stored in 64 bits."],
    ["a not-shown list in other words", "- Left out here (not shown) are Sticker and Game."],
    ["a second sentence of an item", "- Dates are Unix time. Counters use 16 bits."],
  ])("warns, located, on %s", (_, line) => {
    const d = withLine(line);
    expect(d).toHaveLength(1);
    expect(d[0]).toMatch(/^doc\/doc\.md:\d+:\d+ warning: .*Conventions.*expected/i);
  });
  it.each([
    ["a plain convention", "- Dates are Unix time in seconds."],
    ["an optional-field convention", "- `Type?` marks an optional field."],
    // How an optional field is marked, in other words (the type grammar reads the mark itself).
    ["the mark in other words", "- Fields whose type ends in `?` are optional and can be omitted."],
    ["a trailing mark", "- A trailing `?` after a type means the field is optional."],
  ])("stays quiet on %s", (_, line) => {
    expect(withLine(line)).toEqual([]);
  });
});

describe("conventions in other words", () => {
  const RULES =
    "- Integer fields fit a signed 32-bit integer unless noted. Identifiers of users and chats may exceed 32 bits but have at most 52 significant bits. File sizes may exceed 2^31 and have at most 52 significant bits.";
  const LEAD = "- Types referenced but whose fields are not shown:";
  const TYPES = "### Thing\n\n| Field | Type |\n|---|---|\n| n | Integer |\n| s | Sticker |\n";
  const build = (from: string, to: string) => buildFrom({ "doc.md": doc({ resources: TYPES }).replace(from, to) });
  it.each([
    "- Unless noted, an Integer fits in a signed 32-bit integer.",
    "- Integers are signed 32-bit unless stated otherwise.",
    "- Except where noted, integers fit in 32 bits.",
    "- Every Integer field is a signed 32-bit integer unless noted.",
    "- All Integer fields are 32-bit signed integers, except where noted.",
  ])("%s", (rule) => {
    const { model, diagnostics } = build(RULES, rule);
    expect(diagnostics).toEqual([]);
    expect(fieldOf(model, "Thing", "n").constraints.integerBits).toBe(32);
  });
  it.each([
    "- Types used here whose fields are not shown:",
    "- Types mentioned without their fields:",
    "- Referenced types not described in this document:",
    "- The following types are referenced but not defined here:",
  ])("%s", (lead) => {
    const { model, diagnostics } = build(LEAD, lead);
    expect(diagnostics).toEqual([]);
    expect(model.types.find((t) => t.name === "Sticker")?.kind).toBe("opaque");
  });
  // A lead no phrasing reads, over a list every entry of which reads as a type not shown: the list, and a warning.
  it.each(["- Types defined elsewhere:", "- External types:", "- Other types (fields omitted):"])("%s", (lead) => {
    const { model, diagnostics } = build(LEAD, lead);
    expect(diagnostics).toEqual([expect.stringMatching(/warning: .* read as the list of types not shown/)]);
    expect(model.types.find((t) => t.name === "Sticker")?.kind).toBe("opaque");
  });
});

describe("the list of types not shown", () => {
  const GIFT =
    "### Gifts\n\n| Type | Fields |\n|---|---|\n| Gift | id String; publisher_chat (type not shown); owner |\n";
  const read = (notShown: string) => buildFrom({ "doc.md": doc({ notShown, resources: GIFT }) });
  const listed = (notShown: string) => read(notShown).model.notShown.map((n) => `${n.kind} ${n.name}`);
  const opaque = (notShown: string) =>
    read(notShown)
      .model.types.filter((t) => t.kind === "opaque")
      .map((t) => t.name);
  // One line per phrasing: given the list, what it says is not shown (besides the opaque types).
  const given: [string, string[]][] = [
    ["Sticker, ChatBoost types", ["family ChatBoost"]],
    ["Sticker, the kinds of ChatBoost", ["family ChatBoost"]],
    ["Sticker; ChatBoost variants", ["family ChatBoost"]],
    ["Sticker and ParseMode values", ["values ParseMode"]],
    ["Sticker, the values of ParseMode", ["values ParseMode"]],
    [
      "Sticker, and the fields Gift.publisher_chat and Gift.owner beyond their existence",
      ["field Gift.publisher_chat", "field Gift.owner"],
    ],
    [
      "Sticker, the fields Gift.publisher_chat, Gift.owner, beyond their presence",
      ["field Gift.publisher_chat", "field Gift.owner"],
    ],
    [
      "Sticker, the fields `Gift.publisher_chat` and `Gift.owner` only by name",
      ["field Gift.publisher_chat", "field Gift.owner"],
    ],
    [
      "Sticker, the existence of the fields Gift.publisher_chat and Gift.owner",
      ["field Gift.publisher_chat", "field Gift.owner"],
    ],
  ];
  it.each(given)("%j", (list, want) => {
    const fields = want.some((w) => w.startsWith("field"))
      ? ""
      : ", and the fields Gift.publisher_chat and Gift.owner beyond their existence";
    const all = `${list}${fields}, ResponseParameters, InputFile (beyond being an uploaded file)`;
    expect(read(all).diagnostics).toEqual([]);
    expect(listed(all).filter((l) => want.includes(l) || !l.startsWith("field"))).toEqual(want);
    expect(opaque(all)).toEqual(expect.arrayContaining(["Sticker", "ResponseParameters", "InputFile"]));
  });
  it("keeps the note in parentheses of a type", () => {
    const { model } = read(
      "Sticker, ResponseParameters, InputFile (beyond being an uploaded file), and the fields Gift.publisher_chat and Gift.owner beyond their existence",
    );
    expect(model.types.find((t) => t.name === "InputFile")).toMatchObject({ kind: "opaque", upload: true });
  });
  it("says an entry it cannot read, located and quoted, and reads the others", () => {
    const { diagnostics, model } = read(
      "Sticker, ResponseParameters, InputFile, some odd things here, and the fields Gift.publisher_chat and Gift.owner beyond their existence",
    );
    expect(diagnostics).toEqual([
      expect.stringMatching(
        /^doc\/doc\.md:\d+:\d+ error: cannot read "some odd things here" in the list of types not shown; expected a type name/,
      ),
    ]);
    expect(model.notShown.map((n) => n.name)).toEqual(["Gift.publisher_chat", "Gift.owner"]);
  });
});

describe("sections at any depth", () => {
  it("reads a type under a deeper heading, and a table right under the chapter heading", () => {
    const model = modelOf({
      resources: [
        "| Type | Fields |",
        "|---|---|",
        "| Early | a Integer |",
        "",
        "### Group",
        "",
        "#### Deep",
        "",
        "| Field | Type | Notes |",
        "|---|---|---|",
        "| b | String | |",
      ].join("\n"),
    });
    expect(objectOf(model, "Early").fields.map(signature)).toEqual([sig("a", I)]);
    expect(objectOf(model, "Deep").fields.map(signature)).toEqual([sig("b", S)]);
  });
});

describe("fields joined by commas each keep their own note; fields joined by and share the last", () => {
  const row = (fields: string) =>
    modelOf({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Spot | ${fields} |\n` });
  it.each([
    "latitude Float, longitude Float, accuracy Float? (meters, 0-1500)",
    "latitude Float, longitude Float, accuracy Float? (0-1500)",
    "latitude Float, longitude Float, accuracy Float? (meters; 0-1500)",
  ])("%s", (fields) => {
    const model = row(fields);
    expect(fieldOf(model, "Spot", "latitude").constraints).toEqual({});
    expect(fieldOf(model, "Spot", "accuracy").constraints).toMatchObject({ minimum: 0, maximum: 1500 });
  });
  it("a Integer? and b Integer? (1-10)", () => {
    const model = row("a Integer? and b Integer? (1-10)");
    expect(fieldOf(model, "Spot", "a").constraints).toMatchObject({ minimum: 1, maximum: 10 });
    expect(fieldOf(model, "Spot", "b").constraints).toMatchObject({ minimum: 1, maximum: 10 });
  });
});

describe("a compact row's fields in other separators and words", () => {
  const read = (fields: string) =>
    buildFrom({ "doc.md": doc({ resources: `### Group\n\n| Type | Fields |\n|---|---|\n| Date | ${fields} |\n` }) });
  const shape = (fields: string) =>
    objectOf(read(fields).model, "Date").fields.map((f) => [f.name, f.optional, f.constraints.maximum]);
  const want = [
    ["day", false, 31],
    ["month", false, 12],
    ["year", true, undefined],
  ];
  it.each([
    "day Integer (1-31); month Integer (1-12); and year Integer?",
    "day Integer (1-31); month Integer (1-12); year Optional Integer",
    "day Integer (1-31); month Integer (1-12); plus year Integer?",
  ])("%s: read", (fields) => {
    expect(shape(fields)).toEqual(want);
    expect(read(fields).diagnostics).toEqual([]);
  });
  it("fields separated by commas: read, and said", () => {
    const fields = "day Integer (1-31), month Integer (1-12), year Integer?";
    expect(shape(fields)).toEqual(want);
    expect(read(fields).diagnostics).toEqual([
      expect.stringMatching(/warning: in Date: fields separated by commas are read as if by ";"/),
    ]);
  });
  it("a comma inside a field's note is no separator: the one field, its note whole", () => {
    const fields = "day Integer (the day, 1-31); month Integer";
    expect(shape(fields)).toEqual([
      ["day", false, 31],
      ["month", false, undefined],
    ]);
  });
});

describe("a table of the union's variants and their values only, each variant defined in its own section", () => {
  it("| Object | Kind | after an intro that names the discriminator", () => {
    const resources = [
      "### Shape",
      "",
      "Shape is one of the following objects, distinguished by `kind`:",
      "",
      "| Object | Kind |",
      "|---|---|",
      "| Dot | `dot` |",
      "| Line | `line` |",
      "",
      "### Dot",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| kind | String | Always `dot` |",
      "| x | Integer | |",
      "",
      "### Line",
      "",
      "| Field | Type | Notes |",
      "|---|---|---|",
      "| kind | String | Always `line` |",
      "| length | Integer | |",
    ].join("\n");
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources }) });
    const u = unionOf(model, "Shape");
    expect([u.discriminator, u.variants.map((v) => [v.type, v.match])]).toEqual([
      "kind",
      [
        ["Dot", { kind: "equals", value: "dot" }],
        ["Line", { kind: "equals", value: "line" }],
      ],
    ]);
    expect(diagnostics).toEqual([]);
  });
});

// A remark's label before a colon (`Note: …`, `Important: …`) is no type defined by the paragraph: it was read as a
// definition of a type named Note with no fields (a hard error).
describe("a remark after its label in a type's section is prose, never a type so named", () => {
  const table = "### Thing\n\nA thing.\n\n| Field | Type | Notes |\n|---|---|---|\n| id | Integer | Id |\n\n";
  it.each([
    "Note: this object is sent only to bots.",
    "Important: the id may change.",
    "Warning: do not cache this.",
    "Tip: use getThing to fetch it.",
    "NB: ids are unique.",
  ])("%s", (remark) => {
    const { model, diagnostics } = buildFrom({ "doc.md": doc({ resources: `${table}${remark}\n` }) });
    expect(model.types.map((t) => t.name)).not.toContain(remark.split(":")[0]);
    expect(diagnostics).toEqual([]);
  });
  it("a type defined after a colon is still read (the control)", () => {
    const { model } = buildFrom({ "doc.md": doc({ resources: `${table}Circle: r Integer; name String\n` }) });
    expect(model.types.map((t) => t.name)).toContain("Circle");
  });
});
