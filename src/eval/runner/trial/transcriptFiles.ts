import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CommandInput } from '../../../agents/agent.js';
import type { SandboxPaths } from '../../sandbox/paths.js';
import type { Redactor } from '../../../util/redact.js';
import type { ProcessResult } from '../process.js';
import type { TrialSetup } from '../runTrial.js';
import type { TrialPlan } from '../trialPlan.js';
import { classifyRun, fenced, runFenced, withExit } from './fence.js';

/** A CLI that prints only its answer is asked for its transcript afterwards (Hermes: `sessions export`). */
export async function exportTranscript(
  setup: TrialSetup,
  input: CommandInput,
  sandbox: SandboxPaths,
  env: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<{ ok: true; stdout: string } | { ok: false; reason: string }> {
  const { program, args } = setup.backend.run.transcriptExport!.command(input, setup.executable);
  const w = fenced(setup, sandbox, program, args);
  const r = await runFenced(setup, sandbox, w, { env, timeoutMs: 60_000, signal });
  const fault = classifyRun(r, setup);
  if (fault || r.exitCode !== 0)
    return {
      ok: false,
      reason:
        `${setup.backend.name} could not export its transcript after the run: ` +
        `${fault ?? withExit('export failed', r)}`,
    };
  return { ok: true, stdout: r.stdout };
}

/** A trial's files in the run folder: `transcripts/SKILL/BACKEND/CASE/[baseline-]TRIAL` and what follows. */
function trialFile(plan: TrialPlan, suffix: string): string {
  const name = `${plan.arm === 'baseline' ? 'baseline-' : ''}${plan.trial}${suffix}`;
  return path.join('transcripts', plan.skill, plan.backend, plan.evalCase.id, name);
}

/** A `command:` MCP server's stderr beside the trial's transcript, redacted; its path in the run folder. */
export function saveServerStderr(outDir: string, plan: TrialPlan, server: string, text: string, redactor: Redactor) {
  const rel = trialFile(plan, `.mcp-${server}.stderr.txt`);
  const abs = path.join(outDir, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, redactor.text(text));
  return rel.split(path.sep).join('/');
}

/** The CLI's stdout (and stderr) as the run's transcript, redacted; its path in the run folder. */
export function saveTranscript(outDir: string, plan: TrialPlan, run: ProcessResult, redactor: Redactor): string {
  const rel = trialFile(plan, '.jsonl');
  const abs = path.join(outDir, rel);
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, redactor.text(run.stdout));
  if (run.stderr.trim() !== '') writeFileSync(abs.replace(/\.jsonl$/, '.stderr.txt'), redactor.text(run.stderr));
  return rel.split(path.sep).join('/');
}
