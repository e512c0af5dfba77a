// The constructs of notes as a service's own editors write them: long notes with representation advice, values
// explained in parentheses or after `for`/`to`/`if`, conditions in the same clause, sets of numbers, character sets
// in words. Each construct in four or more phrasings, written from how specifications state constraints; then
// sentences that must yield neither a constraint nor a warning, and near misses that must yield one warning.
import { describe, expect, it } from "vitest";
import type { Constraints, TypeRef } from "../../../generator/model/model.ts";
import { readNote } from "../../note.ts";

const I: TypeRef = { kind: "integer" };
const F: TypeRef = { kind: "float" };
const S: TypeRef = { kind: "string" };
const B: TypeRef = { kind: "boolean" };
const FILE: TypeRef = { kind: "union", members: [{ kind: "ref", name: "InputFile" }, S] };
const list = (items: TypeRef): TypeRef => ({ kind: "array", items });
const u16 = (minLength: number | undefined, maxLength: number): Constraints => ({
  ...(minLength !== undefined ? { minLength } : {}),
  maxLength,
  lengthUnit: "utf16",
});

type Case = [note: string, type: TypeRef, want: Constraints];

function table(name: string, cases: Case[]): void {
  describe(name, () => {
    it.each(cases)("%s", (note, type, want) => {
      const r = readNote(note, type);
      expect(r.constraints).toEqual(want);
      expect(r.findings).toEqual([]);
    });
  });
}

table("representation is no bound; the width it states is kept", [
  [
    "This number may have more than 32 significant bits and some languages may have difficulty interpreting it. But it has at most 52 significant bits, so a 64-bit integer or double-precision float type are safe for storing it.",
    I,
    { integerBits: 52 },
  ],
  [
    "This identifier may be greater than 32 bits. But it is smaller than 52 bits, so a signed 64 bit integer is safe.",
    I,
    { integerBits: 52 },
  ],
  [
    "File size in bytes. It can be bigger than 2^31 and some languages may have difficulty with it. But it has at most 52 significant bits.",
    I,
    { integerBits: 52 },
  ],
  // Wider than 32 bits with no width said: the widest the model holds, never the 32 bits of the Conventions, which
  // would refuse the values the note says there are.
  ["Can exceed 32 bits; store it in a 64-bit integer", I, { integerBits: 52 }],
  ["May have more than 32 significant bits", I, { integerBits: 52 }],
]);

table("a condition on the value's own presence is none", [
  ["For text messages, the actual UTF-8 text of the message, 0-4096 characters", S, u16(0, 4096)],
  ["Must be between 1 and 360 if specified.", I, { minimum: 1, maximum: 360 }],
  ["1-100 when present", I, { minimum: 1, maximum: 100 }],
  ["If specified, must be 1-64 characters", S, u16(1, 64)],
  ["At most 10 if provided", I, { maximum: 10 }],
  ["Currently, it must always be 2592000 (30 days) if specified.", I, { const: 2592000 }],
  ["Text of the notification. If not specified, nothing will be shown to the user, 0-200 characters", S, u16(0, 200)],
]);

table("a condition that belongs to the description does not reach the constraint", [
  [
    "Photo caption (may also be used when resending photos by file_id), 0-1024 characters after entities parsing",
    S,
    u16(0, 1024),
  ],
  [
    "Data to be sent in a callback query to the bot when the button is pressed, 1-64 bytes",
    S,
    { minLength: 1, maxLength: 64, lengthUnit: "utf8" },
  ],
  [
    "True, if the poll allows multiple answers, ignored for polls in quiz mode, defaults to False",
    B,
    { default: false },
  ],
  ["Text shown when a user taps the lamp icon in a quiz, 0-200 characters", S, u16(0, 200)],
  ["Pass True if the message should be sent silently, defaults to false", B, { default: false }],
  [
    "Requests clients to resize the keyboard. Defaults to false, in which case the keyboard keeps its height.",
    B,
    { default: false },
  ],
]);

table("values explained in parentheses, after for, to or if", [
  [
    "Type of the entity. Currently, can be `mention` (@username), `hashtag` (#hashtag or #tag@chat), `phone_number` (+1-212-555-0123), `bold` (bold text)",
    S,
    { enum: ["mention", "hashtag", "phone_number", "bold"] },
  ],
  [
    "Style of the button. Must be one of `danger` (red), `success` (green) or `primary` (blue).",
    S,
    { enum: ["danger", "success", "primary"] },
  ],
  [
    "Format of the sticker, must be one of `static` for a .WEBP or .PNG image, `animated` for a .TGS animation, `video` for a .WEBM video",
    S,
    { enum: ["static", "animated", "video"] },
  ],
  ["Currently, one of `XTR` for Stars or `TON` for toncoins", S, { enum: ["XTR", "TON"] }],
  [
    "Must be either `approve` to allow the user to join, `decline` to refuse them, or `queue` to leave it to others",
    S,
    { enum: ["approve", "decline", "queue"] },
  ],
  [
    "Currently, one of `post_deleted` if the post was deleted, or `payment_refunded` if the payer refunded their payment",
    S,
    { enum: ["post_deleted", "payment_refunded"] },
  ],
  [
    "Can be either `sender` for a private chat with the sender, `private`, `group`, `supergroup`, or `channel`",
    S,
    { enum: ["sender", "private", "group", "supergroup", "channel"] },
  ],
]);

