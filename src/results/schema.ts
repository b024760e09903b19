import { liftOf } from './lift.js';
import { rowRate } from './aggregate.js';
import { BACKEND_NAMES } from '../eval/spec/schema.js';
import type { Spend, SpendTotal } from './spend/spend.js';
import type { ProviderErrorTotals } from './providerErrors.js';
import { rate, type Rate } from './stats.js';
import {
  DISCIPLINES,
  type BundledSkills,
  type CaseMcpCall,
  type CaseSummary,
  type ModelSource,
  type Results,
  type RunMeta,
  type SkillBackendResult,
  type TrialCost,
} from './types.js';

/**
 * A results.json is untrusted input: the report job and the fork commenter read artifacts made by jobs
 * that ran pull-request code. This checks every field caliper reads, rebuilds the value from what it
 * checked (rates are recomputed from the counts, never read), and names the first violation by its JSON
 * path. It does the work of a schema validator in one pass with fixed limits, so a hostile file is
 * refused in milliseconds, not after the statistics choke on it.
 */

/** More trials than anyone runs in one case (or one rate): a larger count is a forgery or a bug. */
export const MAX_COUNT = 1_000_000;
const MAX_ROWS = 100_000;
const MAX_CASES = 10_000;
/**
 * Distinct checks of one case: an `.eval.yaml` holds at most 256 KiB and no check takes fewer than 8
 * bytes of it (`{command: a}, `), so no spec caliper reads can have more.
 */
const MAX_CHECKS = 32_768;
/** Skills outside the set under test a row names (each trial names at most 10). */
export const MAX_OUTSIDE_NAMES = 20;

/**
 * Allowed characters per kind of string, with their length limits. None can carry markup. Skill names
 * and case ids are the repository's, within what `validate` and the spec schema allow (eval plans no
 * skill whose name is not one of these); model ids, versions and hosts come from CLIs and endpoints,
 * and caliper writes them through `recordedToken` (recordable.ts), which keeps a value of these
 * characters as it is and writes any other character as `%XX` (its UTF-8 bytes), so every value a CLI
 * can report has a form this check accepts.
 */
export const PATTERNS = {
  skill: /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/,
  // A skill as a CLI names it: a plugin's skill as `plugin:skill` (trial records' chosenOutside).
  listedSkill: /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/,
  caseId: /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/,
  era: /^[A-Za-z0-9][A-Za-z0-9._/:-]{0,63}$/,
  // `[1m]` selects a 1M-token context in Claude Code (`claude-opus-4-8[1m]`), as its init event reports it.
  model: /^[A-Za-z0-9%][A-Za-z0-9._/:@+%[\]-]{0,127}$/,
  version: /^[A-Za-z0-9%][A-Za-z0-9._+%-]{0,63}$/,
  hash: /^[A-Za-z0-9:+/=_-]{1,128}$/,
  timestamp: /^[0-9T:.+Z-]{1,40}$/,
  // `[…]` for an IPv6 address (`[::1]:8080`), `_` as URL hosts allow it (`my_gateway.internal`).
  host: /^[A-Za-z0-9*%[][A-Za-z0-9.*:_%[\]-]{0,252}$/,
} as const;

export const JUDGE_PROVIDERS = ['scripted', 'anthropic', 'replay'] as const;

/** Free text (reasons, check labels, platform) is allowed any printable character, bounded; renderers escape it. */
export const TEXT_MAX = 2_000;

export class ResultsSchemaError extends Error {
  constructor(
    readonly jsonPath: string,
    readonly problem: string,
  ) {
    super(`${jsonPath}: ${problem}`);
  }
}

type Path = string;
const fail = (at: Path, problem: string): never => {
  throw new ResultsSchemaError(at, problem);
};
const show = (v: unknown) => {
  const s =
    typeof v === 'string'
      ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
      : typeof v === 'number'
        ? String(v)
        : Array.isArray(v)
          ? 'an array'
          : v === null
            ? 'null'
            : typeof v;
  return s.replace(/[\r\n]/g, ' ');
};

function object(v: unknown, at: Path): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(at, `must be an object, not ${show(v)}`);
  return v as Record<string, unknown>;
}

function array(v: unknown, at: Path, max: number): unknown[] {
  if (!Array.isArray(v)) fail(at, `must be an array, not ${show(v)}`);
  const a = v as unknown[];
  if (a.length > max) fail(at, `has ${a.length} entries; at most ${max} are allowed`);
  return a;
}

function count(v: unknown, at: Path, max = MAX_COUNT): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max)
    fail(at, `must be a whole number from 0 to ${max}, not ${show(v)}`);
  return v as number;
}

