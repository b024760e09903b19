import path from 'node:path';
import type { Transcript } from '../agents/agent.js';
import { runCheck } from '../eval/checks/index.js';
import { scriptedJudge } from '../eval/judge/scripted.js';
import type { InstallableFile } from '../eval/sandbox/installableFiles.js';
import { copyFiles, createSandbox, removeSandbox } from '../eval/sandbox/sandbox.js';
import type { BackendName, Check } from '../eval/spec/types.js';
import type { CheckResult } from '../results/types.js';
import type { CommandRunner } from './commandFence.js';

/**
 * How a run ended, built by caliper rather than by an agent: the files its working folder holds, its
 * final answer and the skills it chose. It has no trace: no tool call, no MCP call.
 */
export interface Outcome {
  files: readonly InstallableFile[];
  answer: string;
  activated: ReadonlySet<string>;
}

/** Where the outcomes of one case are graded: its backend (tool names), its subject, who runs commands. */
export interface Grading {
  backend: BackendName;
  subject: string;
  runner: CommandRunner;
}

/** The empty run: the fixtures as they are, no skill chosen, an empty answer. */
export const emptyRun = (fixtures: readonly InstallableFile[]): Outcome => ({
  files: fixtures,
  answer: '',
  activated: new Set(),
});

const transcriptOf = (answer: string): Transcript => ({
  discoveredSkills: [],
  toolCalls: [],
  finalAnswer: answer,
  model: undefined,
  cliVersion: undefined,
  usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
  error: undefined,
});

/**
 * Grade `checks` (by their index in the case) on `outcome`, in a fresh trial folder holding its files, as
 * a trial grades them: judge checks by caliper's scripted judge, commands only through `grading.runner`.
 */
export async function gradeOutcome(
  outcome: Outcome,
  checks: ReadonlyMap<number, Check>,
  grading: Grading,
): Promise<Map<number, CheckResult>> {
  const results = new Map<number, CheckResult>();
  if (checks.size === 0) return results;
  const sandbox = createSandbox();
  try {
    copyFiles(outcome.files, sandbox.workDir);
    const ctx = {
      trialRoot: sandbox.root,
      workDir: sandbox.workDir,
      transcript: transcriptOf(outcome.answer),
      activated: outcome.activated,
      installed: [],
      backend: grading.backend,
      skillsRoot: path.join(sandbox.root, 'skills'),
      subject: grading.subject,
      judge: scriptedJudge,
      mcpCalls: [],
      runCommand: (command: string, timeoutMs: number) => grading.runner.run(sandbox, command, timeoutMs),
    };
    for (const [k, check] of checks) results.set(k, await runCheck(check, ctx));
  } finally {
    removeSandbox(sandbox);
  }
  return results;
}
