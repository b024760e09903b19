import type { CommandInput } from '../backends/backend.js';
import { claudeCode } from '../backends/claudeCode.js';
import type { BackendName } from '../spec/types.js';

/**
 * The arguments that send `prompt` as the next user message of the session the trial's first run
 * started, in the same sandbox (its config folder holds the session). Only the resumable backends
 * have one.
 */
export function resumeArgs(backend: BackendName, input: CommandInput): string[] | undefined {
  switch (backend) {
    case 'claude-code': {
      // The first run's arguments with --continue: the most recent conversation of this working folder,
      // which is the trial's own (its config folder is fresh per trial).
      const { args } = claudeCode.command(input);
      const end = args.indexOf('--');
      return [...args.slice(0, end), '--continue', ...args.slice(end)];
    }
    case 'codex': {
      const model = input.endpoint.model ?? (input.endpoint.baseUrl ? 'scripted-model' : undefined);
      return ['exec', 'resume', '--last', '--json', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', ...(model ? ['--model', model] : []), '--', input.prompt];
    }
    default:
      return undefined;
  }
}
