// Where a command runs and prints: the working directory, standard output and standard error, one line at a time.
export interface Io {
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}
