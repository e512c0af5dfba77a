// The chat page, GET / of `botspec serve`: a person talks to a bot by hand as the simulated user. One static page,
// plain HTML and a little script, served from the package (nothing fetched from elsewhere). It only calls the control
// API: the bots that have called (/_control/bots), a chat's messages (/chat/<id>), the call log (/calls), the user's
// steps (/user/text, press, file, inline-query, choose, pay). Every value from the service reaches the page through
// textContent or a property, never as markup.
import type { ServerResponse } from "node:http";

const STYLE = `
body { font: 14px system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 1fr 340px; grid-template-rows: auto 1fr; height: 100vh; }
header { grid-column: 1 / 3; display: flex; gap: 12px; align-items: center; padding: 8px 12px; background: #24303c; color: #fff; }
header label { display: flex; gap: 4px; align-items: center; }
header input, header select { font: inherit; padding: 2px 4px; }
main { display: flex; flex-direction: column; min-height: 0; background: #dfe8ef; }
#messages { flex: 1; overflow-y: auto; padding: 12px; display: flex; flex-direction: column; gap: 6px; }
.message { max-width: 70%; padding: 6px 10px; border-radius: 10px; background: #fff; align-self: flex-start; white-space: pre-wrap; }
.message.mine { align-self: flex-end; background: #d9f5c5; }
.message .meta { font-size: 11px; color: #789; margin-top: 2px; }
.message img.photo { display: block; max-width: 240px; max-height: 240px; margin-bottom: 4px; }
.message .quote { border-left: 3px solid #4a90d9; padding-left: 6px; color: #456; margin-bottom: 4px; }
.keyboard { display: flex; flex-direction: column; gap: 4px; margin-top: 6px; }
.keyboard .row { display: flex; gap: 4px; }
.keyboard button, #reply-keyboard button { flex: 1; font: inherit; padding: 4px; border: 1px solid #4a90d9; background: #f4f9ff; border-radius: 6px; cursor: pointer; }
#reply-keyboard { display: flex; flex-direction: column; gap: 4px; padding: 4px 12px; }
#reply-keyboard .row { display: flex; gap: 4px; }
form { display: flex; gap: 6px; padding: 8px 12px; background: #f5f7f9; }
form input[type=text] { flex: 1; font: inherit; padding: 6px; }
#results { padding: 0 12px; }
#results button { display: block; margin: 2px 0; }
aside { border-left: 1px solid #ccd; overflow-y: auto; padding: 8px; font: 12px ui-monospace, monospace; background: #fafbfc; }
aside h2 { font: bold 13px system-ui, sans-serif; margin: 0 0 6px; }
.call.failed { color: #b00; }
`;

