// The generated folder in ordinary TypeScript consumer set-ups: plain tsc with outDir under module node16, nodenext and
// bundler, with strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess and noPropertyAccessFromIndexSignature;
// the runtime travels with the compiled output, and the built app runs under plain node.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), "botspec-consumers-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const APP = [
  'import type { Update } from "./gen/types.js";',
  'import { methods } from "./gen/methods.js";',
  'import { isUser, validate, validateParams } from "./gen/validators.js";',
  "const update: Update = { update_id: 1 };",
  'const r = validate("Update", { update_id: 1, message: { message_id: 1, date: 1, chat: { id: 1, type: "secret_new_kind" } } });',
  'const p = validateParams("getUpdates", { limit: 5, extra: true });',
  'console.log(JSON.stringify([isUser({ id: 1, is_bot: false, first_name: "A" }), r.ok, r.unknown?.length, p.ok, methods.setWebhook.params.certificate.upload, update.update_id]));',
].join("\n");

async function project(name: string, compilerOptions: Record<string, unknown>): Promise<string> {
  const dir = join(root, name);
  mkdirSync(join(dir, "src"), { recursive: true });
  cpSync("generated/9.2", join(dir, "src/gen"), { recursive: true });
  writeFileSync(join(dir, "src/app.ts"), APP);
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  const strict = { strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, noPropertyAccessFromIndexSignature: true, noUnusedLocals: true, target: "ES2022", outDir: "dist", rootDir: "src", types: [], skipLibCheck: false };
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { ...strict, ...compilerOptions }, include: ["src"] }));
  await run(process.execPath, [resolve("node_modules/typescript/bin/tsc"), "-p", dir]).catch((e: { stdout?: string }) => {
    throw new Error(`tsc in ${name}:\n${e.stdout ?? String(e)}`);
  });
  return (await run(process.execPath, [join(dir, "dist/app.js")])).stdout.trim();
}

describe("consumers build the generated folder with tsc and outDir", () => {
  it("under node16, nodenext and bundler, and the built app runs", async () => {
    const outputs = await Promise.all([
      project("node16", { module: "node16", moduleResolution: "node16" }),
      project("nodenext", { module: "nodenext", moduleResolution: "nodenext" }),
      project("bundler", { module: "esnext", moduleResolution: "bundler" }),
    ]);
    // A User; an Update with an unknown chat type passes (received), listed in unknown; params are exact; an upload.
    for (const out of outputs) expect(out).toBe(JSON.stringify([true, true, 1, false, true, 1]));
  });
});
