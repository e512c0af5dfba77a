// Text with formatting, as the service reads it for parse_mode (HTML, MarkdownV2, Markdown): the plain text and its
// MessageEntity list, offsets and lengths in UTF-16 code units (the Conventions' unit, and JavaScript's). Commands,
// mentions, hashtags and links in plain text are found as the service finds them in what users send.

export interface Entity {
  type: string;
  offset: number;
  length: number;
  url?: string;
  language?: string;
}

export interface Formatted {
  readonly text: string;
  readonly entities: Entity[];
}

const HTML_TAGS: Readonly<Record<string, string>> = {
  b: "bold",
  strong: "bold",
  i: "italic",
  em: "italic",
  u: "underline",
  ins: "underline",
  s: "strikethrough",
  strike: "strikethrough",
  del: "strikethrough",
  code: "code",
  pre: "pre",
  a: "text_link",
  "tg-spoiler": "spoiler",
  blockquote: "blockquote",
};

const UNESCAPE: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: '"' };

/** HTML as the service reads it: the tags it knows become entities; `&lt;` `&gt;` `&amp;` `&quot;` are characters. */
export function parseHtml(source: string): Formatted {
  let text = "";
  const entities: Entity[] = [];
  const open: { tag: string; entity: Entity }[] = [];
  const re = /<(\/?)([a-z-]+)((?:\s+[a-z-]+(?:="[^"]*")?)*)\s*>|&(lt|gt|amp|quot);|[^<&]+|[<&]/gi;
  for (const m of source.matchAll(re)) {
    const [whole, closing, name, attrs, escape] = m;
    if (escape) text += UNESCAPE[escape.toLowerCase()] ?? whole;
    else if (!name) text += whole;
    else if (closing) closeTag(name.toLowerCase(), open, entities, text.length);
    else {
      const tag = name.toLowerCase();
      const type = tag === "span" && /class="tg-spoiler"/.test(attrs ?? "") ? "spoiler" : HTML_TAGS[tag];
      if (!type) continue;
      const entity: Entity = { type, offset: text.length, length: 0 };
      const href = /href="([^"]*)"/.exec(attrs ?? "")?.[1];
      if (type === "text_link" && href) entity.url = href;
      open.push({ tag, entity });
    }
  }
  return { text, entities: entities.filter((e) => e.length > 0).sort((a, b) => a.offset - b.offset) };
}

function closeTag(tag: string, open: { tag: string; entity: Entity }[], out: Entity[], at: number): void {
  const i = open.map((o) => o.tag).lastIndexOf(tag === "span" ? "span" : tag);
  if (i < 0) return;
  const [{ entity }] = open.splice(i, 1) as [{ tag: string; entity: Entity }];
  entity.length = at - entity.offset;
  out.push(entity);
}

const MD2: readonly [string, string][] = [
  ["```", "pre"],
  ["||", "spoiler"],
  ["__", "underline"],
  ["*", "bold"],
  ["_", "italic"],
  ["~", "strikethrough"],
  ["`", "code"],
];

/** MarkdownV2 (and the older Markdown, a subset): delimiters become entities, `\x` is a plain x, [text](url) a link. */
export function parseMarkdown(source: string, v2: boolean): Formatted {
  let text = "";
  const entities: Entity[] = [];
  const open = new Map<string, Entity>();
  for (let i = 0; i < source.length;) {
    if (v2 && source[i] === "\\" && i + 1 < source.length) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    const link = /^\[([^\]]*)\]\(([^)]*)\)/.exec(source.slice(i));
    if (link) {
      entities.push({ type: "text_link", offset: text.length, length: (link[1] ?? "").length, url: link[2] ?? "" });
      text += link[1] ?? "";
      i += link[0].length;
      continue;
    }
    const mark = MD2.find(
      ([d, type]) => source.startsWith(d, i) && (v2 || !["underline", "spoiler", "strikethrough"].includes(type)),
    );
    if (!mark) {
      text += source[i];
      i++;
      continue;
    }
    const [delimiter, type] = mark;
    const started = open.get(delimiter);
    if (started) {
      started.length = text.length - started.offset;
      if (started.length > 0) entities.push(started);
      open.delete(delimiter);
    } else open.set(delimiter, { type, offset: text.length, length: 0 });
    i += delimiter.length;
  }
  return { text, entities: entities.sort((a, b) => a.offset - b.offset) };
}

/** Text in a parse mode; an unknown mode leaves it as it is. */
export function format(text: string, mode: unknown): Formatted {
  if (typeof mode !== "string") return { text, entities: [] };
  if (mode.toLowerCase() === "html") return parseHtml(text);
  if (mode === "MarkdownV2") return parseMarkdown(text, true);
  if (mode === "Markdown") return parseMarkdown(text, false);
  return { text, entities: [] };
}

/** What the service marks in plain text a user sends: bot commands, @mentions, #hashtags, $cashtags and URLs. */
export function findEntities(text: string): Entity[] {
  const out: Entity[] = [];
  const kinds: [RegExp, string][] = [
    [/(^|\s)(\/[A-Za-z0-9_]{1,32}(@[A-Za-z0-9_]{3,32})?)/g, "bot_command"],
    [/(^|\s)(@[A-Za-z][A-Za-z0-9_]{3,31})/g, "mention"],
    [/(^|\s)(#[\p{L}\p{N}_]+)/gu, "hashtag"],
    [/(^|\s)(\$[A-Z]{3,8})/g, "cashtag"],
    [/(^|\s)(https?:\/\/[^\s]+)/g, "url"],
  ];
  for (const [re, type] of kinds)
    for (const m of text.matchAll(re))
      out.push({ type, offset: (m.index ?? 0) + (m[1] ?? "").length, length: (m[2] ?? "").length });
  return out.sort((a, b) => a.offset - b.offset);
}
