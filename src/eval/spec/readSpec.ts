import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../skills/diagnostic.js';
import { dependencyClosure } from '../../skills/dependencies.js';
import { kib, unreadDiagnostic } from '../../skills/readSkill.js';
import { isInside } from '../../skills/skillFiles.js';
import { compilePattern, PATTERN_HELP } from '../../util/pattern.js';
import { parseYaml } from '../../util/yaml.js';
import { readRepoFile } from '../../util/repoFiles.js';
import { caseRole } from '../../results/aggregate.js';
import { append } from '../../util/arrays.js';
import { sentence } from '../../util/strings.js';
import { definitionProblems, schemaProblems, type SchemaProblem } from './schemaErrors.js';
import { BACKEND_NAMES } from './schema.js';
import { caseVotesFinding, judgeCheck, judgeFindings } from './judgeChecks.js';
import { traceFindings } from './traceChecks.js';
import { expandCases } from './vars.js';
import { globCostFinding } from './globCost.js';
import { referenceProblem } from './referenceFolder.js';
import { mcpFindings } from '../mcp/findings.js';
import { mergeServers, toServers, type RawServers } from '../mcp/parse.js';
import { mcpCallCheck, orderedTool } from '../mcp/check.js';
import { RESUMABLE_BACKENDS, turnsUnsupported } from '../turns/resumable.js';
import type { BackendName, Check, EvalCase, EvalSpec } from './types.js';

/** What the spec check needs to know about the repository's skills. */
export interface SkillIndex {
  has(name: string): boolean;
  disablesModelInvocation(name: string): boolean;
  /** The skills a skill's own references land in (direct only). */
  directDependencies(name: string): readonly string[];
  /** A skill's paths relative to its folder, as an install matches them; given, the globs' cost is checked. */
  paths?(name: string): readonly string[];
}

export interface SpecInput {
  root: string;
  /** The subject skill's folder and name. */
  skillDir: string;
  subject: string;
  /** The spec file, relative to the root. */
  file: string;
  text: string;
  skills: SkillIndex;
}

/** A pull request writes the spec: a larger one is not read (real specs are a few KiB). */
export const EVAL_SPEC_MAX_BYTES = 256 * 1024;

type SpecText = { text: string } | { diagnostic: Diagnostic };

/**
 * The text of the spec at `abs` (`file` relative to the root, whose real path is `realRoot`), read
 * through the guarded reader, or the diagnostic that says why it was not read (over the cap, a FIFO,
 * a device, a link out of the repository).
 */
export function readSpecText(realRoot: string, abs: string, file: string): SpecText {
  const read = readRepoFile(realRoot, abs, file, EVAL_SPEC_MAX_BYTES);
  if (read.kind === 'file') return { text: read.bytes.toString('utf8') };
  if (read.kind !== 'too-large') return { diagnostic: { ...unreadDiagnostic(file, read), line: 1 } };
  const message =
    `\`${file}\` is ${kib(read.size)}, over the ${kib(EVAL_SPEC_MAX_BYTES)} an eval spec may hold, ` +
    'so caliper does not read it. Shorten it.';
  return { diagnostic: diagnostic('eval-spec-too-large', file, message, { line: 1 }) };
}

/**
 * Parse, schema-check and cross-check one `.eval.yaml`. Every error of the file comes in one pass: the
 * parts that match the schema are cross-checked even when others do not (only unparsable YAML stops
 * it). A spec comes back only when it has no error.
 */
