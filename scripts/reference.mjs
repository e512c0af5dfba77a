// npm run reference — a reference page per version of spec/: docs/reference/<version>.html, written by the command
// users run (`botspec reference --spec spec/<version> --out …`). The pages are built, not committed (docs/reference/
// is ignored). Methods are under #/methods/ and #/named-only/, types under #/types/; test/emit/reference.test.ts builds
// one and opens it in headless Chromium.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

mkdirSync("docs/reference", { recursive: true });
for (const version of readdirSync("spec")) {
  if (!statSync(join("spec", version)).isDirectory()) continue;
  const out = join("docs/reference", `${version}.html`);
  execFileSync(process.execPath, ["dist/generator/bin.js", "reference", "--spec", join("spec", version), "--out", out], {
    stdio: "inherit",
  });
}
