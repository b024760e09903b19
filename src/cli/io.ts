/** What a CLI command may touch: streams, the working folder and the environment. Tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdoutIsTTY: boolean;
  /** Whether stderr is a terminal: the eval's live progress bar is drawn only there. */
  stderrIsTTY?: boolean;
}

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, failed: 1, usage: 2, refused: 3 } as const;

export class UsageError extends Error {}

/**
 * Input the command cannot use (an invalid configuration file, a results file): exit 2 with the one
 * line that says what to fix, and no pointer at the command's options, which are not the problem.
 */
export class BadInput extends Error {}
