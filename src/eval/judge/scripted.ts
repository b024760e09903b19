import { contentWords } from '../../scripted-model/matching.js';
import type { Judge, JudgeReply, JudgeRequest } from './types.js';

/**
 * The offline judge of `--scripted-model` runs: deterministic, and it decides from the rubric and the
 * text it is sent, as a model that respects the delimiters would (never from a case id, which it is
 * not sent). It reads the rubric, the delimiters and the nonce from the instructions, takes the data
 * strictly between the two delimiter lines, and grades:
 * - every phrase the rubric quotes ("…", `…` or “…”) must be in the text, ignoring case, except one the
 *   rubric negates (`not`, `never`, `no` or `without` just before it), which must not be;
 * - a rubric that quotes nothing passes a text holding at least half its content words.
 */
export const scriptedJudge: Judge = {
  identity: { provider: 'scripted', model: 'scripted' },
  complete: async (request) => scriptedVerdict(request),
};

export function scriptedVerdict(request: JudgeRequest): JudgeReply {
  const rubric = /<rubric>\n([\s\S]*?)\n<\/rubric>/.exec(request.system)?.[1];
  const lines = /between the line (<<<DATA [0-9a-f]+>>>) and the line (<<<END DATA [0-9a-f]+>>>)/.exec(request.system);
  const nonce = /"nonce": "([0-9a-f]+)"/.exec(request.system)?.[1];
  if (rubric === undefined || !lines || nonce === undefined)
    return { ok: false, reason: 'the scripted judge could not read its instructions' };
  const data = delimited(request.user, lines[1]!, lines[2]!);
  if (data === undefined) return { ok: false, reason: 'the scripted judge found no delimited data' };
  const { pass, reason } = grade(rubric, data);
  const text = JSON.stringify({ nonce, verdict: pass ? 'pass' : 'fail', reason });
  return { ok: true, text, usage: { inputTokens: 0, outputTokens: 0 } };
}

/** The text between the first open line and the last close line (a model that respects delimiters). */
export function delimited(user: string, open: string, close: string): string | undefined {
  const start = user.indexOf(`${open}\n`);
  const end = user.lastIndexOf(`\n${close}`);
  return start < 0 || end < start + open.length ? undefined : user.slice(start + open.length + 1, end);
}

const QUOTED = /"([^"\n]{1,200})"|`([^`\n]{1,200})`|“([^”\n]{1,200})”/g;
const NEGATION = /\b(?:not|never|no|without)\b[^"`“]{0,24}$/i;

function grade(rubric: string, data: string): { pass: boolean; reason: string } {
  const text = data.toLowerCase();
  const phrases = [...rubric.matchAll(QUOTED)].map((m) => ({
    phrase: (m[1] ?? m[2] ?? m[3])!,
    absent: NEGATION.test(rubric.slice(0, m.index)),
  }));
  if (phrases.length > 0) {
    const wrong = phrases.find((p) => text.includes(p.phrase.toLowerCase()) === p.absent);
    if (wrong)
      return {
        pass: false,
        reason: wrong.absent
          ? `the text has "${wrong.phrase}", which the rubric rules out`
          : `the text lacks "${wrong.phrase}"`,
      };
    return {
      pass: true,
      reason:
        `the text has every phrase the rubric asks ` +
        `for${phrases.some((p) => p.absent) ? ' and none it rules out' : ''}`,
    };
  }
  const wanted = [...contentWords(rubric)];
  const found = contentWords(data);
  const shared = wanted.filter((w) => found.has(w)).length;
  const pass = wanted.length > 0 && shared * 2 >= wanted.length;
  return { pass, reason: `the text shares ${shared} of the rubric's ${wanted.length} content words` };
}
