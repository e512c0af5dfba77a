#!/usr/bin/env node
// The botspec executable: runs the command line and sets the exit status. A closed standard output (`| head`) ends
// the process quietly; a full one (`> /dev/full`) says so in one line. No stack trace either way.
import { main } from "./cli.ts";
import { terminalStatus } from "./cli/progress.ts";

function onOutputError(error: NodeJS.ErrnoException): void {
  if (error.code !== "EPIPE")
    process.stderr.write(`botspec: cannot write the output (${error.code ?? error.message})\n`);
  process.exit(error.code === "EPIPE" ? (typeof process.exitCode === "number" ? process.exitCode : 0) : 1);
}

process.stdout.on("error", onOutputError);
process.stderr.on("error", () => process.exit(typeof process.exitCode === "number" ? process.exitCode : 1));

const status = terminalStatus(process.stderr);
const line = (stream: NodeJS.WriteStream) => (text: string) => {
  status?.clear();
  stream.write(`${text}\n`);
};
process.exitCode = await main(process.argv.slice(2), {
  cwd: process.cwd(),
  out: line(process.stdout),
  err: line(process.stderr),
  ...(status ? { progress: (text: string) => status.show(text) } : {}),
});
status?.clear();
