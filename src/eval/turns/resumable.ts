import { AGENT_FACTS } from '../../agents/facts.js';
import type { BackendName } from '../spec/types.js';

/**
 * The backends whose CLI can resume a session headless, so a case's `turns:` can follow up in it:
 * Claude Code (`-p --continue`, the most recent conversation of the working folder), Codex
 * (`codex exec resume --last`), Gemini CLI (`--resume latest`) and OpenCode (`run --continue`); pi runs
 * with `--no-session` and Hermes' resume is not wired. The others are refused by `validate` when a
 * spec lists them, and their trials of such a case are skipped with this reason.
 */
export const RESUMABLE_BACKENDS: readonly BackendName[] = AGENT_FACTS.filter((f) => f.resumes)
  .map((f) => f.name)
  .sort();

export function turnsUnsupported(backend: BackendName, turns: readonly string[] | undefined): string | undefined {
  if (!turns || turns.length === 0 || RESUMABLE_BACKENDS.includes(backend)) return undefined;
  return (
    `${backend} cannot resume a session headless, so a case with turns ` +
    `cannot run on it (turns run on ${RESUMABLE_BACKENDS.join(', ')}; see ` +
    `docs/backends.md)`
  );
}
