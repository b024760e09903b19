import type { CommandInput } from '../backends/backend.js';
import { claudeCode } from '../../agents/claude-code/run.js';
import { geminiCli } from '../../agents/gemini-cli/run.js';
import { opencode } from '../../agents/opencode/run.js';
import type { BackendName } from '../spec/types.js';

/** One follow-up run: its arguments, and its stdin for a CLI that takes the prompt there. */
export interface ResumeCommand {
  args: string[];
  stdin?: string;
}

/**
 * The command that sends `input.prompt` as the next user message of the session the trial's first run
 * started, in the same sandbox (its config folder, fresh per trial, holds that one session). Only the
 * resumable backends have one.
 */
export function resumeCommand(backend: BackendName, input: CommandInput): ResumeCommand | undefined {
  switch (backend) {
    case 'claude-code': {
      // The first run's command with --continue: the most recent conversation of this working folder.
      const { args, stdin } = claudeCode.command(input);
      return { args: [...args, '--continue'], ...(stdin !== undefined && { stdin }) };
    }
    case 'codex': {
      const model = input.endpoint.model ?? (input.endpoint.baseUrl ? 'scripted-model' : undefined);
      // `-`: the prompt from stdin, as the first run's.
      return { args: ['exec', 'resume', '--last', '--json', '--skip-git-repo-check', '--dangerously-bypass-approvals-and-sandbox', ...(model ? ['--model', model] : []), '-'], stdin: input.prompt };
    }
    case 'gemini-cli': {
      const { args, stdin } = geminiCli.command(input);
      return { args: [...args, '--resume', 'latest'], ...(stdin !== undefined && { stdin }) };
    }
    case 'opencode': {
      const { args, stdin } = opencode.command(input);
      return { args: [...args, '--continue'], ...(stdin !== undefined && { stdin }) };
    }
    default:
      return undefined;
  }
}
