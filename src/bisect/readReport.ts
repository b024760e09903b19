import { readFileSync, statSync } from 'node:fs';
import { AGENT_NAMES } from '../agents/index.js';
import type { Metric } from '../results/compare/compare.js';
import type { Bisection, BisectReport, Target } from './bisect.js';
import type { Part, PartKind } from './parts.js';
import type { Outcome, Trial } from './search.js';

/**
 * A bisect.json another job wrote (the reusable workflow's eval jobs ran the PR's code beside it), read
 * as data: each field the comment shows is checked for its type and length, and rebuilt, so nothing but
 * what bisectLine renders (escaped) reaches the comment. A file that is not one is a BisectReadError
 * naming the file and the field.
 */
export class BisectReadError extends Error {}

/** Larger than any report bisect writes (a few dozen parts and reversals); a bigger file is refused unread. */
const MAX_BYTES = 1024 * 1024;
const METRICS: readonly Metric[] = ['activation', 'false-activation', 'execution'];
const KINDS: readonly PartKind[] = ['description', 'front-matter', 'hunk', 'file', 'spec', 'skill'];

export function readBisectReport(file: string): BisectReport {
  if (statSync(file).size > MAX_BYTES) throw new BisectReadError(`${file}: over ${MAX_BYTES} bytes; not a bisect.json`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BisectReadError(`${file}: not JSON (${(error as Error).message})`);
  }
  try {
    return report(raw);
  } catch (error) {
    if (error instanceof FieldError) throw new BisectReadError(`${file}: ${error.message}; not a bisect.json`);
    throw error;
  }
}

class FieldError extends Error {}

type Obj = Record<string, unknown>;

function obj(v: unknown, at: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new FieldError(`${at} is not an object`);
  return v as Obj;
}

function list(v: unknown, at: string, max: number): unknown[] {
  if (!Array.isArray(v) || v.length > max) throw new FieldError(`${at} is not a list of at most ${max}`);
  return v;
}

function text(v: unknown, at: string, max = 500): string {
  if (typeof v !== 'string' || v.length > max) throw new FieldError(`${at} is not text of at most ${max} characters`);
  return v;
}

function count(v: unknown, at: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1e9)
    throw new FieldError(`${at} is not a whole number`);
  return v;
}

function oneOf<T extends string>(v: unknown, options: readonly T[], at: string): T {
  if (!options.includes(v as T)) throw new FieldError(`${at} is not one of ${options.join(', ')}`);
  return v as T;
}

function rate(v: unknown, at: string): { successes: number; trials: number } {
  const o = obj(v, at);
  const r = { successes: count(o.successes, `${at}.successes`), trials: count(o.trials, `${at}.trials`) };
  if (r.successes > r.trials) throw new FieldError(`${at} has more successes than trials`);
  return r;
}

function report(v: unknown): BisectReport {
  const o = obj(v, 'the file');
  const skill = text(o.skill, 'skill', 200);
  const bisections = list(o.bisections, 'bisections', 50).map((b, i) => bisection(b, `bisections[${i}]`, skill));
  return { skill, test: text(o.test, 'test'), agentRuns: count(o.agentRuns, 'agentRuns'), bisections };
}

function bisection(v: unknown, at: string, skill: string): Bisection {
  const o = obj(v, at);
  const t = obj(o.target, `${at}.target`);
  const target: Target = {
    skill: text(t.skill, `${at}.target.skill`, 200),
    backend: oneOf(t.backend, AGENT_NAMES, `${at}.target.backend`),
    caseId: text(t.caseId, `${at}.target.caseId`, 200),
    metric: oneOf(t.metric, METRICS, `${at}.target.metric`),
    base: rate(t.base, `${at}.target.base`),
    head: rate(t.head, `${at}.target.head`),
  };
  if (target.skill !== skill) throw new FieldError(`${at}.target.skill is not the report's skill`);
  const parts = list(o.parts, `${at}.parts`, 200).map((p, i) => part(p, `${at}.parts[${i}]`));
  const trials = list(o.trials, `${at}.trials`, 400).map((x, i) => trial(x, `${at}.trials[${i}]`, parts));
  return { target, parts, unbisected: [], trials, outcome: outcome(o.outcome, `${at}.outcome`, parts) };
}

function part(v: unknown, at: string): Part {
  const o = obj(v, at);
  const p: Part = {
    id: count(o.id, `${at}.id`),
    kind: oneOf(o.kind, KINDS, `${at}.kind`),
    label: text(o.label, `${at}.label`, 200),
  };
  if (o.line !== undefined) p.line = count(o.line, `${at}.line`);
  if (o.excerpt !== undefined) p.excerpt = text(o.excerpt, `${at}.excerpt`, 200);
  return p;
}

function trial(v: unknown, at: string, parts: readonly Part[]): Trial {
  const o = obj(v, at);
  const ids = list(o.parts, `${at}.parts`, 200).map((id, i) => known(id, parts, `${at}.parts[${i}]`).id);
  const test = obj(o.test, `${at}.test`);
  const pValue = test.pValue;
  if (typeof pValue !== 'number' || !(pValue >= 0 && pValue <= 1))
    throw new FieldError(`${at}.test.pValue is not a p-value`);
  if (typeof o.restores !== 'boolean') throw new FieldError(`${at}.restores is not true or false`);
  const t: Trial = {
    parts: ids,
    reverted: rate(o.reverted, `${at}.reverted`),
    test: { pValue, minAttainable: 0 },
    restores: o.restores,
    results: '',
  };
  if (o.note !== undefined) t.note = text(o.note, `${at}.note`);
  return t;
}

function known(id: unknown, parts: readonly Part[], at: string): Part {
  const found = parts.find((p) => p.id === id);
  if (!found) throw new FieldError(`${at} names no part of the list`);
  return found;
}

function found(v: unknown, at: string, parts: readonly Part[]): { part: Part; trial: Trial } {
  const o = obj(v, at);
  return {
    part: known(obj(o.part, `${at}.part`).id, parts, `${at}.part`),
    trial: trial(o.trial, `${at}.trial`, parts),
  };
}

function outcome(v: unknown, at: string, parts: readonly Part[]): Outcome {
  const o = obj(v, at);
  const kind = oneOf(o.kind, ['found', 'several', 'none', 'stopped'] as const, `${at}.kind`);
  if (kind === 'found') return { kind, ...found(o, at, parts) };
  if (kind === 'several')
    return { kind, found: list(o.found, `${at}.found`, 200).map((f, i) => found(f, `${at}.found[${i}]`, parts)) };
  return { kind, why: text(o.why, `${at}.why`) };
}
