import type { JudgeIdentity, JudgeReply } from '../judge/types.js';
import { JUDGE_PROVIDERS, PATTERNS } from '../../results/schema.js';

/**
 * A trial's judge calls as its recording keeps them (`judge` of a recording; absent from a recording
 * made before caliper kept them): who judged, and each call in order. A call's request is the one
 * caliper made, filled for the trial folder TRIAL_ROOT with JUDGE_TAG and JUDGE_NONCE for its per-call
 * delimiter and nonce, redacted; its answer is redacted too, the trial folder written as TRIAL_ROOT.
 */
export interface JudgeTape extends JudgeIdentity {
  calls: JudgeCall[];
}

export interface JudgeCall {
  request: { system: string; user: string };
  /** The nonce this call was given: a replay puts its own call's nonce where the answer has it. */
  nonce: string;
  /** The judge's answer, or why the call failed. */
  reply: JudgeReply;
}

export const JUDGE_TAG = 'JUDGE_TAG';
export const JUDGE_NONCE = 'JUDGE_NONCE';

/** More than a case may ask (32 checks of 27 votes), times the turns' worth of slack. */
const MAX_JUDGE_CALLS = 10_000;
const NONCE = /^[0-9a-f]{24}$/;

/** A recording's `judge`, checked: a replay folder may be anyone's, and its fields reach results. */
export function checkedJudgeTape(v: unknown): JudgeTape {
  const o = v as Partial<JudgeTape> | null;
  if (!o || typeof o !== 'object') throw new Error('its judge calls are not an object');
  if (o.provider === undefined || !JUDGE_PROVIDERS.includes(o.provider))
    throw new Error(`its judge is none of ${JUDGE_PROVIDERS.join(', ')}`);
  if (typeof o.model !== 'string' || !PATTERNS.model.test(o.model))
    throw new Error("its judge's model is not a model id");
  if (!Array.isArray(o.calls) || o.calls.length > MAX_JUDGE_CALLS) throw new Error('its judge calls are not a list');
  return { provider: o.provider, model: o.model, calls: o.calls.map((c: unknown, i) => checkedCall(c, i)) };
}

function checkedCall(v: unknown, i: number): JudgeCall {
  const c = v as Partial<JudgeCall> | null;
  const incomplete = new Error(`judge call ${i + 1} is incomplete`);
  if (
    !c ||
    typeof c !== 'object' ||
    !c.request ||
    typeof c.request.system !== 'string' ||
    typeof c.request.user !== 'string'
  )
    throw incomplete;
  // An empty nonce would be put back between every character of the answer: only a nonce caliper draws.
  if (typeof c.nonce !== 'string' || !NONCE.test(c.nonce))
    throw new Error(`judge call ${i + 1} has no nonce caliper drew`);
  return {
    request: { system: c.request.system, user: c.request.user },
    nonce: c.nonce,
    reply: checkedReply(c.reply, incomplete),
  };
}

function checkedReply(v: unknown, incomplete: Error): JudgeReply {
  const r = v as Record<string, unknown> | null;
  if (!r || typeof r !== 'object') throw incomplete;
  if (r.ok === false && typeof r.reason === 'string') return { ok: false, reason: r.reason };
  const u = r.usage as Record<string, unknown> | undefined;
  const tokens = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (r.ok !== true || typeof r.text !== 'string' || !u || !tokens(u.inputTokens) || !tokens(u.outputTokens))
    throw incomplete;
  return {
    ok: true,
    text: r.text,
    usage: { inputTokens: u.inputTokens as number, outputTokens: u.outputTokens as number },
  };
}