export function readEvalSpec(input: SpecInput): { spec: EvalSpec | undefined; diagnostics: Diagnostic[] } {
  const { file } = input;
  const parsed = parseYaml(input.text, { maxBytes: EVAL_SPEC_MAX_BYTES });
  if (!parsed.ok) {
    return {
      spec: undefined,
      diagnostics: [
        diagnostic('eval-spec-invalid-yaml', file, `Not valid YAML: ${parsed.message}.`, { line: parsed.line }),
      ],
    };
  }
  const { value, lineOf } = parsed.doc;
  const problems = schemaProblems(value);
  const lineOfProblem = (p: SchemaProblem) =>
    (p.unknownKey !== undefined ? lineOf([...p.path, p.unknownKey]) : undefined) ?? lineOf(p.path) ?? 1;
  const diagnostics = problems.map((p) =>
    diagnostic('eval-spec-schema', file, schemaMessage(value, p), { line: lineOfProblem(p) }),
  );
  const spec = problems.length === 0 ? normalise(value as RawSpec, input, lineOf) : undefined;
  append(
    diagnostics,
    crossCheck(usableParts(value), input, (p) => lineOf(p) ?? 1),
  );
  for (const f of mcpFindings(value, path.join(input.root, input.skillDir)))
    diagnostics.push(diagnostic(f.rule, file, f.message, { line: lineOf(f.path) ?? 1 }));
  const paths = input.skills.paths?.bind(input.skills);
  if (spec && paths) {
    const installed = { directDependencies: (n: string) => input.skills.directDependencies(n), paths };
    const costly = globCostFinding(spec, installed, lineOf(['sandbox', 'forbidden_files']) ?? 1);
    if (costly) diagnostics.push(costly);
  }
  return { spec: diagnostics.some((d) => d.severity === 'error') ? undefined : spec, diagnostics };
}

/**
 * A schema problem said where a person looks: the case by its id and the check by its number, not `cases.0.checks.1`.
 */
function schemaMessage(value: unknown, problem: SchemaProblem): string {
  const [top, index, ...rest] = problem.path;
  let where: string;
  if (top === 'cases' && typeof index === 'number') {
    where = `Case ${caseLabel(rawCases(value)[index], index)}`;
    const [inner, checkIndex, ...field] = rest;
    if (inner === 'checks' && typeof checkIndex === 'number')
      where += `, check ${checkIndex + 1}${field.length > 0 ? ` (\`${field.join('.')}\`)` : ''}`;
    else if (rest.length > 0) where += `: \`${rest.join('.')}\``;
  } else if (problem.path.length === 0) {
    where = 'The spec';
  } else {
    const last = problem.path[problem.path.length - 1];
    where =
      typeof last === 'number'
        ? `\`${problem.path.slice(0, -1).join('.')}\` item ${last + 1}`
        : `\`${problem.path.join('.')}\``;
  }
  const said = sentence(`${where} ${problem.detail}`);
  // A near miss named is the fix; otherwise point at the reference.
  return problem.detail.includes('did you mean') ? said : `${said} See docs/eval-spec.md.`;
}

interface RawSpec {
  skills?: string[];
  backends?: BackendName[];
  trials?: number;
  sandbox?: { fixtures?: string; forbidden_files?: string[]; timeout?: number };
  baseline?: boolean;
  mcp?: RawServers;
  cases: RawCase[];
}

interface RawCase {
  id: string;
  prompt: string;
  checks: Record<string, unknown>[];
  fixtures?: string;
  reference?: string;
  timeout?: number;
  turns?: string[];
  mcp?: RawServers;
}