function amount(v: unknown, at: Path): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1e12)
    fail(at, `must be a non-negative number, not ${show(v)}`);
  return v as number;
}

function matching(v: unknown, at: Path, pattern: RegExp, what: string): string {
  if (typeof v !== 'string' || !pattern.test(v)) fail(at, `must be ${what} (${pattern.source}), not ${show(v)}`);
  return v as string;
}

function optional<T>(v: unknown, read: (v: unknown) => T): T | undefined {
  return v === undefined || v === null ? undefined : read(v);
}

function text(v: unknown, at: Path): string {
  if (typeof v !== 'string') fail(at, `must be a string, not ${show(v)}`);
  const s = v as string;
  if (s.length > TEXT_MAX) fail(at, `is ${s.length} characters long; at most ${TEXT_MAX} are allowed`);
  return s;
}

function oneOf<T extends string>(v: unknown, at: Path, allowed: readonly T[]): T {
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    fail(at, `must be one of ${allowed.join(', ')}, not ${show(v)}`);
  return v as T;
}

/** successes ≤ trials, both counts; the rate and interval are recomputed. */
function rateOf(v: unknown, at: Path): Rate {
  const o = object(v, at);
  const trials = count(o.trials, `${at}.trials`);
  const successes = count(o.successes, `${at}.successes`);
  if (successes > trials) fail(`${at}.successes`, `is ${successes}, more than trials (${trials})`);
  return rate(successes, trials);
}

function modelSource(v: unknown, at: Path): ModelSource {
  const o = object(v, at);
  const kind = oneOf(o.kind, `${at}.kind`, ['scripted', 'real', 'replay'] as const);
  if (kind === 'scripted' || kind === 'replay') return { kind };
  return { kind, endpoint: matching(o.endpoint, `${at}.endpoint`, PATTERNS.host, 'a host name or endpoint kind') };
}

function spendTotal(v: unknown, at: Path): SpendTotal {
  const o = object(v, at);
  return {
    agentRuns: count(o.agentRuns, `${at}.agentRuns`),
    inputTokens: count(o.inputTokens, `${at}.inputTokens`, Number.MAX_SAFE_INTEGER),
    outputTokens: count(o.outputTokens, `${at}.outputTokens`, Number.MAX_SAFE_INTEGER),
    costUsd: optional(o.costUsd, (c) => amount(c, `${at}.costUsd`)),
    unpricedRuns: count(o.unpricedRuns, `${at}.unpricedRuns`),
  };
}

function replayedFlag(v: unknown, at: Path): true {
  if (v !== true) fail(at, `must be true when present, not ${show(v)}`);
  return true;
}

function spend(v: unknown, at: Path): Spend {
  const o = object(v, at);
  if (typeof o.scripted !== 'boolean') fail(`${at}.scripted`, `must be true or false, not ${show(o.scripted)}`);
  return {
    scripted: o.scripted as boolean,
    ...(o.replayed !== undefined && { replayed: replayedFlag(o.replayed, `${at}.replayed`) }),
    priceTable: text(o.priceTable, `${at}.priceTable`),
    ...spendTotal(o, at),
    byBackend: array(o.byBackend, `${at}.byBackend`, BACKEND_NAMES.length).map((b, i) => ({
      backend: oneOf(object(b, `${at}.byBackend[${i}]`).backend, `${at}.byBackend[${i}].backend`, BACKEND_NAMES),
      ...spendTotal(b, `${at}.byBackend[${i}]`),
    })),
    ...(o.baseline !== undefined && { baseline: spendTotal(o.baseline, `${at}.baseline`) }),
  };
}

function bundledSkills(v: unknown, at: Path): BundledSkills {
  const o = object(v, at);
  const policy = oneOf(o.policy, `${at}.policy`, ['off', 'hidden', 'listed'] as const);
  if (policy === 'off') return { policy };
  return {
    policy,
    names: array(o.names, `${at}.names`, 50).map((n, i) =>
      matching(n, `${at}.names[${i}]`, PATTERNS.skill, 'a skill name'),
    ),
  };
}