table("values in quotes, two values joined by or, values after pass", [
  ['Format, must be one of "static", "animated", "video"', S, { enum: ["static", "animated", "video"] }],
  ["The member's status in the chat, always “creator”", S, { const: "creator" }],
  ["MIME type of the content of the video URL, `text/html` or `video/mp4`", S, { enum: ["text/html", "video/mp4"] }],
  ["Poll type, `quiz` or `regular`, defaults to `regular`", S, { enum: ["quiz", "regular"], default: "regular" }],
  ['Mime type of the content of video url, "text/html" or "video/mp4"', S, { enum: ["text/html", "video/mp4"] }],
  [
    "Type of stickers in the set, pass `regular`, `mask`, or `custom_emoji`. By default, a regular set is created.",
    S,
    { enum: ["regular", "mask", "custom_emoji"] },
  ],
  ["Type of stickers in the set, pass `regular` or `mask`", S, { enum: ["regular", "mask"] }],
]);

table("sets of numbers", [
  ["Number of months; must be one of 3, 6, or 12", I, { enum: [3, 6, 12] }],
  [
    "Period in seconds; must be one of 6 * 3600, 12 * 3600, 86400, or 2 * 86400",
    I,
    { enum: [21600, 43200, 86400, 172800] },
  ],
  [
    "Color in RGB format. Currently, must be one of 7322096 (0x6FB9F0), 16766590 (0xFFD67E), or 13338331 (0xCB86DB)",
    I,
    { enum: [7322096, 16766590, 13338331] },
  ],
  ["Can be either 1 or 2", I, { enum: [1, 2] }],
  ["Scale, one of 0.5, 1 or 2", F, { enum: [0.5, 1, 2] }],
]);

