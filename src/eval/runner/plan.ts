import { createHash } from 'node:crypto';
import path from 'node:path';
import { factsOf } from '../../agents/facts.js';
import { dependencyClosure } from '../../skills/dependencies.js';
import { compileGlobs, GlobBudget, GlobBudgetError } from '../../util/glob.js';
import type { SkillSummary, ValidationReport } from '../../skills/validateRepository.js';
import { hashFiles, installableFiles, InstallRefused, type InstallableFile } from '../sandbox/installableFiles.js';
import { installablePluginFiles } from '../sandbox/pluginFiles.js';
import { CLAUDE_PLUGIN_ROOT } from '../../skills/checks/pluginVariables.js';
import type { BackendName, EvalSpec } from '../spec/types.js';
import type { Discipline } from '../../results/types.js';
import { PATTERNS } from '../../results/schema.js';
import { caseExcluded } from '../disciplines/discipline.js';
import { turnsUnsupported } from '../turns/resumable.js';
import { trialKey, type SkillInstall, type TrialPlan } from './trialPlan.js';
import { baselineCase } from '../arms/arm.js';
import { listingBudgetNote, neighbourNames, withNeighbours, type Alongside } from './alongside.js';
import { caseRole } from '../../results/aggregate.js';
import { dependencyWarning, notEvaluatedReason, ownErrorsBySkill, type OwnErrors } from './skillErrors.js';

export interface PlanOptions {
  backends: readonly BackendName[];
  discipline: Discipline;
  /** Trials per case when the spec does not say. */
  defaultTrials: number;
  /** Overrides every spec's `trials`. */
  trials: number | undefined;
  /** Trials per case of one skill × backend row, overriding `trials` where it gives a number (`--detect`'s sizing). */
  trialsFor?: (skill: string, backend: BackendName) => number | undefined;
  skills: readonly string[] | undefined;
  cases: readonly string[] | undefined;
  /** Only this shard (1-based index of count) of the skills with specs, by sorted name. */
  shard?: { index: number; count: number };
  /** Every spec gets the baseline arm, as if it said `baseline: true`. */
  baseline?: boolean;
  /** Other skills of the repository installed next to each spec's own (`--alongside`). */
  alongside?: Alongside;
}

/** Whether a skill is in shard `index` of `count`: sorted names dealt round-robin, so shards stay even. */
export function inShard(
  name: string,
  all: readonly string[],
  shard: { index: number; count: number } | undefined,
): boolean {
  if (!shard) return true;
  return [...all].sort().indexOf(name) % shard.count === shard.index - 1;
}

export interface Plan {
  trials: TrialPlan[];
  /**
   * Work that will not run, and why (validation errors, a spec that excludes the backend). A whole
   * skill's entry (`name|*|*|*`) says how many agent runs it would have taken, when its spec says.
   */
  skipped: { key: string; reason: string; runs?: number }[];
  /** Work that runs, with something the reader of its results must know (`skill|backend`, the note). */
  notes: { key: string; note: string }[];
}

/** A spec ready to run: what it installs and copies, and a fingerprint of all of it. */
export interface PreparedSpec {
  spec: EvalSpec;
  installs: SkillInstall[];
  fixtures: InstallableFile[];
  /** The files of each case's own `fixtures:` folder, by folder. */
  caseFixtures: ReadonlyMap<string, InstallableFile[]>;
  /** sha256 over the spec's text and every installed skill's content: "this skill's eval changed". */
  fingerprint: string;
  /** sha256 over the spec's text and its fixtures: what the baseline arm's trials depend on. */
  baselineFingerprint: string;
  /** The fixtures' hash as the fingerprints take it, for a fingerprint over more installs (`--alongside`). */
  fixturesHash: string;
}

/**
 * Every valid spec of the repository with its installs (the declared skills and their closure) and
 * fixtures; a spec whose subject has validation errors of its own is returned in `broken` instead.
 */
export function prepareSpecs(report: ValidationReport): PreparedSpecs {
  // A base-and-head run asks twice per side (which skills changed, then the plan); files are hashed once.
  let cached = preparedByReport.get(report);
  if (!cached) {
    cached = prepareSpecsOnce(report);
    preparedByReport.set(report, cached);
  }
  return cached;
}

/**
 * `broken`: specs that cannot run, with why (the subject's own errors, an install that cannot be made);
 * `warnings`: what a spec that runs installs with errors of its own; `installable`: the skills an eval
 * may install next to a spec's own (no validation errors, a name results can record).
 */