function meta(v: unknown): RunMeta {
  const at = '$.meta';
  const o = object(v, at);
  const backends = array(o.backends, `${at}.backends`, BACKEND_NAMES.length * 4).map((b, i) => {
    const p = `${at}.backends[${i}]`;
    const x = object(b, p);
    return {
      name: oneOf(x.name, `${p}.name`, BACKEND_NAMES),
      version: optional(x.version, (s) => matching(s, `${p}.version`, PATTERNS.version, 'a version')),
      model: optional(x.model, (s) => matching(s, `${p}.model`, PATTERNS.model, 'a model id')),
      ...(x.bundledSkills !== undefined && { bundledSkills: bundledSkills(x.bundledSkills, `${p}.bundledSkills`) }),
    };
  });
  const isolation = optional(o.isolation, (s) => oneOf(s, `${at}.isolation`, ['bubblewrap', 'none'] as const));
  const network = optional(o.network, (n) => {
    const allow = array(object(n, `${at}.network`).allow, `${at}.network.allow`, 1_000).map((h, i) =>
      matching(h, `${at}.network.allow[${i}]`, PATTERNS.host, 'a host name'),
    );
    return { allow };
  });
  return {
    era: matching(o.era, `${at}.era`, PATTERNS.era, 'an era'),
    discipline: oneOf(o.discipline, `${at}.discipline`, DISCIPLINES),
    modelSource: modelSource(o.modelSource, `${at}.modelSource`),
    caliperVersion: matching(o.caliperVersion, `${at}.caliperVersion`, PATTERNS.version, 'a version'),
    backends,
    defaultTrials: count(o.defaultTrials, `${at}.defaultTrials`),
    ...(o.sequential !== undefined && { sequential: text(o.sequential, `${at}.sequential`) }),
    ...(o.alongside !== undefined && {
      alongside:
        o.alongside === 'all'
          ? ('all' as const)
          : array(o.alongside, `${at}.alongside`, MAX_CASES).map((n, i) =>
              matching(n, `${at}.alongside[${i}]`, PATTERNS.skill, 'a skill name'),
            ),
    }),
    platform: text(o.platform, `${at}.platform`),
    startedAt: matching(o.startedAt, `${at}.startedAt`, PATTERNS.timestamp, 'an ISO timestamp'),
    finishedAt: matching(o.finishedAt, `${at}.finishedAt`, PATTERNS.timestamp, 'an ISO timestamp'),
    ...(isolation !== undefined && { isolation }),
    ...(network !== undefined && { network }),
    ...(o.spend !== undefined && { spend: spend(o.spend, `${at}.spend`) }),
    ...(o.judge !== undefined && { judge: judgeMeta(o.judge, `${at}.judge`) }),
    ...(o.providerErrors !== undefined && { providerErrors: providerErrors(o.providerErrors, `${at}.providerErrors`) }),
  } as RunMeta;
}

function providerErrors(v: unknown, at: Path): ProviderErrorTotals {
  const o = object(v, at);
  const statuses = array(o.statuses, `${at}.statuses`, 100).map((s, i) => {
    const status = count(s, `${at}.statuses[${i}]`, 599);
    if (status < 400) fail(`${at}.statuses[${i}]`, `must be an HTTP error status (400-599), not ${status}`);
    return status;
  });
  return { trials: count(o.trials, `${at}.trials`), statuses };
}

function judgeMeta(v: unknown, at: Path): NonNullable<RunMeta['judge']> {
  const o = object(v, at);
  return {
    provider: oneOf(o.provider, `${at}.provider`, JUDGE_PROVIDERS),
    model: matching(o.model, `${at}.model`, PATTERNS.model, 'a model id'),
    promptTemplate: matching(o.promptTemplate, `${at}.promptTemplate`, PATTERNS.hash, 'a content hash'),
    votes: array(o.votes, `${at}.votes`, 9).map((n, i) => count(n, `${at}.votes[${i}]`)),
  };
}