table("character sets in words", [
  [
    "Text of the command; 1-32 characters. Can contain only lowercase English letters, digits and underscores.",
    S,
    { ...u16(1, 32), pattern: "^[a-z0-9_]*$" },
  ],
  ["Can contain only English letters, digits and underscores", S, { pattern: "^[A-Za-z0-9_]*$" }],
  ["1-64 characters, only A-Z, a-z, 0-9, _ and - are allowed", S, { ...u16(1, 64), pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["Only characters A-Z, a-z, 0-9, _ and - are allowed", S, { pattern: "^[A-Za-z0-9_\\-]*$" }],
  ["May contain only letters and digits", S, { pattern: "^[A-Za-z0-9]*$" }],
]);

table("a discriminator's value in words", [
  ["Type of the result, must be article", S, { const: "article" }],
  ["Scope type, must be all_private_chats", S, { const: "all_private_chats" }],
  ["Type of the media, must be photo", S, { const: "photo" }],
  ["Type of the button, must be web_app", S, { const: "web_app" }],
  ["Type of the profile photo, must be `static`", S, { const: "static" }],
]);

table("bounds in the service's words", [
  ["Offset length can't exceed 64 bytes.", S, { maxLength: 64, lengthUnit: "utf8" }],
  ["Must not exceed 100 characters", S, u16(undefined, 100)],
  ["The value cannot exceed 10", I, { maximum: 10 }],
  ["Should not exceed 4096 characters", S, u16(undefined, 4096)],
  [
    "Date the message was sent in Unix time. It is always a positive number, representing a valid date.",
    I,
    { minimum: 1 },
  ],
  ["Must be a positive integer", I, { minimum: 1 }],
  ["Identifier of the task; must be positive and unique among all tasks", I, { minimum: 1 }],
]);

table("a range and one more value, and ranges of cases", [
  [
    "Period in seconds, should be between 60 and 86400, or 0x7FFFFFFF for live locations that can be edited indefinitely.",
    I,
    { minimum: 60, maximum: 2147483647 },
  ],
  ["1-100, or 0 to disable", I, { minimum: 0, maximum: 100 }],
  ["From 10 to 20, or 99 for a special case", I, { minimum: 10, maximum: 99 }],
  ["between 1 and 5 or 10", I, { minimum: 1, maximum: 10 }],
  [
    "Price in Stars must be between 5 and 100000, and price in nanotoncoins must be between 10000000 and 10000000000000.",
    I,
    { minimum: 5, maximum: 10000000000000, integerBits: 52 },
  ],
  ["Value of the dice, 1-6 for `🎲` and `🎯`, 1-5 for `🏀`, 1-64 for `🎰`", I, { minimum: 1, maximum: 64 }],
  ["Between 10000000 and 10000000000000", I, { minimum: 10000000, maximum: 10000000000000, integerBits: 52 }],
]);

describe("counts in words", () => {
  const cases: [string, TypeRef][] = [
    ["up to one reaction", { ...list({ kind: "ref", name: "Reaction" }), maxItems: 1 } as TypeRef],
    ["At most two items", { ...list(S), maxItems: 2 } as TypeRef],
    ["up to three photos", { ...list({ kind: "ref", name: "Photo" }), maxItems: 3 } as TypeRef],
    ["at least one user", { ...list({ kind: "ref", name: "User" }), minItems: 1 } as TypeRef],
  ];
  it.each(cases)("%s", (note, want) => {
    const base = { ...want } as Record<string, unknown>;
    delete base.minItems;
    delete base.maxItems;
    const r = readNote(note, base as TypeRef);
    expect(r.type).toEqual(want);
    expect(r.findings).toEqual([]);
  });
});

// Sentences that state no constraint of the value: sizes of uploads, rates, examples, representation advice,
// moments relative to now, what a special value means, conditions on other fields. Neither a constraint nor a warning.
describe("descriptive sentences yield nothing", () => {
  const cases: [string, TypeRef][] = [
    ["File size in bytes", I],
    ["a signed 64-bit integer or double-precision float type are safe for storing this identifier", I],
    ["The bot can send up to 1000 messages per second", I],
    [
      "The thumbnail should be in JPEG format and less than 200 kB in size. A thumbnail's width and height should not exceed 320.",
      FILE,
    ],
    [
      "The photo must be at most 10 MB in size. The photo's width and height must not exceed 10000 in total. Width and height ratio must be at most 20.",
      FILE,
    ],
    ["For example, for a maximum tip of US$ 1.45 pass max_tip_amount = 145.", I],
    [
      "Point in time (Unix timestamp) when the poll will be closed. Must be at least 5 and no more than 600 seconds in the future.",
      I,
    ],
    ["If specified, then the date must be not more than 2678400 seconds (30 days) in the future", I],
    ["Date when restrictions will be lifted. If 0, then the user is restricted forever", I],
    ["Pass 0 to remove the limit", I],
    ["New members (the bot itself may be one of these members)", list({ kind: "ref", name: "User" })],
    ["Phone number, for example +1-212-555-0123", S],
    ["Codec used, for example, `h264`, `h265`, or `av01`", S],
    ["Three-letter ISO 4217 currency code, or `XTR` for payments in Stars", S],
    ["Pass `XTR` for payments in Stars", S],
    ["Entities other than `bold`, `italic` and `date_time` are ignored", S],
    ["Must be empty if the organization isn't allowed to provide a custom description", S],
    ["The currency must be set to `XTR` if the parameter is used", I],
    ["Dice can have values 1-6 for `🎲`, values 1-5 for `🏀`", S],
    ["In such cases, this field will be 0 and the message will be unusable until it is sent", I],
    ["If there are no new updates for at least a week, the next identifier is chosen randomly", I],
    ["The updates are grouped and can be sent with delay up to a few minutes", I],
    ["Platform apps will support caching starting in version 3.14", I],
    ["Available only for `invoice_payment` transactions", S],
    ["For `custom_emoji` only, unique identifier of the custom emoji", S],
    ["Use lower values to limit the load on your server, and higher values to increase its throughput", I],
    ["The link expires after 24 hours", S],
    ["A video sent to a big chat may be delayed for up to 2 minutes", I],
    ["Sticker width, at most 512 px", FILE],
    ["Equals 0 when the server scheduled the message", I],
    ["For backward compatibility, defaults to True for promotions of channel administrators", B],
    ["Pass True, if the poll allows to change answers, defaults to False for quizzes and to True for regular polls", B],
  ];
  it.each(cases)("%s", (note, type) => {
    const r = readNote(note, type);
    expect(r.constraints).toEqual({});
    expect(r.type).toEqual(type);
    expect(r.findings).toEqual([]);
  });
});

describe("a near miss is one warning for the note, quoting the clause", () => {
  const cases: [string, TypeRef, string][] = [
    ["Must be one of private, group, supergroup or channel", S, "one of private"],
    ["Values must be at most `ten`", S, "must be at most"],
    ["Must be one of the values listed in Limits, up to 3; at most 5 too", S, ""],
    ["1-64 characters", I, "1-64 characters"],
  ];
  it.each(cases)("%s", (note, type, at) => {
    const r = readNote(note, type);
    if (at === "") return expect(r.findings.length).toBeLessThanOrEqual(1);
    expect(r.findings).toHaveLength(1);
    expect(r.findings[0]?.message).toContain(at);
  });
});