type PreparedSpecs = {
  prepared: Map<string, PreparedSpec>;
  broken: Map<string, string>;
  warnings: ReadonlyMap<string, string[]>;
  installable: ReadonlySet<string>;
  /** Every skill with a spec file that cannot run (`broken`, and specs with errors), with why. */
  unevaluable: ReadonlyMap<string, string>;
};
const preparedByReport = new WeakMap<ValidationReport, PreparedSpecs>();

function prepareSpecsOnce(report: ValidationReport): PreparedSpecs {
  const byName = new Map(report.skills.map((s) => [s.name, s]));
  const specsBySkill = new Map(report.specs.map((s) => [s.subject, s]));
  const errors = ownErrorsBySkill(report);
  const prepared = new Map<string, PreparedSpec>();
  const broken = new Map<string, string>();
  const warnings = new Map<string, string[]>();
  for (const spec of report.specs) {
    // Only a skill's own errors keep it from its eval; a dependency with errors is installed as users get it.
    const own = errors.get(spec.subject);
    if (own) {
      broken.set(spec.subject, notEvaluatedReason(own));
      continue;
    }
    const installSet = dependencyClosure(spec.skills, (n) => byName.get(n)?.dependencies.map((d) => d.name)).filter(
      (n) => byName.has(n),
    );
    const flawed = installSet.filter((n) => n !== spec.subject && errors.has(n));
    // A dependency whose own spec has errors has no forbidden_files or fixtures caliper can read: installing
    // it would copy its answer key and fixtures beside the agent, so the dependent waits for that spec.
    const unread = installSet.filter(
      (n) => n !== spec.subject && byName.get(n)!.evalSpec !== undefined && !specsBySkill.has(n),
    );
    if (unread.length > 0) {
      broken.set(
        spec.subject,
        `dependency ${unread.map(shownName).join(', ')} has a .eval.yaml with ` +
          `errors, so its forbidden_files and fixtures cannot be kept out of the ` +
          `install; run caliper validate to see them`,
      );
      continue;
    }
    if (flawed.length > 0)
      warnings.set(spec.subject, [dependencyWarning(new Map(flawed.map((n) => [n, errors.get(n)!] as const)))]);
    // A name is a folder of the install, of the transcripts and a key of results.json: with the
    // name-format rule configured off, a name that is none of these is not run (nothing could record it).
    const unnamed = installSet.filter((n) => !PATTERNS.skill.test(n));
    if (unnamed.length > 0) {
      broken.set(
        spec.subject,
        `skill name(s) ` +
          `${unnamed.slice(0, 5).map(shownName).join(', ')}${unnamed.length > 5 ? ', …' : ''} ` +
          `cannot be evaluated: caliper records skill names of 1–128 letters, ` +
          `digits, \`.\`, \`_\` and \`-\`, starting with a letter or digit (the ` +
          `name-format rule is off in this repository's configuration)`,
      );
      continue;
    }
    let installs: SkillInstall[];
    let fixtures: InstallableFile[];
    let caseFixtures: Map<string, InstallableFile[]>;
    try {
      installs = installSet.map((name) => installFor(report.root, byName.get(name)!, specsBySkill.get(name), spec));
      fixtures = fixturesFor(report.root, byName.get(spec.subject)!, spec, spec.sandbox.fixtures);
      const subject = byName.get(spec.subject)!;
      caseFixtures = new Map(
        caseFixtureFolders(spec).map((folder) => [folder, fixturesFor(report.root, subject, spec, folder)]),
      );
    } catch (error) {
      // A walk past its bound (a skill-folder-too-large that was configured off), or globs past
      // theirs: this spec, not the run.
      if (!(error instanceof InstallRefused)) throw error;
      broken.set(spec.subject, error.message);
      continue;
    }
    // Only a spec with per-case fixtures hashes them, so every other spec keeps the fingerprint it had.
    const fixturesHash =
      caseFixtures.size === 0
        ? hashFiles(fixtures)
        : JSON.stringify([hashFiles(fixtures), ...[...caseFixtures].map(([f, files]) => [f, hashFiles(files)])]);
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify({ spec: spec.hash, installs: installs.map((i) => [i.name, i.sha256]), fixtures: fixturesHash }),
      )
      .digest('hex');
    // The subject too: two skills' identical specs run the same prompts, but each row's cache entry is its own.
    // A `command:` MCP server runs the skill's files in the baseline arm too: they are part of what it depends on.
    const servers = startsServers(spec) ? { servers: installs.find((i) => i.name === spec.subject)?.sha256 } : {};
    const baselineFingerprint = createHash('sha256')
      .update(
        JSON.stringify({ spec: spec.hash, subject: spec.subject, installs: [], fixtures: fixturesHash, ...servers }),
      )
      .digest('hex');
    prepared.set(spec.subject, {
      spec,
      installs,
      fixtures,
      caseFixtures,
      fingerprint,
      baselineFingerprint,
      fixturesHash,
    });
  }
  const installable = new Set(report.skills.map((s) => s.name).filter((n) => !errors.has(n) && PATTERNS.skill.test(n)));
  return { prepared, broken, warnings, installable, unevaluable: unevaluableOf(report, prepared, broken, errors) };
}