function caseSummary(v: unknown, at: Path): CaseSummary {
  const o = object(v, at);
  const trials = count(o.trials, `${at}.trials`);
  const errors = count(o.errors, `${at}.errors`);
  if (errors > trials) fail(`${at}.errors`, `is ${errors}, more than trials (${trials})`);
  const measured = trials - errors;
  const activations = count(o.activations, `${at}.activations`);
  if (activations > measured)
    fail(`${at}.activations`, `is ${activations}, more than the ${measured} trials without errors`);
  const activatedBeforeFault = optional(o.activatedBeforeFault, (n) => count(n, `${at}.activatedBeforeFault`));
  if (activatedBeforeFault !== undefined && activatedBeforeFault > errors)
    fail(`${at}.activatedBeforeFault`, `is ${activatedBeforeFault}, more than the ${errors} errors`);
  const passes = count(o.passes, `${at}.passes`);
  if (passes > measured) fail(`${at}.passes`, `is ${passes}, more than the ${measured} trials without errors`);
  const taskPasses = optional(o.taskPasses, (t) => count(t, `${at}.taskPasses`));
  if (taskPasses !== undefined && taskPasses > measured)
    fail(`${at}.taskPasses`, `is ${taskPasses}, more than the ${measured} trials without errors`);
  const tokens = object(o.tokens, `${at}.tokens`);
  const decision = optional(o.decision, (d) =>
    oneOf(d, `${at}.decision`, ['reliable', 'unreliable', 'continue', 'undecided'] as const),
  );
  const costUsd = optional(o.costUsd, (c) => amount(c, `${at}.costUsd`));
  const cancelled = optional(o.cancelled, (c) => count(c, `${at}.cancelled`));
  return {
    id: matching(o.id, `${at}.id`, PATTERNS.caseId, 'a case id'),
    role: oneOf(o.role, `${at}.role`, ['should-activate', 'should-not-activate', 'execution'] as const),
    trials,
    errors,
    activations,
    ...(activatedBeforeFault !== undefined && { activatedBeforeFault }),
    passes,
    ...(taskPasses !== undefined && { taskPasses }),
    checks: array(o.checks, `${at}.checks`, MAX_CHECKS).map((c, i) => {
      const p = `${at}.checks[${i}]`;
      const x = object(c, p);
      return {
        label: text(x.label, `${p}.label`),
        passes: count(x.passes, `${p}.passes`),
        failures: count(x.failures, `${p}.failures`),
        errors: count(x.errors, `${p}.errors`),
      };
    }),
    tokens: {
      input: count(tokens.input, `${at}.tokens.input`, Number.MAX_SAFE_INTEGER),
      output: count(tokens.output, `${at}.tokens.output`, Number.MAX_SAFE_INTEGER),
    },
    costUsd,
    ...(decision !== undefined && { decision }),
    ...(cancelled !== undefined && { cancelled }),
    ...(o.runs !== undefined && { runs: trialCosts(o.runs, `${at}.runs`, measured, passes) }),
    ...(o.mcpCalls !== undefined && { mcpCalls: caseMcpCalls(o.mcpCalls, `${at}.mcpCalls`, measured) }),
  };
}

/** A case's MCP calls: at most 5, each `SERVER/TOOL`, its arguments' text (cut at 500), in at most its trials. */
function caseMcpCalls(v: unknown, at: Path, measured: number): CaseMcpCall[] {
  return array(v, at, 5).map((c, i) => {
    const p = `${at}[${i}]`;
    const x = object(c, p);
    // The tool's name is the agent's (a real server's calls are passed on by any name): text, bounded.
    const call = text(x.call, `${p}.call`);
    if (call.length > 200) fail(`${p}.call`, `is ${call.length} characters long; at most 200 are allowed`);
    const args = text(x.arguments, `${p}.arguments`);
    if (args.length > 501) fail(`${p}.arguments`, `is ${args.length} characters long; at most 501 are kept`);
    const trials = count(x.trials, `${p}.trials`);
    if (trials > measured) fail(`${p}.trials`, `is ${trials}, more than the ${measured} trials without errors`);
    return { call, arguments: args, trials };
  });
}

/** A case's graded trials' usage: one entry per trial without an error, as many passed as the case counts. */
function trialCosts(v: unknown, at: Path, measured: number, passes: number): TrialCost[] {
  const runs = array(v, at, measured).map((r, i) => trialCost(r, `${at}[${i}]`));
  if (runs.length !== measured) fail(at, `has ${runs.length} entries; the case has ${measured} trials without errors`);
  const passed = runs.filter((r) => r.passed).length;
  if (passed !== passes) fail(at, `has ${passed} passing entries; the case has ${passes} passes`);
  return runs;
}

function trialCost(v: unknown, at: Path): TrialCost {
  const o = object(v, at);
  if (typeof o.passed !== 'boolean') fail(`${at}.passed`, `must be true or false, not ${show(o.passed)}`);
  if (o.task !== undefined && typeof o.task !== 'boolean')
    fail(`${at}.task`, `must be true or false, not ${show(o.task)}`);
  const big = (name: 'tokens' | 'turns' | 'durationMs') =>
    optional(o[name], (n) => count(n, `${at}.${name}`, Number.MAX_SAFE_INTEGER));
  const [tokens, turns, durationMs] = [big('tokens'), big('turns'), big('durationMs')];
  const costUsd = optional(o.costUsd, (c) => amount(c, `${at}.costUsd`));
  return {
    passed: o.passed as boolean,
    ...(o.task !== undefined && { task: o.task as boolean }),
    ...(tokens !== undefined && { tokens }),
    ...(turns !== undefined && { turns }),
    ...(durationMs !== undefined && { durationMs }),
    ...(costUsd !== undefined && { costUsd }),
  };
}

/**
 * Skill name → trials, for the skills a row's agent chose outside the set under test (a plugin's as `plugin:skill`).
 */
