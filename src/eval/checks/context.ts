import type { CheckResult } from '../../results/types.js';
import type { Transcript } from '../../agents/agent.js';
import type { ProcessResult } from '../runner/process.js';
import type { BackendName } from '../spec/types.js';
import type { Judge } from '../judge/types.js';
import type { McpCallRecord } from '../mcp/record.js';

/** What a check may look at after the agent finished: the working folder, the transcript, activations. */
export interface CheckContext {
  /** The trial's own folder, made by caliper: where reading the agent's files starts. */
  trialRoot: string;
  workDir: string;
  transcript: Transcript;
  activated: ReadonlySet<string>;
  installed: readonly string[];
  /** Skills the agent chose that caliper did not install, to name in a failed activation check. */
  chosenOutside?: readonly string[];
  /** Whose transcript this is (tool names and reads are the CLI's own), the skills root, and the skill under test. */
  backend: BackendName;
  skillsRoot: string;
  subject: string;
  /** Who grades `judge` checks; undefined when the run has no judge (a real model without a judge key). */
  judge: Judge | undefined;
  /** What the trial's MCP mocks received, recorded by caliper (absent when the trial started none). */
  mcpCalls?: readonly McpCallRecord[];
  /** Runs a shell command in the working folder, fenced like the agent, without any secret. */
  runCommand(command: string, timeoutMs: number): Promise<ProcessResult>;
}

export const pass = (label: string): CheckResult => ({ label, status: 'pass' });
export const fail = (label: string, reason: string): CheckResult => ({ label, status: 'fail', reason });
export const error = (label: string, reason: string): CheckResult => ({ label, status: 'error', reason });
