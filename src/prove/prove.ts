import { AGENT_NAMES } from '../agents/facts.js';
import { prepareSpecs, type PreparedSpec } from '../eval/runner/plan.js';
import type { Check, EvalCase } from '../eval/spec/types.js';
import { applyValidateConfig } from '../skills/config/applyConfig.js';
import { DEFAULT_VALIDATE_CONFIG, type ValidateConfig } from '../skills/config/validateConfig.js';
import { compareDiagnostics, type Diagnostic } from '../skills/diagnostic.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { openCommandFence, trivialExit, TRIVIAL_ONLY, type CommandFence } from './commandFence.js';
import { failsReference, passesEmpty, passesMutants, type CheckSite } from './findings.js';
import { emptyRun, gradeOutcome, type Grading } from './outcome.js';
import { MAX_FILE_MUTANTS, mutantsOf, readReference, referenceRun, type Reference } from './reference.js';
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
  /** Trace checks of cases with a reference, which has no trace to grade them on. */
  traces: number;
  /** What kept a reference from being read or a check from being graded on it, one line each. */
  problems: string[];
}

/** One case to prove: its spec, its checks' lines, and its skill's folder (where `reference:` is). */
interface CaseInput {
  ready: PreparedSpec;
  evalCase: EvalCase;
  lineOf: (k: number) => number;
  root: string;
  skillDir: string;
}

/** Grade a check, leave it (a command with no sandbox to run it), or pass it by (activation). */
function treatment(check: Check, fence: CommandFence): 'grade' | 'command' | 'none' {
  const inner = check.kind === 'not' ? check.check : check;
  if (inner.kind === 'activation' || inner.kind === 'not_activated_any') return 'none';
  if (inner.kind === 'command' && !fence.ok && trivialExit(inner.run) === undefined) return 'command';
  return 'grade';
}

/** A check on the agent's trace (its tool calls, reads, MCP calls): a reference, which has none, cannot grade it. */
function onTrace(check: Check): boolean {
  const inner = check.kind === 'not' ? check.check : check;
  return (
    inner.kind === 'tool_used' || inner.kind === 'tool_order' || inner.kind === 'read' || inner.kind === 'mcp_call'
  );
}

/**
 * Grade every execution check of every valid spec against the empty run of its case (the fixtures
 * copied as a trial copies them, nothing else): a check that passes there cannot fail. A case with a
 * `reference:` is graded on it too (a check it fails cannot pass) and on its mutants (a check that
 * passes on all of them detects nothing).
 */
export async function proveRepository(
  report: ValidationReport,
  config: ValidateConfig = DEFAULT_VALIDATE_CONFIG,
  runnerEnv: NodeJS.ProcessEnv = process.env,
): Promise<ProveResult> {
  const fence = openCommandFence(runnerEnv);
  const tally: Tally = { graded: 0, commands: 0, unrunnable: 0, traces: 0, problems: [] };
  const found: Diagnostic[] = [];
  const folders = new Map(report.skills.map((s) => [s.name, s.path]));
  try {
    const { prepared, broken } = prepareSpecs(report);
    tally.unrunnable = broken.size;
    for (const ready of prepared.values()) {
      const lines = checkLines(report.root, ready.spec.file);
      const skillDir = folders.get(ready.spec.subject) ?? '';
      for (const [i, evalCase] of ready.spec.cases.entries()) {
        const input = { ready, evalCase, lineOf: (k: number) => lines(i, k), root: report.root, skillDir };
        found.push(...(await proveCase(input, fence, tally)));
      }
    }
  } finally {
    if (fence.ok) fence.close();
  }
  const diagnostics = applyValidateConfig(found, config, () => undefined).sort(compareDiagnostics);
  return { diagnostics, graded: tally.graded, notes: notesOf(tally, fence) };
}

