// Clients from Debian's packages against the fake service on the whole interface: python-telegram-bot 13 (numbers
// and booleans sent as strings, the token %-encoded in file paths) and Go's telebot v3 (getMe with a JSON null body,
// compiled offline from Debian's Go sources). A client whose toolchain is missing is skipped with a message saying
// what to install (.ci/run installs both); none is faked.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { served } from "../helpers.ts";
import { createFakeService, type FakeService } from "../../generator/serve/service.ts";

const PYTHON = "/usr/bin/python3";
const GOCODE = "/usr/share/gocode";
const has = (cmd: string, args: string[], env?: NodeJS.ProcessEnv) => {
  try {
    execFileSync(cmd, args, { stdio: "ignore", env: { ...process.env, ...env } });
    return true;
  } catch {
    return false;
  }
};
const ptb = existsSync(PYTHON) && has(PYTHON, ["-c", "import telegram"]);
const go = has("go", ["version"]) && existsSync(join(GOCODE, "src/gopkg.in/telebot.v3"));
if (!ptb) console.warn("skipped: python-telegram-bot 13 (apt-get install python3-python-telegram-bot)");
if (!go) console.warn("skipped: telebot v3 (apt-get install golang-go golang-gopkg-telebot.v3-dev)");

let service: FakeService;
beforeAll(async () => {
  service = await createFakeService({ ...(await served("test/fixtures/spec-full-9.2")), maxPollSeconds: 1 });
});
afterAll(() => service.close());

/** Runs a client to its end; its one JSON line, or the reason it failed. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, onStderr?: (line: string) => void): Promise<unknown> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
      onStderr?.(c.toString());
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) done(JSON.parse(out.trim().split("\n").at(-1) ?? "null"));
      else fail(new Error(`${cmd} exited ${code}: ${err.slice(-2000)}`));
    });
  });
}

describe("clients from Debian", () => {
  it.skipIf(!ptb)(
    "python-telegram-bot 13: getMe, a keyboard, an edit, an upload back through getFile, getUpdates",
    async () => {
      const token = "8001:ptb";
      service.user(token).text({ text: "from the user" });
      const result = await run(PYTHON, [resolve("test/clients/ptb13.py"), service.url, token], {});
      expect(result).toEqual({
        me: 8001,
        sent: ["hello", 111, 1],
        edited: "edited",
        file: "ptb bytes",
        updates: ["from the user"],
      });
      const report = service.report()[token];
      expect(report?.broken).toEqual([]);
      expect(report?.deviations.length).toBeGreaterThan(0);
    },
  );
  it.skipIf(!go)(
    "telebot v3: NewBot, a message, an upload back through getFile, a /start handled by long polling",
    async () => {
      const token = "8002:telebot";
      const dir = resolve("node_modules/.cache/botspec-test/telebot");
      mkdirSync(dir, { recursive: true });
      cpSync("test/clients/telebot/main.go", join(dir, "main.go"));
      const env = {
        GOPATH: GOCODE,
        GO111MODULE: "off",
        GOFLAGS: "",
        GOCACHE: join(dir, "cache"),
        GOTOOLCHAIN: "local",
      };
      execFileSync("go", ["build", "-o", "client", "."], { cwd: dir, env: { ...process.env, ...env }, stdio: "pipe" });
      let asked = false;
      const result = await run(join(dir, "client"), [service.url, token], env, (line) => {
        if (asked || !line.includes("polling")) return;
        asked = true;
        setTimeout(() => service.user(token).text({ text: "/start go" }), 200);
      });
      expect(result).toEqual({ me: 8002, sent: "hello", file: "go bytes", start: "/start go" });
      expect(service.report()[token]?.broken).toEqual([]);
    },
  );
});
