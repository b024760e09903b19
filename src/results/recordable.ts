import { createHash } from 'node:crypto';
import { PATTERNS, TEXT_MAX } from './schema.js';
import type { CaseSummary, Results, TrialRecord, Usage } from './types.js';

/**
 * The writer's side of the results.json check (schema.ts): every value caliper writes from text a CLI,
 * an endpoint or the runner gave it goes through here, so that what `eval` writes is what `compare`,
 * `merge`, `view`, `history` and the Action read back. Nothing is refused and nothing is escaped for a
 * medium here (each renderer escapes for its own: escape.ts, the HTML report's text nodes); values are
 * only put in the form the check accepts.
 *
 * - model ids, CLI versions, endpoint hosts: kept as they are when the check accepts them (so recording
 *   a recorded value changes nothing); otherwise each character outside the pattern is written `%XX`
 *   (its UTF-8 bytes, `%` itself among them: `2.1.332 (Claude Code)` is `2.1.332%20%28Claude%20Code%29`),
 *   and a value past the length limit is cut with a hash of the whole. An empty value is no value.
 * - free text (check labels, skipped keys and reasons, platform): cut at the check's limit.
 * - token counts and costs: whole non-negative numbers within bounds; a cost that is not a number a
 *   run can have is unknown.
 * - with the scripted model, every model is `scripted` and nothing has a cost: a CLI names and prices
 *   the model it thinks it called, which is not what answered.
 *
 * Skill names and case ids are not rewritten: they are the repository's identities. The spec schema
 * allows exactly the case ids the check does, and eval plans no skill whose name the check would
 * refuse (plan.ts).
 */

/** What a scripted run reports as its model, wherever a model name would appear. */
export const SCRIPTED_MODEL = 'scripted';

export type TokenKind = 'model' | 'version' | 'host';

/**
 * Per kind, the characters kept as they are (the check's pattern without `%`), first and after, and the length limit.
 */
const TOKENS: Record<TokenKind, { first: RegExp; rest: RegExp; max: number }> = {
  model: { first: /^[A-Za-z0-9]$/, rest: /^[A-Za-z0-9._/:@+[\]-]$/, max: 128 },
  version: { first: /^[A-Za-z0-9]$/, rest: /^[A-Za-z0-9._+-]$/, max: 64 },
  host: { first: /^[A-Za-z0-9*[]$/, rest: /^[A-Za-z0-9.*:_[\]-]$/, max: 253 },
};

const percent = (ch: string) =>
  [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** A model id, version or host as results.json records it; undefined for no value (not a string, or blank). */
export function recordedToken(kind: TokenKind, raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (value === '') return undefined;
  if (PATTERNS[kind].test(value)) return value;
  const { first, rest, max } = TOKENS[kind];
  let out = '';
  for (const ch of value) out += (out === '' ? first : rest).test(ch) ? ch : percent(ch);
  if (out.length <= max) return out;
  const tag = `-${createHash('sha256').update(value).digest('hex').slice(0, 8)}`;
  // Cut before an escape it would split.
  return out.slice(0, max - tag.length).replace(/%[0-9A-F]?$/, '') + tag;
}

/** Free text within the check's limit: cut, with `…`, past it. */
export function recordedText(raw: string, max = TEXT_MAX): string {
  const text = String(raw);
  if (text.length <= max) return text;
  // Not half of a surrogate pair at the cut.
  return text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '') + '…';
}

/** One agent run's tokens past this are a broken report, not a run (no context holds a billion). */
const MAX_TRIAL_TOKENS = 1e9;
/** Dollars for one agent run past this are a broken report; the check allows sums to 1e12. */
const MAX_TRIAL_COST_USD = 1e6;

const tokens = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), MAX_TRIAL_TOKENS) : 0;

