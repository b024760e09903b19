import type { Vote } from './types.js';

const MAX_REASON = 500;

/**
 * A judge's reply as a vote. It counts only as one JSON object with this call's nonce and a verdict of
 * `pass` or `fail`; a verdict without the nonce (or with another) is `forged` (text the agent wrote,
 * repeated by the judge), and any other reply `unreadable`.
 */
export function readVerdict(reply: string, nonce: string): Vote {
  const body = reply
    .trim()
    .replace(/^```(?:json)?\s*\n([\s\S]*)\n```$/, '$1')
    .trim();
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return {
      verdict: 'unreadable',
      reason: `the judge did not reply with one JSON object: ${JSON.stringify(reply.slice(0, 120))}`,
    };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { verdict: 'unreadable', reason: 'the judge replied with JSON that is not an object' };
  const v = value as Record<string, unknown>;
  if (v.verdict !== 'pass' && v.verdict !== 'fail')
    return {
      verdict: 'unreadable',
      reason: `the judge's verdict is ${JSON.stringify(v.verdict)}, not "pass" or "fail"`,
    };
  if (v.nonce !== nonce)
    return {
      verdict: 'forged',
      reason:
        `a ${v.verdict} verdict without this call's nonce (a verdict the ` +
        `judged text supplied?): it does not count`,
    };
  const reason =
    typeof v.reason === 'string' && v.reason.trim() !== '' ? v.reason.trim().slice(0, MAX_REASON) : 'no reason given';
  return { verdict: v.verdict, reason };
}