/** The parts of a spec that match the schema, each with its index in the file (for its line). */
interface SpecParts {
  skills: { name: string; index: number }[];
  fixtures: string | undefined;
  /** The spec's `backends:`, when every name in it is one. */
  backends: BackendName[] | undefined;
  cases: {
    index: number;
    id: string | undefined;
    label: string;
    prompt: string | undefined;
    fixtures: string | undefined;
    reference: string | undefined;
    turns: string[];
    checks: { index: number; check: Check }[];
  }[];
  /** What is wrong with a case's `vars:` (its rows are then not cases). */
  varsProblems: { path: (string | number)[]; message: string }[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const rawCases = (value: unknown): unknown[] => (isRecord(value) && Array.isArray(value.cases) ? value.cases : []);

function validCaseId(c: unknown): string | undefined {
  return isRecord(c) &&
    typeof c.id === 'string' &&
    definitionProblems('case', { ...c, prompt: 'p', checks: [{ not_activated_any: true }] }).length === 0
    ? c.id
    : undefined;
}

function caseLabel(c: unknown, index: number): string {
  const id = validCaseId(c);
  return id !== undefined ? `\`${id}\`` : String(index + 1);
}

/**
 * What the schema says of a check once a row's values are in it (a rubric past its length): such a check
 * is left out of the cross-checks, which judge the rest of an expanded case (its rubric's tags among them).
 */
function expandedCheckProblem(check: unknown): string | undefined {
  const problem = definitionProblems('check', check)[0];
  if (!problem) return undefined;
  return problem.path.length > 0 ? `its \`${problem.path.join('.')}\` ${problem.detail}` : problem.detail;
}

function usableParts(value: unknown): SpecParts {
  if (!isRecord(value)) return { skills: [], fixtures: undefined, backends: undefined, cases: [], varsProblems: [] };
  const skills = (Array.isArray(value.skills) ? value.skills : []).flatMap((name, index) =>
    typeof name === 'string' && definitionProblems('skillName', name).length === 0 ? [{ name, index }] : [],
  );
  const sandbox = isRecord(value.sandbox) ? value.sandbox : {};
  const fixtures = typeof sandbox.fixtures === 'string' && sandbox.fixtures !== '' ? sandbox.fixtures : undefined;
  const expanded = expandCases(rawCases(value));
  // A row's values are filled in after the schema read the case: what they make of a check is checked
  // against it again (a rubric past its length), and said against the row.
  const rowProblems = expanded.cases.flatMap(({ raw: c, index, row }) => {
    if (row === undefined) return [];
    return (Array.isArray(c.checks) ? c.checks : []).flatMap((check, k) => {
      const problem = expandedCheckProblem(check);
      return problem
        ? [
            {
              path: ['cases', index, 'vars', row],
              message:
                `Case ${caseLabel(c, index)}: row ${row + 1} of \`vars:\` makes check ` +
                `${k + 1} invalid: ${problem}`,
            },
          ]
        : [];
    });
  });
  const cases = expanded.cases.map(({ raw: c, index }) => {
    const checks = (Array.isArray(c.checks) ? c.checks : []).flatMap((check, k) =>
      definitionProblems('check', check).length === 0
        ? [{ index: k, check: toCheck(check as Record<string, unknown>) }]
        : [],
    );
    const fixtures = typeof c.fixtures === 'string' && c.fixtures !== '' ? c.fixtures : undefined;
    const reference = typeof c.reference === 'string' && c.reference !== '' ? c.reference : undefined;
    return {
      index,
      id: validCaseId(c),
      label: caseLabel(c, index),
      prompt: typeof c.prompt === 'string' ? c.prompt : undefined,
      fixtures,
      reference,
      turns: Array.isArray(c.turns) ? c.turns.filter((t): t is string => typeof t === 'string') : [],
      checks,
    };
  });
  const listed =
    Array.isArray(value.backends) &&
    value.backends.length > 0 &&
    value.backends.every((b) => (BACKEND_NAMES as readonly unknown[]).includes(b))
      ? (value.backends as BackendName[])
      : undefined;
  const varsProblems = [
    ...expanded.problems.map((p) => ({
      path: p.path,
      message: `Case ${caseLabel(rawCases(value)[p.path[1] as number], p.path[1] as number)}: ${p.message}`,
    })),
    ...rowProblems,
  ];
  return { skills, fixtures, backends: listed, cases, varsProblems };
}

function normalise(raw: RawSpec, input: SpecInput, lineOf: (p: (string | number)[]) => number | undefined): EvalSpec {
  const declared = [input.subject, ...(raw.skills ?? []).filter((s) => s !== input.subject)];
  let hash: string | undefined;
  return {
    file: input.file,
    // Hashed when the eval first reads it: `validate` never does, and loading the crypto module for it
    // cost `validate` a tenth of its start-up.
    get hash() {
      return (hash ??= process.getBuiltinModule('node:crypto').createHash('sha256').update(input.text).digest('hex'));
    },
    subject: input.subject,
    skills: declared,
    backends: raw.backends,
    trials: raw.trials,
    baseline: raw.baseline ?? false,
    sandbox: {
      fixtures: raw.sandbox?.fixtures,
      forbiddenFiles: raw.sandbox?.forbidden_files ?? [],
      timeoutSeconds: raw.sandbox?.timeout,
    },
    cases: expandCases(raw.cases).cases.map(({ raw: c, index }) =>
      toCase(c as unknown as RawCase, raw.sandbox?.timeout, raw.mcp, (name) =>
        c.mcp !== undefined && Object.hasOwn(c.mcp as object, name)
          ? lineOf(['cases', index, 'mcp', name, 'npm'])
          : lineOf(['mcp', name, 'npm']),
      ),
    ),
  };
}

function toCase(
  c: RawCase,
  specTimeout: number | undefined,
  specMcp: RawServers | undefined,
  npmLine: (server: string) => number | undefined,
): EvalCase {
  const timeoutSeconds = c.timeout ?? specTimeout;
  const servers = mergeServers(specMcp, c.mcp);
  const mcp = Object.keys(servers).length > 0 ? { mcp: toServers(servers, npmLine) } : {};
  return {
    id: c.id,
    prompt: c.prompt,
    checks: c.checks.map(toCheck),
    ...(c.fixtures !== undefined && { fixtures: c.fixtures }),
    ...(c.reference !== undefined && { reference: c.reference }),
    ...(timeoutSeconds !== undefined && { timeoutSeconds }),
    ...(c.turns !== undefined && { turns: c.turns }),
    ...mcp,
  };
}

function toCheck(raw: Record<string, unknown>): Check {
  const [kind, v] = Object.entries(raw)[0]!;
  switch (kind) {
    case 'activation':
      return typeof v === 'string'
        ? { kind, skill: v, expect: true }
        : { kind, skill: (v as { skill: string }).skill, expect: (v as { expect?: boolean }).expect ?? true };
    case 'file_exists':
      return { kind, path: v as string };
    case 'file_contains':
      return { kind, ...(v as { path: string; pattern: string }) };
    case 'command':
      return typeof v === 'string'
        ? { kind, run: v, timeoutSeconds: undefined }
        : { kind, run: (v as { run: string }).run, timeoutSeconds: (v as { timeout?: number }).timeout };
    case 'output_matches':
      return { kind, pattern: v as string };
    case 'tool_used':
      return typeof v === 'string'
        ? { kind, tool: v, count: 1 }
        : { kind, tool: (v as { tool: string }).tool, count: (v as { count?: number }).count ?? 1 };
    case 'tool_order':
      return { kind, tools: (v as (string | { mcp_call: string })[]).map(orderedTool) };
    case 'read':
      return { kind, path: v as string };
    case 'mcp_call':
      return mcpCallCheck(v as Parameters<typeof mcpCallCheck>[0]);
    case 'not':
      return { kind, check: toCheck(v as Record<string, unknown>) };
    case 'judge':
      return judgeCheck(v as { rubric: string; on?: string; votes?: number; max_chars?: number });
    default:
      return { kind: 'not_activated_any' };
  }
}

/** The installed set: the declared skills plus the closure of their cross-skill references. */
export function installedSkills(spec: Pick<EvalSpec, 'skills'>, skills: SkillIndex): string[] {
  return dependencyClosure(spec.skills, (n) => skills.directDependencies(n));
}

/** Checks that run in the agent's working folder and count toward execution only. */
const EXECUTION_CHECKS = new Set<Check['kind']>([
  'file_exists',
  'file_contains',
  'command',
  'output_matches',
  'tool_used',
  'tool_order',
  'read',
  'not',
  'judge',
  'mcp_call',
]);

type LineOf = (p: (string | number)[]) => number;
type SpecCase = SpecParts['cases'][number];

/** What every cross-check reads: the spec's parts, the repository's skills, and a path's line. */
interface CrossCheck {
  parts: SpecParts;
  input: SpecInput;
  lineOf: LineOf;
  /** The skills a trial of this spec installs: the subject and its `skills:`. */
  installed: ReadonlySet<string>;
}

/** What the schema cannot see: the spec against the repository's skills, its own cases and its backends. */
function crossCheck(parts: SpecParts, input: SpecInput, lineOf: LineOf): Diagnostic[] {
  const declared = [input.subject, ...parts.skills.map((s) => s.name).filter((s) => s !== input.subject)];
  const ctx: CrossCheck = {
    parts,
    input,
    lineOf,
    installed: new Set(installedSkills({ skills: declared }, input.skills)),
  };
  const seenIds = new Map<string, number>();
  return [
    ...unknownSkillFindings(ctx),
    ...parts.cases.flatMap((c) => caseFindings(ctx, c, seenIds)),
    ...fixtureFindings(ctx),
    ...referenceProblems(input, parts, lineOf),
    ...turnsFindings(ctx),
    ...parts.varsProblems.map((p) =>
      diagnostic('eval-spec-vars', input.file, sentence(p.message), { line: lineOf(p.path) }),
    ),
  ];
}

function unknownSkillFindings({ parts, input, lineOf }: CrossCheck): Diagnostic[] {
  return parts.skills
    .filter(({ name }) => !input.skills.has(name))
    .map(({ name, index }) =>
      diagnostic(
        'eval-spec-unknown-skill',
        input.file,
        `\`skills\` names \`${name}\`, which no SKILL.md in this repository has as its \`name\`.`,
        { line: lineOf(['skills', index]) },
      ),
    );
}

/** One case: its id against the ones before it (`seenIds`), its prompts, its votes and each of its checks. */
function caseFindings(ctx: CrossCheck, c: SpecCase, seenIds: Map<string, number>): Diagnostic[] {
  const { input, lineOf } = ctx;
  const out: Diagnostic[] = [];
  const caseLine = lineOf(['cases', c.index]);
  if (c.id !== undefined) {
    const first = seenIds.get(c.id);
    if (first !== undefined)
      out.push(
        diagnostic(
          'eval-spec-duplicate-case',
          input.file,
          `Case id \`${c.id}\` is used twice (first at line ${first}). Give each case its own id.`,
          { line: caseLine },
        ),
      );
    else seenIds.set(c.id, caseLine);
  }
  append(out, invocationFindings(ctx, c));
  const votes = caseVotesFinding(
    c.checks.map((k) => k.check),
    `Case ${c.label}`,
  );
  if (votes) out.push(diagnostic(votes.rule, input.file, votes.message, { line: caseLine, severity: votes.severity }));
  const role = caseRole(
    { id: c.id ?? '', prompt: c.prompt ?? '', checks: c.checks.map((k) => k.check) },
    input.subject,
  );
  for (const check of c.checks) append(out, checkFindings(ctx, c, role, check));
  return out;
}

/** The prompt and each follow-up turn: a follow-up that invokes the skill preloads it as well. */
function invocationFindings({ input, lineOf, installed }: CrossCheck, c: SpecCase): Diagnostic[] {
  const ci = c.index;
  const asked = [
    ...(c.prompt === undefined ? [] : [{ text: c.prompt, what: 'The prompt', at: ['cases', ci, 'prompt'] }]),
    ...c.turns.map((text, t) => ({ text, what: `Turn ${t + 1}`, at: ['cases', ci, 'turns', t] })),
  ];
  const out: Diagnostic[] = [];
  for (const { text, what, at } of asked) {
    for (const name of installed) {
      const syntax = invocationSyntax(text, name);
      if (!syntax) continue;
      const message =
        `${what} of case ${c.label} invokes \`${name}\` explicitly ` +
        `(\`${syntax}\`), which preloads it; install-and-discover measures ` +
        `whether the agent chooses the skill by itself. Describe the task ` +
        `instead.`;
      out.push(diagnostic('eval-spec-invocation-syntax', input.file, message, { line: lineOf(at) }));
    }
  }
  return out;
}

/** One check of a case, against the installed skills, the patterns caliper matches and the case's role. */
function checkFindings(
  ctx: CrossCheck,
  c: SpecCase,
  role: ReturnType<typeof caseRole>,
  { index: ki, check }: SpecCase['checks'][number],
): Diagnostic[] {
  const { parts, input } = ctx;
  const file = input.file;
  const line = ctx.lineOf(['cases', c.index, 'checks', ki]);
  const out: Diagnostic[] = [];
  if (check.kind === 'activation') append(out, activationFindings(ctx, c, check, line));
  if (check.kind === 'file_contains' || check.kind === 'output_matches') {
    const pattern = compilePattern(check.pattern);
    if (!pattern.ok) {
      out.push(
        diagnostic(
          'eval-spec-pattern',
          file,
          `Case ${c.label}: \`${check.pattern}\` is not a pattern caliper can ` +
            `match (${pattern.message}). ${PATTERN_HELP}.`,
          { line },
        ),
      );
    }
  }
  const checkPath = workingFolderPath(check);
  if (checkPath !== undefined && leavesWorkingFolder(checkPath)) {
    out.push(
      diagnostic(
        'eval-spec-path',
        file,
        `Case ${c.label}, check ${ki + 1}: \`${checkPath}\` is outside the ` +
          `agent's working folder, the only place checks look. Give a path ` +
          `relative to it, like \`out.csv\`.`,
        { line },
      ),
    );
  }
  for (const f of [
    ...traceFindings(check, `Case ${c.label}, check ${ki + 1}`, parts.backends, path.join(input.root, input.skillDir)),
    ...judgeFindings(check, `Case ${c.label}, check ${ki + 1}`),
  ]) {
    out.push(diagnostic(f.rule, file, f.message, { line, severity: f.severity }));
  }
  if (role === 'should-not-activate' && EXECUTION_CHECKS.has(check.kind)) {
    out.push(
      diagnostic(
        'eval-spec-check-not-counted',
        file,
        `Case ${c.label} expects \`${input.subject}\` not to be chosen, so it ` +
          `counts toward false activation only: its \`${check.kind}\` check ` +
          `counts toward no rate. Move the check to a case that expects ` +
          `\`${input.subject}\`, or remove it.`,
        { line },
      ),
    );
  }
  return out;
}

/** An activation check of a skill the spec does not install, or one that can only score 0. */
function activationFindings(
  { input, installed }: CrossCheck,
  c: SpecCase,
  check: Extract<Check, { kind: 'activation' }>,
  line: number,
): Diagnostic[] {
  const { file, skills } = input;
  if (!installed.has(check.skill)) {
    const why = skills.has(check.skill)
      ? `is not installed for this spec; add it to \`skills:\``
      : 'is not a skill in this repository';
    return [
      diagnostic(
        'eval-spec-unknown-skill',
        file,
        `Case ${c.label} checks activation of \`${check.skill}\`, which ${why}.`,
        {
          line,
        },
      ),
    ];
  }
  if (!check.expect || !skills.disablesModelInvocation(check.skill)) return [];
  return [
    diagnostic(
      'eval-spec-disabled-activation',
      file,
      `Case ${c.label} expects the agent to choose \`${check.skill}\`, but ` +
        `that skill sets \`disable-model-invocation: true\`, so it can only ` +
        `score 0. Use \`expect: false\` or remove the flag.`,
      { line },
    ),
  ];
}

/** The spec's `sandbox.fixtures` and each case's own `fixtures` (each case once). */
function fixtureFindings({ parts, input, lineOf }: CrossCheck): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (parts.fixtures !== undefined)
    append(out, fixturesProblems(input, parts.fixtures, '`sandbox.fixtures', lineOf(['sandbox', 'fixtures'])));
  const caseFixtures = new Set<number>();
  for (const c of parts.cases) {
    if (c.fixtures === undefined || caseFixtures.has(c.index)) continue;
    caseFixtures.add(c.index);
    append(
      out,
      fixturesProblems(input, c.fixtures, `Case ${c.label}: \`fixtures`, lineOf(['cases', c.index, 'fixtures'])),
    );
  }
  return out;
}

/** A case with `turns` where the spec's `backends:` name a CLI that cannot resume a session headless. */
function turnsFindings({ parts, input, lineOf }: CrossCheck): Diagnostic[] {
  const out: Diagnostic[] = [];
  const turnsAt = new Set<number>();
  for (const c of parts.cases) {
    if (c.turns.length === 0 || turnsAt.has(c.index)) continue;
    turnsAt.add(c.index);
    const refused = (parts.backends ?? []).filter((b) => turnsUnsupported(b, ['turn']) !== undefined);
    if (refused.length > 0) {
      const message =
        `Case ${c.label} has \`turns\`, but ${refused.join(', ')} cannot ` +
        `resume a session headless, so it cannot run them there (turns run on ` +
        `${RESUMABLE_BACKENDS.join(', ')}). List only those under ` +
        `\`backends:\`, or move the follow-ups into a spec of their own.`;
      out.push(diagnostic('eval-spec-turns', input.file, message, { line: lineOf(['cases', c.index, 'turns']) }));
    }
  }
  return out;
}

/** A fixtures folder must be a subfolder of the skill: it is copied into the working folder, never installed. */
function fixturesProblems(input: SpecInput, fixtures: string, where: string, line: number): Diagnostic[] {
  const skillAbs = path.join(input.root, input.skillDir);
  const abs = path.resolve(skillAbs, fixtures);
  if (!existsSync(abs) || !statSync(abs).isDirectory()) {
    return [
      diagnostic(
        'eval-spec-path',
        input.file,
        `${where}: ${fixtures}\` is not a folder inside the skill. Create it or fix the path.`,
        { line },
      ),
    ];
  }
  if (
    !isInside(realpathSync.native(skillAbs), realpathSync.native(abs)) ||
    realpathSync.native(abs) === realpathSync.native(skillAbs)
  ) {
    return [
      diagnostic(
        'eval-spec-path',
        input.file,
        `${where}: ${fixtures}\` must be a subfolder of the skill, not the skill itself or a folder outside it.`,
        { line },
      ),
    ];
  }
  return [];
}

/** Each case's `reference:` folder (once per case of the file): inside the skill, apart from every fixtures folder. */
function referenceProblems(
  input: SpecInput,
  parts: SpecParts,
  lineOf: (p: (string | number)[]) => number,
): Diagnostic[] {
  const skillAbs = path.join(input.root, input.skillDir);
  const fixtures = [
    ...new Set([parts.fixtures, ...parts.cases.map((c) => c.fixtures)].filter((f): f is string => f !== undefined)),
  ];
  const out: Diagnostic[] = [];
  const seen = new Set<number>();
  for (const c of parts.cases) {
    if (c.reference === undefined || seen.has(c.index)) continue;
    seen.add(c.index);
    const problem = referenceProblem(skillAbs, c.reference, fixtures);
    if (problem)
      out.push(
        diagnostic('eval-spec-path', input.file, `Case ${c.label}: \`reference\` ${problem}`, {
          line: lineOf(['cases', c.index, 'reference']),
        }),
      );
  }
  return out;
}

/** The path in the working folder a check reads, if it reads one (inside a `not:` too). */
function workingFolderPath(check: Check): string | undefined {
  if (check.kind === 'not') return workingFolderPath(check.check);
  if (check.kind === 'file_exists' || check.kind === 'file_contains') return check.path;
  return check.kind === 'judge' && check.on.kind === 'file' ? check.on.path : undefined;
}

/** A check's path that resolves outside the working folder (absolute, or climbing out with `..`). */
function leavesWorkingFolder(specPath: string): boolean {
  const normal = path.posix.normalize(specPath.replace(/\\/g, '/'));
  return path.posix.isAbsolute(normal) || /^[A-Za-z]:\//.test(normal) || normal === '..' || normal.startsWith('../');
}

/** The explicit-invocation syntax of any CLI, if the prompt uses it for `name`. */
export function invocationSyntax(prompt: string, name: string): string | undefined {
  // A string search, not a regular expression per name: compiling three per case and skill was most of
  // the time spent checking a spec.
  const forms = [
    { syntax: `/skill:${name}`, afterSpace: true },
    { syntax: `/${name}`, afterSpace: true },
    { syntax: `$${name}`, afterSpace: false },
  ];
  return forms.find(({ syntax, afterSpace }) => standsAlone(prompt, syntax, afterSpace))?.syntax;
}

/**
 * `word` occurs in `text` not followed by a word character or `-` (and, if asked, at the start or after white space).
 */
function standsAlone(text: string, word: string, afterSpace: boolean): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const before = at === 0 || !afterSpace || /\s/.test(text[at - 1]!);
    const after = text[at + word.length];
    if (before && (after === undefined || !/[\w-]/.test(after))) return true;
  }
  return false;
}
