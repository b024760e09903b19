import { AGENT_NAMES } from '../agents/facts.js';
import { prepareSpecs, type PreparedSpec } from '../eval/runner/plan.js';
import type { Check, EvalCase } from '../eval/spec/types.js';
import { applyValidateConfig } from '../skills/config/applyConfig.js';
import { DEFAULT_VALIDATE_CONFIG, type ValidateConfig } from '../skills/config/validateConfig.js';
import { diagnostic, compareDiagnostics, type Diagnostic } from '../skills/diagnostic.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { openCommandFence, trivialExit, TRIVIAL_ONLY, type CommandFence } from './commandFence.js';
import { emptyRun, gradeOutcome, type Grading } from './outcome.js';
import { checkLines } from './specLines.js';

export interface ProveResult {
  diagnostics: Diagnostic[];
  /** Checks graded on the empty run. */
  graded: number;
  /** What was not proved, and why: one line each. */
  notes: string[];
}

interface Tally {
  graded: number;
  commands: number;
  /** Valid specs that cannot run (their skill's own errors, an install that cannot be made). */
  unrunnable: number;
}

/** Grade a check, leave it (a command with no sandbox to run it), or pass it by (activation). */
function treatment(check: Check, fence: CommandFence): 'grade' | 'command' | 'none' {
  const inner = check.kind === 'not' ? check.check : check;
  if (inner.kind === 'activation' || inner.kind === 'not_activated_any') return 'none';
  if (inner.kind === 'command' && !fence.ok && trivialExit(inner.run) === undefined) return 'command';
  return 'grade';
}

/**
 * Grade every execution check of every valid spec against the empty run of its case (the fixtures
 * copied as a trial copies them, nothing else): a check that passes there cannot fail.
 */
export async function proveRepository(
  report: ValidationReport,
  config: ValidateConfig = DEFAULT_VALIDATE_CONFIG,
  runnerEnv: NodeJS.ProcessEnv = process.env,
): Promise<ProveResult> {
  const fence = openCommandFence(runnerEnv);
  const tally: Tally = { graded: 0, commands: 0, unrunnable: 0 };
  const found: Diagnostic[] = [];
  try {
    const { prepared, broken } = prepareSpecs(report);
    tally.unrunnable = broken.size;
    for (const ready of prepared.values()) {
      const lines = checkLines(report.root, ready.spec.file);
      for (const [i, evalCase] of ready.spec.cases.entries()) {
        found.push(...(await proveCase(ready, evalCase, (k) => lines(i, k), fence, tally)));
      }
    }
  } finally {
    if (fence.ok) fence.close();
  }
  const diagnostics = applyValidateConfig(found, config, () => undefined).sort(compareDiagnostics);
  return { diagnostics, graded: tally.graded, notes: notesOf(tally, fence) };
}

async function proveCase(
  ready: PreparedSpec,
  evalCase: EvalCase,
  lineOf: (k: number) => number,
  fence: CommandFence,
  tally: Tally,
): Promise<Diagnostic[]> {
  const { spec } = ready;
  const checks = new Map<number, Check>();
  for (const [k, check] of evalCase.checks.entries()) {
    const how = treatment(check, fence);
    if (how === 'command') tally.commands++;
    if (how === 'grade') checks.set(k, check);
  }
  tally.graded += checks.size;
  const fixtures = (evalCase.fixtures !== undefined && ready.caseFixtures.get(evalCase.fixtures)) || ready.fixtures;
  const grading: Grading = { backend: spec.backends?.[0] ?? AGENT_NAMES[0]!, subject: spec.subject, runner: fence.ok ? fence : TRIVIAL_ONLY };
  const out: Diagnostic[] = [];
  for (const [k, result] of await gradeOutcome(emptyRun(fixtures), checks, grading)) {
    const where = `Case \`${evalCase.id}\`, check ${k + 1}`;
    if (result.status === 'pass') out.push(cannotFail(spec.file, lineOf(k), where, result.label, checks.get(k)!));
  }
  return out;
}

function cannotFail(file: string, line: number, where: string, label: string, check: Check): Diagnostic {
  const message =
    `${where} (\`${label}\`) passes on the empty run (the fixtures as they are, no skill chosen, ` +
    `no tool called, an empty answer${check.kind === 'judge' ? ', as caliper\'s scripted judge grades it' : ''}), so it cannot fail: ${hint(check)}`;
  return diagnostic('check-cannot-fail', file, message, { line });
}

function hint(check: Check): string {
  switch (check.kind) {
    case 'file_exists':
    case 'file_contains':
      return 'the fixtures already hold what it looks for. Check a file the agent must write, or what it must change.';
    case 'not':
      return 'what it negates never happens without the agent. Check what the agent must do instead.';
    case 'command':
      return 'it exits 0 before the agent did anything. Make it test what the agent must produce.';
    case 'judge':
      return 'the rubric only rules things out, or the file it grades is a fixture. Quote a phrase a good answer must hold.';
    default:
      return 'it holds before the agent did anything. Make it test what the agent must produce.';
  }
}

function notesOf(tally: Tally, fence: CommandFence): string[] {
  const notes: string[] = [];
  if (tally.commands > 0 && !fence.ok) {
    notes.push(`${tally.commands} command check(s) not proved: they run only in the sandbox, and ${fence.reason}`);
  }
  if (tally.unrunnable > 0) {
    notes.push(`${tally.unrunnable} eval spec(s) not proved: their skill cannot be evaluated; run caliper validate`);
  }
  return notes;
}
