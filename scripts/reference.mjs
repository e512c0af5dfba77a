// npm run reference — a reference page per generated version: docs/reference/<version>.html, rendered from its
// openapi.json by Redocly's build-docs with Redoc's scripts inlined (no CDN), to open offline. The pages are built, not
// committed (docs/reference/ is ignored). Methods are under #/methods/ and #/named-only/, types under #/types/; test/emit/reference.test.ts builds one and opens it in headless Chromium.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function buildReference(openapi, html) {
  const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
  execFileSync(
    process.execPath,
    [
      "node_modules/@redocly/cli/bin/cli.js",
      "build-docs",
      openapi,
      "--inlineBundle",
      // Every schema of components.schemas under one tag, "types": each gets a section and an anchor, #/types/<name>.
      "--openapi.schemaDefinitionsTagName=types",
      "-o",
      html,
    ],
    { env, stdio: "pipe" },
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop())) {
  mkdirSync("docs/reference", { recursive: true });
  for (const version of readdirSync("generated")) {
    const openapi = join("generated", version, "openapi.json");
    if (!existsSync(openapi)) continue;
    buildReference(openapi, join("docs/reference", `${version}.html`));
    console.log(`docs/reference/${version}.html`);
  }
}
