import type { Transcript } from '../agents/agent.js';
import type { CheckContext } from '../eval/checks/index.js';
import type { SandboxPaths } from '../eval/sandbox/paths.js';
import type { BackendName } from '../eval/spec/types.js';
import type { CommandRunner } from './commandFence.js';

const EMPTY_TRANSCRIPT: Transcript = {
  discoveredSkills: [],
  toolCalls: [],
  finalAnswer: '',
  model: undefined,
  cliVersion: undefined,
  usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
  error: undefined,
};

/**
 * The outcome of a run in which nothing happened: the working folder as the fixtures leave it, no skill
 * chosen, no tool called, an empty answer, no MCP call. Commands run only through `runner`.
 */
export function emptyRunContext(input: {
  sandbox: SandboxPaths;
  backend: BackendName;
  subject: string;
  skillsRoot: string;
  runner: CommandRunner;
}): CheckContext {
  const { sandbox, runner } = input;
  return {
    trialRoot: sandbox.root,
    workDir: sandbox.workDir,
    transcript: EMPTY_TRANSCRIPT,
    activated: new Set(),
    installed: [],
    backend: input.backend,
    skillsRoot: input.skillsRoot,
    subject: input.subject,
    judge: undefined,
    mcpCalls: [],
    runCommand: (command, timeoutMs) => runner.run(sandbox, command, timeoutMs),
  };
}
