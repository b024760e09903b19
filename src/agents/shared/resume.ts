import type { ResumeCommand } from '../agent.js';

/** A CLI's first command with `more` arguments after its own: how most CLIs continue their last session. */
export function withArgs(command: { args: string[]; stdin?: string }, ...more: string[]): ResumeCommand {
  return { args: [...command.args, ...more], ...(command.stdin !== undefined && { stdin: command.stdin }) };
}
