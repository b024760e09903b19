import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { agentNamed } from '../agents/index.js';
import { BACKEND_NAMES } from '../eval/spec/schema.js';
import type { BackendName } from '../eval/spec/types.js';
import { mdCode, mdText } from '../report/escape.js';
import { PATTERNS } from '../results/schema.js';
import { readTrialText } from '../util/trialFiles.js';
import { inputFiles } from './resultsInput.js';

/**
 * Why an eval stage skipped, as data: the report (another job, or a fork's `workflow_run` commenter)
 * reads it from the eval's artifact, which PR code may have written. So it holds names only, each
 * checked on reading, and every sentence shown is caliper's own (`skipMarkdown`).
 */
export type SkipReason =
  /** The job had no model key for these backends; `fork`: the PR comes from a fork (undefined: not a PR). */
  | { why: 'no-key'; backends: BackendName[]; fork: boolean | undefined }
  /**
   * Every skill the change touches has validation errors of its own at the head; `errors`: for each,
   * caliper's count of them ("2 errors in SKILL.md"); `fails`: whether that fails the run (`validate.not-evaluated`).
   */
  | { why: 'invalid'; skills: string[]; errors?: string[]; fails?: boolean };

export const SKIP_FILE = 'eval-skipped.json';
/** The same reason for a person reading the artifact (older reports read only this). */
export const SKIP_TEXT_FILE = 'eval-skipped.txt';
const MAX_NAMES = 50;
const MAX_FILES = 200;

export function writeSkipReason(dir: string, reason: SkipReason, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, SKIP_FILE), `${JSON.stringify(reason)}\n`);
  writeFileSync(path.join(dir, SKIP_TEXT_FILE), `${text}\n`);
}

/** A reason as `writeSkipReason` writes it, or undefined: unknown names are dropped, anything else refuses. */
export function parseSkipReason(text: string): SkipReason | undefined {
  let value: { why?: unknown; backends?: unknown; fork?: unknown; skills?: unknown } | null;
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    return undefined;
  }
  if (value?.why === 'no-key') {
    const backends = names(value.backends, (n) => (BACKEND_NAMES as readonly string[]).includes(n)) as BackendName[];
    return backends.length > 0
      ? { why: 'no-key', backends, fork: typeof value.fork === 'boolean' ? value.fork : undefined }
      : undefined;
  }
  if (value?.why === 'invalid') {
    const skills = names(value.skills, (n) => PATTERNS.skill.test(n));
    if (skills.length === 0) return undefined;
    // The counts stay beside their names only when they came as written: one line each, bounded.
    const raw = value as { skills: unknown[]; errors?: unknown; fails?: unknown };
    const errors = skills.length === raw.skills.length ? errorCounts(raw.errors, skills.length) : undefined;
    const fails = typeof raw.fails === 'boolean' ? raw.fails : undefined;
    return { why: 'invalid', skills, ...(errors && { errors }), ...(fails !== undefined && { fails }) };
  }
  return undefined;
}

/** Caliper's "2 errors in SKILL.md" per skill, as written: one short line each, as many as the names. */
function errorCounts(value: unknown, count: number): string[] | undefined {
  if (!Array.isArray(value) || value.length !== count) return undefined;
  return value.every((e) => typeof e === 'string' && e.length <= 200 && !/[\r\n]/.test(e))
    ? (value as string[])
    : undefined;
}

function names(value: unknown, valid: (name: string) => boolean): string[] {
  if (!Array.isArray(value)) return [];
  const kept = value.filter((n): n is string => typeof n === 'string' && valid(n));
  return [...new Set(kept)].slice(0, MAX_NAMES);
}

/**
 * The reasons recorded beside where the head's results would be (`artifacts/*\/head/results.json` →
 * `artifacts/*\/eval-skipped.json`), one per distinct reason: a matrix's jobs often share one.
 */
export function readSkipReasons(workspace: string, headResults: string): SkipReason[] {
  const patterns = headResults
    .split(/[\n,]/)
    .map((p) => p.trim())
    .filter((p) => /(^|\/)results\.json$/.test(p))
    .map((p) =>
      path.posix.join(path.posix.dirname(p.replace(/(^|\/)head\/results\.json$/, '$1results.json')), SKIP_FILE),
    );
  const files = patterns.flatMap((p) => inputFiles(workspace, p)).slice(0, MAX_FILES);
  const reasons = files
    .map((f) => parseSkipReason(readTrialText(path.dirname(f), path.basename(f), 64 * 1024) ?? ''))
    .filter((r): r is SkipReason => r !== undefined);
  return [...new Map(reasons.map((r) => [JSON.stringify(r), r])).values()];
}

/** The reason in caliper's words, names as code spans: what is missing and what to do about it. */
export function skipMarkdown(reason: SkipReason): string {
  if (reason.why === 'invalid') {
    const named = reason.skills.map((s, i) =>
      reason.errors ? `${mdCode(s)} (${mdText(reason.errors[i]!)})` : mdCode(s),
    );
    const then = reason.fails === false ? ' Passing without them: `validate.not-evaluated` is warning.' : '';
    const why = 'validation errors of their own at the head, so neither the head nor the base was evaluated';
    return (
      `Not evaluated: ${named.join(', ')}: ${why}. The validation section ` +
      `and the annotations say what to fix.${then}`
    );
  }
  const keys = reason.backends
    .map((b) => `${b} (${agentNamed(b)!.run.credentialEnv.map(mdCode).join(' or ')})`)
    .join(', ');
  const missing = `No model key in the eval job for ${keys}, so the eval was skipped (${mdCode('without-key: skip')}).`;
  if (reason.fork)
    return (
      `${missing} This pull request comes from a fork, and GitHub gives a ` +
      `fork's runs no secrets: set ${mdCode('smoke-on-forks: true')} to run ` +
      `it against caliper's scripted model (a smoke run), or evaluate the ` +
      `change from a branch of this repository.`
    );
  const secrets = reason.backends.map((b) => mdCode(agentNamed(b)!.run.credentialEnv[0]!)).join(', ');
  const add =
    `add ${secrets} as a secret of the environment ` +
    `${mdCode('caliper-eval')} (Settings → Environments) and call the ` +
    `reusable workflow with ${mdCode('secrets: inherit')} (its ` +
    `${mdCode('environment')} input names another environment); a workflow ` +
    `of your own names the environment in its eval job and passes the ` +
    `secret in the caliper step's ${mdCode('env')}. Protect the ` +
    `environment with required reviewers.`;
  return reason.fork === false
    ? `${missing} This pull request comes from a branch of this repository, so its eval can have the key: ${add}`
    : `${missing} To evaluate, ${add}`;
}