async function proveCase(input: CaseInput, fence: CommandFence, tally: Tally): Promise<Diagnostic[]> {
  const { ready, evalCase } = input;
  const { spec } = ready;
  const checks = new Map<number, Check>();
  for (const [k, check] of evalCase.checks.entries()) {
    const how = treatment(check, fence);
    if (how === 'command') tally.commands++;
    if (how === 'grade') checks.set(k, check);
  }
  tally.graded += checks.size;
  const fixtures = (evalCase.fixtures !== undefined && ready.caseFixtures.get(evalCase.fixtures)) || ready.fixtures;
  const grading: Grading = {
    backend: spec.backends?.[0] ?? AGENT_NAMES[0]!,
    subject: spec.subject,
    runner: fence.ok ? fence : TRIVIAL_ONLY,
  };
  const site = (k: number, label: string): CheckSite => ({
    file: spec.file,
    line: input.lineOf(k),
    where: `Case \`${evalCase.id}\`, check ${k + 1}`,
    label,
    check: checks.get(k)!,
  });
  const out: Diagnostic[] = [];
  for (const [k, result] of await gradeOutcome(emptyRun(fixtures), checks, grading)) {
    if (result.status !== 'pass') continue;
    out.push(passesEmpty(site(k, result.label)));
    checks.delete(k);
  }
  if (evalCase.reference === undefined) return out;
  const reference = readReference(input.root, input.skillDir, evalCase.reference);
  if ('problem' in reference) {
    tally.problems.push(`case \`${evalCase.id}\` of ${spec.file}: its reference was not read: ${reference.problem}`);
    return out;
  }
  for (const k of checks.keys()) if (onTrace(checks.get(k)!)) checks.delete(k), tally.traces++;
  out.push(
    ...(await proveReference({ reference, folder: evalCase.reference, fixtures, checks, grading, site, tally })),
  );
  return out;
}

/**
 * Grade `checks` on the reference run (each it fails cannot pass), then those it passes on each mutant in
 * turn, keeping only those that still pass: what is left passed on every mutant, and detects nothing.
 */
async function proveReference(input: {
  reference: Reference;
  folder: string;
  fixtures: PreparedSpec['fixtures'];
  checks: Map<number, Check>;
  grading: Grading;
  site: (k: number, label: string) => CheckSite;
  tally: Tally;
}): Promise<Diagnostic[]> {
  const { reference, folder, fixtures, grading, site, tally } = input;
  const out: Diagnostic[] = [];
  const surviving = new Map<number, Check>();
  const labels = new Map<number, string>();
  for (const [k, result] of await gradeOutcome(
    referenceRun(reference, fixtures, grading.subject),
    input.checks,
    grading,
  )) {
    labels.set(k, result.label);
    if (result.status === 'pass') surviving.set(k, input.checks.get(k)!);
    else if (result.status === 'fail')
      out.push(failsReference(site(k, result.label), folder, result.reason ?? 'it fails'));
    else
      tally.problems.push(
        `${site(k, result.label).where} of ${site(k, result.label).file} gave ` +
          `an error on its reference run: ${result.reason ?? 'no reason given'}`,
      );
  }
  const { mutants, truncated } = mutantsOf(reference, fixtures, grading.subject);
  if (truncated)
    tally.problems.push(
      `reference \`${folder}\` writes more than ${MAX_FILE_MUTANTS} files: ` +
        `only the first ${MAX_FILE_MUTANTS} were each left out`,
    );
  for (const mutant of mutants) {
    if (surviving.size === 0) break;
    for (const [k, result] of await gradeOutcome(mutant.outcome, surviving, grading))
      if (result.status !== 'pass') surviving.delete(k);
  }
  if (mutants.length === 0) return out;
  const lacks = mutants.map((m) => m.lacks);
  for (const k of surviving.keys()) out.push(passesMutants(site(k, labels.get(k)!), folder, lacks));
  return out;
}

function notesOf(tally: Tally, fence: CommandFence): string[] {
  const notes: string[] = [];
  if (tally.commands > 0 && !fence.ok) {
    notes.push(`${tally.commands} command check(s) not proved: they run only in the sandbox, and ${fence.reason}`);
  }
  if (tally.unrunnable > 0) {
    notes.push(`${tally.unrunnable} eval spec(s) not proved: their skill cannot be evaluated; run caliper validate`);
  }
  if (tally.traces > 0) {
    notes.push(
      `${tally.traces} trace check(s) (tool_used, tool_order, read, ` +
        `mcp_call) not graded on a reference: a reference has no tool calls`,
    );
  }
  notes.push(...tally.problems);
  return notes;
}
