// Where a command runs and prints: the working directory, standard output and standard error, one line at a time.
export interface Io {
  readonly cwd: string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** The stage of a long run, on a status line of a terminal (absent elsewhere: a pipe, CI, tests). */
  readonly progress?: (text: string) => void;
}