const SCRIPT = `
const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, ...children) => {
  const e = Object.assign(document.createElement(tag), props);
  for (const c of children) e.append(c);
  return e;
};
const token = () => $("bot").value;
// A link from the bot opens only as a web address: never javascript: or data: in the page.
const safe = (url) => (/^https?:[/][/]/i.test(String(url)) ? String(url) : "about:blank");
const user = () => Number($("user").value) || 1001;
const chat = () => Number($("chat").value) || user();
async function control(path, body) {
  const r = await fetch("/_control/bot" + token() + path, body === undefined ? {} :
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return r.json();
}
const step = (name, body) => control("/user/" + name, { user: user(), chat_id: chat(), ...body }).then(show);
const show = (answer) => { $("said").textContent = answer && answer.ok === false ? answer.description : ""; refresh(); };
const STYLES = { bold: "b", italic: "i", underline: "u", strikethrough: "s", code: "code", pre: "pre", spoiler: "mark" };
function rich(text, entities = []) {
  const cuts = new Set([0, text.length]);
  for (const e of entities) { cuts.add(e.offset); cuts.add(e.offset + e.length); }
  const points = [...cuts].filter((n) => n >= 0 && n <= text.length).sort((a, b) => a - b);
  const out = el("span");
  for (let i = 0; i + 1 < points.length; i++) {
    let node = document.createTextNode(text.slice(points[i], points[i + 1]));
    for (const e of entities) {
      if (e.offset > points[i] || e.offset + e.length < points[i + 1]) continue;
      if (e.type === "text_link" || e.type === "url") node = el("a", { href: safe(e.url || node.textContent), target: "_blank", rel: "noreferrer" }, node);
      else if (STYLES[e.type]) node = el(STYLES[e.type], {}, node);
    }
    out.append(node);
  }
  return out;
}
function keyboard(m) {
  const rows = (m.reply_markup && m.reply_markup.inline_keyboard) || [];
  return el("div", { className: "keyboard" }, ...rows.map((row) => el("div", { className: "row" }, ...row.map((b) =>
    b.url ? el("a", { href: safe(b.url), target: "_blank", rel: "noreferrer" }, b.text)
      : el("button", { onclick: () => step("press", { message_id: m.message_id, data: b.callback_data }) }, b.text)))));
}
// A photo as an image when the service keeps its bytes (sent or uploaded here); else its size, as the image's text.
function photo(size) {
  const label = "Photo " + size.width + "×" + size.height;
  const img = el("img", { className: "photo", alt: label, title: label,
    src: "/_control/bot" + token() + "/files/" + encodeURIComponent(size.file_id) });
  img.onerror = () => img.replaceWith(el("div", {}, label));
  return img;
}
function body(m) {
  const parts = [];
  if (m.reply_to_message) parts.push(el("div", { className: "quote" }, m.reply_to_message.text || m.reply_to_message.caption || "…"));
  if (m.photo) parts.push(photo(m.photo[m.photo.length - 1]));
  if (m.document) parts.push(el("div", {}, "Document: " + (m.document.file_name || "a file") + " (" + (m.document.file_size || 0) + " bytes)"));
  if (m.invoice) parts.push(el("div", {}, "Invoice: " + m.invoice.title + ": " + m.invoice.total_amount + " " + m.invoice.currency + " "),
    el("button", { onclick: () => step("pay", { message_id: m.message_id }) }, "Pay"));
  if (m.poll) {
    const p = m.poll;
    parts.push(el("div", {}, "Poll: " + p.question + (p.is_closed ? " (closed)" : "")));
    parts.push(el("div", { className: "keyboard" }, ...p.options.map((o, i) =>
      el("button", { disabled: p.is_closed, onclick: () => step("vote", { message_id: m.message_id, option_ids: [i] }) },
        o.text + " · " + o.voter_count))));
  }
  if (m.successful_payment) parts.push(el("div", {}, "Paid " + m.successful_payment.total_amount + " " + m.successful_payment.currency));
  if (m.text !== undefined) parts.push(rich(m.text, m.entities));
  if (m.caption !== undefined) parts.push(rich(m.caption, m.caption_entities));
  const when = new Date(m.date * 1000).toLocaleTimeString();
  parts.push(el("div", { className: "meta" }, when + (m.edit_date ? " · edited" : "") + (m.via_bot ? " · via @" + m.via_bot.username : "")));
  return parts;
}
let last = "";
async function refresh() {
  if (!token()) return;
  const [messages, calls] = await Promise.all([control("/chat/" + chat()), control("/calls?last=40")]);
  const list = messages.result || [];
  const key = JSON.stringify(list);
  if (key !== last) {
    last = key;
    $("messages").replaceChildren(...list.map((m) =>
      el("div", { className: "message" + (m.from && !m.from.is_bot ? " mine" : ""), id: "m" + m.message_id }, ...body(m), keyboard(m))));
    $("messages").scrollTop = $("messages").scrollHeight;
  }
  replyKeyboard(calls.result || []);
  $("calls").replaceChildren(...(calls.result || []).slice().reverse().map((c) => {
    const status = c.answer ? c.answer.status : 0;
    const said = !c.answer ? "…" : status === 200 ? "200 ok" : status + " " + (c.answer.description || "");
    const broke = c.ok === false ? " (breaks the spec)" : "";
    return el("div", { className: "call" + ((status && status !== 200) || c.ok === false ? " failed" : "") }, c.method + " → " + said + broke);
  }));
}
// A reply keyboard is no part of the Message the service answers: it is the one the bot's last send to this chat
// asked for (its reply_markup, JSON text in a form body), until one removes it.
const markupOf = (p) => { try { return typeof p === "string" ? JSON.parse(p) : p; } catch { return undefined; } };
let shownKeyboard = "";
function replyKeyboard(calls) {
  const sends = calls.filter((c) => String(c.params && c.params.chat_id) === String(chat()) && c.params.reply_markup);
  const markups = sends.map((c) => markupOf(c.params.reply_markup)).filter((m) => m && (m.keyboard || m.remove_keyboard));
  const rows = (markups.length && markups[markups.length - 1].keyboard) || [];
  const key = JSON.stringify(rows);
  if (key === shownKeyboard) return;
  shownKeyboard = key;
  $("reply-keyboard").replaceChildren(...rows.map((row) => el("div", { className: "row" }, ...row.map((b) => {
    const text = typeof b === "string" ? b : b.text;
    return el("button", { onclick: () => step("text", { text }) }, text);
  }))));
}
async function bots() {
  const known = (await (await fetch("/_control/bots")).json()).result || [];
  const now = [...$("bot").options].map((o) => o.value);
  for (const t of known) if (!now.includes(t)) $("bot").append(el("option", { value: t }, t.split(":")[0]));
  if (!$("bot").value && known[0]) { $("bot").value = known[0]; refresh(); }
}
$("send").onsubmit = (e) => {
  e.preventDefault();
  const text = $("text").value;
  $("text").value = "";
  if (text.startsWith("@")) {
    return step("inline-query", { query: text.replace(/^@\\S*\\s*/, "") }).then(() => setTimeout(results, 800));
  }
  if (text) step("text", { text });
};
async function results() {
  const calls = (await control("/calls?last=200")).result || [];
  const answered = [...calls].reverse().find((c) => c.method === "answerInlineQuery");
  const id = answered && answered.params && answered.params.inline_query_id;
  const found = id ? (await control("/inline/" + id)).result || [] : [];
  $("results").replaceChildren(...found.map((r) =>
    el("button", { onclick: () => { $("results").replaceChildren(); step("choose", { result_id: r.id, query_id: id }); } },
      r.title || r.id)));
}
$("file").onchange = async () => {
  const f = $("file").files[0];
  if (!f) return;
  const bytes = new Uint8Array(await f.arrayBuffer());
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  step("file", { kind: f.type.startsWith("image/") ? "photo" : "document", data: btoa(binary), file_name: f.name, mime_type: f.type || "application/octet-stream" });
  $("file").value = "";
};
$("bot").onchange = () => { last = ""; refresh(); };
$("user").onchange = $("chat").onchange = () => { last = ""; refresh(); };
bots();
setInterval(() => { bots(); refresh(); }, 700);
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>botspec serve: chat</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<strong>botspec chat</strong>
<label>bot <select id="bot"></select></label>
<label>user id <input id="user" type="number" value="1001" size="8"></label>
<label>chat id <input id="chat" type="number" placeholder="the user's own" size="10"></label>
<span id="said" role="status"></span>
</header>
<main>
<div id="messages" aria-live="polite"></div>
<div id="results"></div>
<div id="reply-keyboard"></div>
<form id="send">
<input id="text" type="text" placeholder="a message, a /command, or @bot an inline query" autocomplete="off">
<input id="file" type="file" title="send a photo or a document">
<button type="submit">Send</button>
</form>
</main>
<aside><h2>Calls</h2><div id="calls"></div></aside>
<script>${SCRIPT}</script>
</body>
</html>
`;

/** GET /: the chat page. */
export function serveChatPage(res: ServerResponse): void {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy":
      "default-src 'none'; connect-src 'self'; img-src 'self'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
    "cache-control": "no-store",
  });
  res.end(PAGE);
}