/** The cached parts of a usage, kept only where the CLI reported them, and never more than its input. */
function cacheTokens(usage: Usage): Pick<Usage, 'cacheReadTokens' | 'cacheWriteTokens'> {
  const input = tokens(usage.inputTokens);
  const read = Math.min(tokens(usage.cacheReadTokens), input);
  const write = Math.min(tokens(usage.cacheWriteTokens), input - read);
  return { ...(read > 0 && { cacheReadTokens: read }), ...(write > 0 && { cacheWriteTokens: write }) };
}

/** A trial's usage as recorded: whole token counts, and a cost only when it is one a run can have. */
export function recordedUsage(usage: Usage, scripted: boolean): Usage {
  const cost = usage.costUsd;
  const known =
    !scripted && typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost <= MAX_TRIAL_COST_USD;
  return {
    inputTokens: tokens(usage.inputTokens),
    outputTokens: tokens(usage.outputTokens),
    ...cacheTokens(usage),
    costUsd: known ? cost : undefined,
    ...(known && usage.costSource !== undefined && { costSource: usage.costSource }),
    ...(usage.replayed === true && { replayed: true }),
    ...(tokens(usage.turns) > 0 && { turns: tokens(usage.turns) }),
  };
}

/**
 * A trial record as trials.jsonl keeps it: its model and version as results.json will, `scripted` in a scripted run.
 */
export function recordedTrial(record: TrialRecord, scripted: boolean): TrialRecord {
  return {
    ...record,
    model: scripted ? SCRIPTED_MODEL : recordedToken('model', record.model),
    backendVersion: recordedToken('version', record.backendVersion),
    usage: recordedUsage(record.usage ?? { inputTokens: 0, outputTokens: 0, costUsd: undefined }, scripted),
    checks: (record.checks ?? []).map((c) => ({ ...c, label: recordedText(c.label) })),
  };
}

/**
 * Results as results.json records them: what `eval` writes, after the redactor (which may have put
 * `[redacted]` into any string), so that what is written is what the check accepts.
 */
export function recordableResults(results: Results): Results {
  const meta = results.meta;
  const scripted = meta.modelSource.kind === 'scripted';
  const model = (m: string | undefined) => (scripted ? SCRIPTED_MODEL : recordedToken('model', m));
  return {
    meta: {
      ...meta,
      modelSource:
        meta.modelSource.kind === 'real'
          ? { kind: 'real', endpoint: recordedToken('host', meta.modelSource.endpoint) ?? 'custom' }
          : { kind: meta.modelSource.kind },
      backends: meta.backends.map((b) => ({
        name: b.name,
        version: recordedToken('version', b.version),
        model: model(b.model),
        ...(b.bundledSkills && { bundledSkills: b.bundledSkills }),
      })),
      ...(meta.network && {
        network: {
          allow: meta.network.allow.map((h) => recordedToken('host', h)).filter((h): h is string => h !== undefined),
        },
      }),
      platform: recordedText(meta.platform),
      ...(meta.sequential !== undefined && { sequential: recordedText(meta.sequential) }),
      ...(meta.spend && { spend: { ...meta.spend, priceTable: recordedText(meta.spend.priceTable) } }),
    },
    results: results.results.map((r) => {
      const recordedCase = (c: CaseSummary) => ({
        ...c,
        checks: c.checks.map((k) => ({ ...k, label: recordedText(k.label) })),
        ...(scripted && { costUsd: undefined }),
      });
      return {
        ...r,
        backendVersion: recordedToken('version', r.backendVersion),
        model: model(r.model),
        cases: r.cases.map(recordedCase),
        ...(r.frontMatter !== undefined && { frontMatter: recordedText(r.frontMatter) }),
        // The redactor may have written `[redacted]` into a name: a name results.json cannot hold is left out.
        ...(r.chosenOutside && {
          chosenOutside: Object.fromEntries(
            Object.entries(r.chosenOutside).filter(([n]) => PATTERNS.listedSkill.test(n)),
          ),
        }),
        ...(r.lift && { lift: { ...r.lift, cases: r.lift.cases.map(recordedCase) } }),
      };
    }),
    skipped: results.skipped.map((s) => ({ key: recordedText(s.key), reason: recordedText(s.reason) })),
  };
}