/**
 * Every skill with a spec file that cannot be evaluated, with why: its own errors (in its SKILL.md, its
 * spec or its other files), or an install that cannot be made. What a run must not pass over in silence.
 */
export function unevaluable(report: ValidationReport): ReadonlyMap<string, string> {
  return prepareSpecs(report).unevaluable;
}

function unevaluableOf(
  report: ValidationReport,
  prepared: ReadonlyMap<string, PreparedSpec>,
  broken: ReadonlyMap<string, string>,
  errors: ReadonlyMap<string, OwnErrors>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of report.skills) {
    if (s.evalSpec === undefined || prepared.has(s.name) || out.has(s.name)) continue;
    const own = errors.get(s.name);
    const specErrors = `${s.evalSpec} has validation errors; run caliper validate to see them`;
    out.set(s.name, broken.get(s.name) ?? (own ? notEvaluatedReason(own) : specErrors));
  }
  return out;
}

/** A name as a skip reason quotes it: bounded, on one line. */
const shownName = (name: string) => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name);

/** Decide every trial up front: which skills each installs (with hashes), its fixtures, and its key. */
export function planTrials(report: ValidationReport, options: PlanOptions): Plan {
  const { prepared, warnings, installable, unevaluable: notEvaluated } = prepareSpecs(report);
  const specsBySkill = new Map(report.specs.map((s) => [s.subject, s]));
  const plan: Plan = { trials: [], skipped: [], notes: [] };
  const byName = new Map(report.skills.map((s) => [s.name, s]));
  const withSpecs = [...prepared.keys(), ...notEvaluated.keys()];
  // Two folders may share a name (an error of both): the plan names each skill once.
  const seen = new Set<string>();
  for (const summary of report.skills) {
    if (seen.has(summary.name)) continue;
    seen.add(summary.name);
    if (options.skills && !options.skills.includes(summary.name)) continue;
    if (options.shard && !inShard(summary.name, withSpecs, options.shard)) continue;
    const ready = prepared.get(summary.name);
    if (!ready) {
      const reason = notEvaluated.get(summary.name) ?? `${summary.name} has no .eval.yaml`;
      if (!notEvaluated.has(summary.name) && !options.skills?.includes(summary.name)) continue;
      const spec = specsBySkill.get(summary.name);
      // What it would have run: its trials planned as if it could run, counted and dropped.
      const runs =
        spec && specTrials(summary.name, unplannedSpec(spec), options, { trials: [], skipped: [], notes: [] }).length;
      const key = `${PATTERNS.skill.test(summary.name) ? summary.name : shownName(summary.name)}|*|*|*`;
      plan.skipped.push({ key, reason, ...(runs !== undefined && { runs }) });
      continue;
    }
    for (const note of warnings.get(summary.name) ?? []) plan.notes.push({ key: `${summary.name}|*`, note });
    const note = (text: string) => plan.notes.push({ key: `${summary.name}|*`, note: text });
    const repo = { report, installable, specsBySkill, byName };
    const placed = options.alongside
      ? { ...ready, ...installedAlongside(ready, options.alongside, repo, note) }
      : ready;
    specTrials(summary.name, placed, options, plan, byName);
  }
  return plan;
}

/** Whether a case of the spec starts a `command:` MCP server, which runs the skill's files in both arms. */
const startsServers = (spec: EvalSpec): boolean =>
  spec.cases.some((c) => Object.values(c.mcp ?? {}).some((s) => s.kind === 'command'));

/** A spec as if prepared with nothing to install: to count the trials a spec that cannot run would have taken. */
const unplannedSpec = (spec: EvalSpec): PreparedSpec => ({
  spec,
  installs: [],
  fixtures: [],
  caseFixtures: new Map(),
  fingerprint: '',
  baselineFingerprint: '',
  fixturesHash: '',
});

