// The reference page of a version as `botspec reference` writes it (its document: reference-doc.test.ts), opened in
// headless Chromium (Debian's, which .ci/run installs; missing, the test is skipped saying so): every method of
// spec/9.2, shown or named only, is reached by its anchor, which brings its operation to the top, and is listed once in
// the navigation, by its name; every type has its section by its anchor, and an anchor brings a type's section into view.
// UPDATE_SCREENSHOT=1 writes docs/reference-9.2.png, the picture the README shows.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runReference } from "../../generator/cli/reference.ts";
import { loadModel } from "../../generator/run/pipeline.ts";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`skipped: the reference page in a browser: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
let root = "";
let browser: Browser | undefined;

beforeAll(async () => {
  if (!hasChromium) return;
  root = mkdtempSync(join(tmpdir(), "botspec-reference-"));
  const said: string[] = [];
  const io = { cwd: process.cwd(), out: (l: string) => said.push(l), err: (l: string) => said.push(l) };
  const code = await runReference({ dir: "spec/9.2", out: join(root, "9.2.html") }, io);
  if (code !== 0) throw new Error(`botspec reference: ${code} ${said.join("\n")}`);
  if (existsSync(CHROMIUM)) browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
});
afterAll(async () => {
  await browser?.close();
  if (root !== "") rmSync(root, { recursive: true, force: true });
});

describe("the reference page of spec/9.2", () => {
  it.skipIf(!hasChromium)("lists every method and type by its anchor, and an anchor opens its section", async () => {
    expect(browser, `Chromium at ${CHROMIUM} did not start`).toBeDefined();
    const page = await (browser as Browser).newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`file://${join(root, "9.2.html")}`);
    await page.waitForSelector('a[href="#/methods/getupdates"]', { timeout: 20_000 });
    const doc = JSON.parse(readFileSync("generated/9.2/openapi.json", "utf8")) as {
      paths: Record<string, { post: { summary: string } }>;
    };
    const menu = new Set<string>();
    for (const m of loadModel("spec/9.2").methods) {
      const anchor = `#/${m.shown ? "methods" : "named-only"}/${m.name.toLowerCase()}`;
      const summary = doc.paths[`/bot{token}/${m.name}`]?.post.summary ?? "";
      await page.evaluate((h) => (location.hash = h), anchor);
      // The anchor scrolls its operation to the top: its heading, the summary, stands there.
      const shown = await page
        .waitForFunction(
          (want) =>
            [...document.querySelectorAll("h1, h2")].some((e) => {
              const top = e.getBoundingClientRect().top;
              return top > -5 && top < 300 && e.textContent === want;
            }),
          summary,
          { timeout: 10_000 },
        )
        .then(
          () => true,
          () => false,
        );
      expect(shown, `${m.name} by ${anchor}`).toBe(true);
      const items = await page.evaluate(() =>
        [...document.querySelectorAll('[data-component-name="Menu/MenuItem"]')].map((e) =>
          (e as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
        ),
      );
      for (const i of items) menu.add(i);
    }
    // The navigation lists each method once, by its name (its POST form; the GET form is said in its description).
    for (const m of loadModel("spec/9.2").methods)
      expect(
        [...menu].filter((i) => i.split(" ")[0] === m.name),
        m.name,
      ).toEqual([`${m.name} POST`]);
    expect([...menu].filter((i) => i.endsWith(" GET"))).toEqual([]);
    await page.click('a[href="#/methods/getupdates"]');
    await page.waitForFunction(() => document.body.innerText.includes("allowed_updates"), undefined, {
      timeout: 20_000,
    });
    if (process.env.UPDATE_SCREENSHOT) await page.screenshot({ path: "docs/reference-9.2.png" });
    // An anchor brings its type into view: the first, the last and a union told apart by a value.
    const types = loadModel("spec/9.2").types;
    const union = types.find((t) => t.kind === "union" && t.discriminator);
    for (const t of types.filter((t, i) => i === 0 || i === types.length - 1 || t === union)) {
      await page.evaluate((h) => (location.hash = h), `#/types/${t.name.toLowerCase()}`);
      const shown = await page
        .waitForFunction(
          (want) =>
            [...document.querySelectorAll("h2")].some((e) => {
              const top = e.getBoundingClientRect().top;
              return top > -5 && top < innerHeight - 40 && e.textContent === want;
            }),
          t.name,
          { timeout: 10_000 },
        )
        .then(
          () => true,
          () => false,
        );
      expect(shown, `${t.name} by its anchor`).toBe(true);
    }
    // Every type has its section where its anchor points, #/types/<name> (Redoc renders a section's content as it
    // comes into view; the sections themselves, with their anchors, are all there at once).
    const anchors = await page.evaluate(() =>
      [...document.querySelectorAll("[data-section-id]")].map((s) => `#${s.getAttribute("data-section-id")}`),
    );
    for (const t of types) expect(anchors, t.name).toContain(`#/types/${t.name.toLowerCase()}`);
    await page.close();
  });
});
