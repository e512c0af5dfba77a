// The stage a run is at, on one line of a terminal that each stage overwrites (`9.2: formatting`), cleared before any
// other line is printed and at the end. Only on a terminal, and not in CI: a pipe or a CI log gets the summary alone.

export type Stage = "reading" | "building" | "emitting" | "formatting" | "writing";

export interface StatusLine {
  /** Shows the text in place of what the line showed (cut to the terminal's width). */
  show(text: string): void;
  /** Clears the line, if it shows anything. */
  clear(): void;
}

/** A status line on a terminal stream, or undefined when the stream is no terminal or the run is in CI. */
export function terminalStatus(
  stream: NodeJS.WriteStream,
  env: NodeJS.ProcessEnv = process.env,
): StatusLine | undefined {
  if (!stream.isTTY || env.CI || env.TERM === "dumb") return undefined;
  let shown = false;
  return {
    show(text) {
      const width = Math.max(10, (stream.columns || 80) - 1);
      stream.write(`\r\x1b[K${text.length > width ? `${text.slice(0, width - 1)}…` : text}`);
      shown = true;
    },
    clear() {
      if (shown) stream.write("\r\x1b[K");
      shown = false;
    },
  };
}