/** The trials of one skill's spec, into `plan` (with what it skips and notes); returns the trials added. */
function specTrials(
  name: string,
  ready: PreparedSpec,
  options: PlanOptions,
  plan: Plan,
  byName?: ReadonlyMap<string, SkillSummary>,
): TrialPlan[] {
  const { spec, installs, fingerprint, baselineFingerprint } = ready;
  const added: TrialPlan[] = [];
  const serverFiles = startsServers(spec) ? installs.find((i) => i.name === spec.subject)?.files : undefined;
  const mcpFiles = serverFiles ? { mcpFiles: serverFiles } : {};
  const withBaseline = options.baseline === true || spec.baseline;
  const cases = spec.cases.filter((c) => !options.cases || options.cases.includes(c.id));
  for (const backend of options.backends) {
    const trialCount = options.trialsFor?.(name, backend) ?? options.trials ?? spec.trials ?? options.defaultTrials;
    if (spec.backends && !spec.backends.includes(backend)) {
      plan.skipped.push({
        key: `${name}|${backend}|*|*`,
        reason: `${spec.file} lists backends ${spec.backends.join(', ')}`,
      });
      continue;
    }
    const budgetNote = options.alongside ? listingBudgetNote(backend, installs) : undefined;
    if (budgetNote) plan.notes.push({ key: `${name}|${backend}`, note: budgetNote });
    const backendNotes = byName ? installs.flatMap((i) => pluginVariableNote(byName.get(i.name), backend)) : [];
    for (const note of backendNotes) plan.notes.push({ key: `${name}|${backend}`, note });
    for (const evalCase of cases) {
      const fixtures = (evalCase.fixtures !== undefined && ready.caseFixtures.get(evalCase.fixtures)) || ready.fixtures;
      const excluded = caseExcluded(options.discipline, evalCase, name) ?? turnsUnsupported(backend, evalCase.turns);
      if (excluded) {
        plan.skipped.push({ key: `${name}|${backend}|${evalCase.id}|*`, reason: excluded });
        continue;
      }
      for (let trial = 1; trial <= trialCount; trial++) {
        added.push({
          key: trialKey(name, backend, evalCase.id, trial),
          skill: name,
          backend,
          spec,
          evalCase,
          trial,
          arm: 'skill',
          installs,
          fixtures,
          ...mcpFiles,
          fingerprint,
          notes: backendNotes,
        });
      }
      const without =
        withBaseline && caseRole(evalCase, name) !== 'should-not-activate' ? baselineCase(evalCase) : undefined;
      for (let trial = 1; without && trial <= trialCount; trial++) {
        added.push({
          key: trialKey(name, backend, evalCase.id, trial, 'baseline'),
          skill: name,
          backend,
          spec,
          evalCase: without,
          trial,
          arm: 'baseline',
          installs: [],
          fixtures,
          ...mcpFiles,
          fingerprint: baselineFingerprint,
          notes: [],
        });
      }
    }
  }
  plan.trials.push(...added);
  return added;
}

/**
 * A spec's installs with the skills `alongside` names next to them; a neighbour that cannot be installed
 * (validation errors, a name results cannot record, a folder past the walk's bounds) is left out, and said.
 */
function installedAlongside(
  ready: PreparedSpec,
  alongside: Alongside,
  repo: {
    report: ValidationReport;
    installable: ReadonlySet<string>;
    specsBySkill: ReadonlyMap<string, EvalSpec>;
    byName: ReadonlyMap<string, SkillSummary>;
  },
  note: (text: string) => void,
): { installs: SkillInstall[]; fingerprint: string } {
  const names = neighbourNames(
    alongside,
    repo.report.skills.map((s) => s.name),
    ready.installs.map((i) => i.name),
  );
  const neighbours: SkillInstall[] = [];
  const left: string[] = [];
  const unknown = names.filter((n) => !repo.byName.has(n));
  if (unknown.length > 0)
    note(
      `not installed alongside: ` +
        `${unknown.slice(0, 10).map(shownName).join(', ')}${unknown.length > 10 ? ', …' : ''}: ` +
        `no skill of this repository has that name (run caliper validate to ` +
        `list them)`,
    );
  for (const name of names) {
    const summary = repo.byName.get(name);
    if (!summary) continue;
    if (!repo.installable.has(name)) {
      left.push(name);
      continue;
    }
    try {
      neighbours.push(installFor(repo.report.root, summary, repo.specsBySkill.get(name), ready.spec));
    } catch (error) {
      if (!(error instanceof InstallRefused)) throw error;
      left.push(name);
    }
  }
  if (left.length > 0)
    note(
      `not installed alongside: ` +
        `${left.slice(0, 10).map(shownName).join(', ')}${left.length > 10 ? ', …' : ''} ` +
        `(validation errors, or a skill caliper cannot install; run caliper ` +
        `validate)`,
    );
  return withNeighbours(ready.spec, ready.installs, neighbours, ready.fixturesHash);
}