function outsideCounts(v: unknown, at: Path): Record<string, number> {
  const o = object(v, at);
  const names = Object.keys(o);
  if (names.length > MAX_OUTSIDE_NAMES)
    fail(at, `has ${names.length} entries; at most ${MAX_OUTSIDE_NAMES} are allowed`);
  return Object.fromEntries(
    names.map((n) => [matching(n, at, PATTERNS.listedSkill, 'keyed by skill names'), count(o[n], `${at}.${n}`)]),
  );
}

function row(v: unknown, at: Path): SkillBackendResult {
  const o = object(v, at);
  const hashes = object(o.skillHashes, `${at}.skillHashes`);
  const names = Object.keys(hashes);
  if (names.length > MAX_CASES)
    fail(`${at}.skillHashes`, `has ${names.length} entries; at most ${MAX_CASES} are allowed`);
  const aggregate = object(o.aggregate, `${at}.aggregate`);
  const cases = array(o.cases, `${at}.cases`, MAX_CASES).map((c, i) => caseSummary(c, `${at}.cases[${i}]`));
  // Derived from the two arms' cases, so recomputed from them as the rates are from their counts.
  const baseline = optional(o.lift, (l) =>
    array(object(l, `${at}.lift`).cases, `${at}.lift.cases`, MAX_CASES).map((c, i) =>
      caseSummary(c, `${at}.lift.cases[${i}]`),
    ),
  );
  const sequential = [...cases, ...(baseline ?? [])].some((c) => c.decision !== undefined);
  return {
    skill: matching(o.skill, `${at}.skill`, PATTERNS.skill, 'a skill name'),
    backend: oneOf(o.backend, `${at}.backend`, BACKEND_NAMES),
    backendVersion: optional(o.backendVersion, (s) =>
      matching(s, `${at}.backendVersion`, PATTERNS.version, 'a version'),
    ),
    model: optional(o.model, (s) => matching(s, `${at}.model`, PATTERNS.model, 'a model id')),
    skillHashes: Object.fromEntries(
      names.map((n) => [
        matching(n, `${at}.skillHashes`, PATTERNS.skill, 'keyed by skill names'),
        matching(hashes[n], `${at}.skillHashes.${n}`, PATTERNS.hash, 'a content hash'),
      ]),
    ),
    specHash: matching(o.specHash, `${at}.specHash`, PATTERNS.hash, 'a content hash'),
    ...(o.frontMatter !== undefined && { frontMatter: text(o.frontMatter, `${at}.frontMatter`) }),
    ...(o.chosenOutside !== undefined && { chosenOutside: outsideCounts(o.chosenOutside, `${at}.chosenOutside`) }),
    ...(o.outOfTurns !== undefined && { outOfTurns: count(o.outOfTurns, `${at}.outOfTurns`) }),
    cases,
    aggregate: rowRates(cases, {
      activation: rateOf(aggregate.activation, `${at}.aggregate.activation`),
      falseActivation: rateOf(aggregate.falseActivation, `${at}.aggregate.falseActivation`),
      execution: rateOf(aggregate.execution, `${at}.aggregate.execution`),
    }),
    errors: count(o.errors, `${at}.errors`),
    ...(baseline && { lift: liftOf(cases, baseline, sequential) }),
  };
}

/**
 * A row's rates recomputed from its cases as the run wrote them (`rowRate`): a file written before the
 * rate was the case-weighted one (its `rate` the pooled trials) loads with the same rate as a new one.
 */
function rowRates(cases: CaseSummary[], pooled: SkillBackendResult['aggregate']): SkillBackendResult['aggregate'] {
  const row = { cases, aggregate: pooled };
  return {
    activation: rowRate(row, 'activation'),
    falseActivation: rowRate(row, 'falseActivation'),
    execution: rowRate(row, 'execution'),
  };
}

/** The checked, rebuilt results; throws ResultsSchemaError at the first violation. */
export function checkResults(value: unknown): Results {
  const o = object(value, '$');
  return {
    meta: meta(o.meta),
    results: array(o.results, '$.results', MAX_ROWS).map((r, i) => row(r, `$.results[${i}]`)),
    skipped: array(o.skipped ?? [], '$.skipped', MAX_ROWS * 10).map((s, i) => {
      const x = object(s, `$.skipped[${i}]`);
      const runs = x.runs === undefined ? undefined : count(x.runs, `$.skipped[${i}].runs`);
      return {
        key: text(x.key, `$.skipped[${i}].key`),
        reason: text(x.reason, `$.skipped[${i}].reason`),
        ...(runs !== undefined && { runs }),
      };
    }),
  };
}
