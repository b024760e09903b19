/** The folders of one trial's sandbox. Everything lives under `root` and is removed afterwards. */
export interface SandboxPaths {
  root: string;
  /** The agent's working folder: a git repository holding the case's fixtures. */
  workDir: string;
  /** A fresh HOME: nothing of the runner's user (skills, settings, memory) is visible. */
  homeDir: string;
  /** A fresh per-CLI config folder (CLAUDE_CONFIG_DIR, CODEX_HOME, …). */
  configDir: string;
  /** TMPDIR for the agent. */
  tmpDir: string;
}