/**
 * Only Claude Code expands `${CLAUDE_PLUGIN_ROOT}`. On another backend the files are installed all the
 * same, but the variable is empty, as it is for that CLI's users: what follows is the skill's doing.
 */
function pluginVariableNote(skill: SkillSummary | undefined, backend: BackendName): string[] {
  if (factsOf(backend).expandsPluginRoot || !skill?.plugin) return [];
  const first = skill.plugin.files.find((f) => f.variable === CLAUDE_PLUGIN_ROOT);
  if (!first) return [];
  return [
    `${skill.name}: only Claude Code expands ` +
      `\`\${${CLAUDE_PLUGIN_ROOT}}\`; ${backend} reads ` +
      `\`\${${CLAUDE_PLUGIN_ROOT}}/${first.path}\` ` +
      `(${skill.path === '' ? '' : `${skill.path}/`}SKILL.md line ` +
      `${first.line}) as \`/${first.path}\`, as its users would, so a ` +
      `failure that follows is the skill's`,
  ];
}

/**
 * What installing `skill` copies for a trial of `runSpec`: never its own eval spec, fixtures, references or
 * forbidden files, nor anything the running spec forbids. A neighbour's answer key is as much one as the subject's.
 */
function installFor(root: string, skill: SkillSummary, ownSpec: EvalSpec | undefined, runSpec: EvalSpec): SkillInstall {
  const globs = [...runSpec.sandbox.forbiddenFiles, ...(ownSpec?.sandbox.forbiddenFiles ?? [])];
  const kept = ownSpec
    ? [ownSpec.sandbox.fixtures, ...caseFixtureFolders(ownSpec), ...caseReferenceFolders(ownSpec)]
    : [];
  for (const folder of kept) if (folder) globs.push(`/${folder.replace(/^\.\//, '').replace(/\/?$/, '/')}`);
  const exclude = compileGlobs(globs, new GlobBudget());
  const { files, plugin } = withinGlobBudget(runSpec, () => {
    const files = installableFiles(path.join(root, skill.path), exclude);
    const plugin = skill.plugin ? installablePluginFiles(root, skill.path, skill.plugin, exclude) : undefined;
    return { files, plugin };
  });
  // A plugin file is hashed at its place beside the skill, so changing a referenced script re-runs the eval.
  const hashed = plugin
    ? [...files, ...plugin.files.map((f) => ({ rel: path.posix.join(plugin.fromSkill, f.rel), source: f.source }))]
    : files;
  return { name: skill.name, files, plugin, sha256: hashFiles(hashed) };
}

function fixturesFor(root: string, subject: SkillSummary, spec: EvalSpec, folder: string | undefined) {
  if (!folder) return [];
  const exclude = compileGlobs(spec.sandbox.forbiddenFiles, new GlobBudget());
  return withinGlobBudget(spec, () => installableFiles(path.join(root, subject.path, folder), exclude));
}

/**
 * Validate refuses a spec whose globs could cost too much (eval-spec-glob-cost) against the paths it
 * walks; an install also follows links and adds a neighbour's globs, so it counts the work too, and a
 * spec past the budget is not run: a path is never installed because matching it was cut short.
 */
function withinGlobBudget<T>(spec: EvalSpec, install: () => T): T {
  try {
    return install();
  } catch (error) {
    if (!(error instanceof GlobBudgetError)) throw error;
    const message =
      `caliper does not install for ${spec.file}: ${error.message} on \`sandbox.forbidden_files\`. ` +
      'Run `caliper validate` (rule eval-spec-glob-cost) and use fewer, shorter globs.';
    throw new InstallRefused(message, { cause: error });
  }
}

/** The folders cases name as their `reference:` (a correct run's end: the answer key), each once. */
function caseReferenceFolders(spec: EvalSpec): string[] {
  return [...new Set(spec.cases.flatMap((c) => (c.reference === undefined ? [] : [c.reference])))];
}

/** The folders cases name as their own `fixtures:`, each once. */
function caseFixtureFolders(spec: EvalSpec): string[] {
  return [...new Set(spec.cases.flatMap((c) => (c.fixtures === undefined ? [] : [c.fixtures])))];
}
