// A refusal of the writer: what it would not touch and why; the CLI prints it and exits 1.
export class OutputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "OutputError";
  }
}
