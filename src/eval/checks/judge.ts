import { createHash } from 'node:crypto';
import type { CheckResult, JudgeEvidence, JudgeVote, Usage } from '../../results/types.js';
import { pricedUsage } from '../../results/spend/spend.js';
import { judgePrompt, PROMPT_TEMPLATE_HASH } from '../judge/prompt.js';
import { readVerdict } from '../judge/verdict.js';
import type { JudgedText } from '../spec/types.js';
import { error, fail, pass, type CheckContext } from './context.js';
import { inTrial, refusal } from './files.js';
import { readTrialFile } from '../../util/trialFiles.js';

/** What results keep of the judged text, for the report: its start, bounded. */
export const MAX_EXCERPT_CHARS = 4000;

/**
 * A model grades the final answer or a file against the rubric, `votes` times, each call with its own
 * delimiter and nonce; the check passes when more than half the votes pass. A vote without its call's
 * nonce counts against; when no vote could be read at all the judge failed, and the check is an error.
 */
export async function checkJudge(
  check: { rubric: string; on: JudgedText; votes: number; maxChars: number },
  ctx: CheckContext,
): Promise<CheckResult> {
  const label = `judge: ${check.on.kind === 'output' ? 'output' : check.on.path} ~ ${oneLine(check.rubric)}`;
  if (!ctx.judge)
    return error(
      label,
      'no judge is configured for a real-model run: set ANTHROPIC_API_KEY ' +
        '(and CALIPER_JUDGE_MODEL for another model than the default)',
    );
  const text = judgedText(check.on, ctx);
  if ('error' in text) return error(label, text.error);
  if ('missing' in text) return fail(label, text.missing);

  const judge = ctx.judge;
  const votes: JudgeVote[] = [];
  const usage = { inputTokens: 0, outputTokens: 0 };
  let shown = { judged: '', truncated: false };
  // The votes so far and what they cost, kept on an error too: calls that were paid for count.
  const evidence = (): JudgeEvidence => ({
    ...judge.identity,
    promptTemplate: PROMPT_TEMPLATE_HASH,
    votes,
    excerpt: shown.judged.slice(0, MAX_EXCERPT_CHARS).replace(/[\uD800-\uDBFF]$/, ''),
    truncated: shown.truncated,
    usage: judgeUsage(usage, judge.identity),
  });
  for (let i = 0; i < check.votes; i++) {
    const prompt = judgePrompt({
      rubric: check.rubric,
      text: text.value,
      source: check.on.kind === 'output' ? "the agent's final answer" : `the file ${check.on.path}`,
      maxChars: check.maxChars,
    });
    shown = { judged: prompt.judged, truncated: prompt.truncated };
    const reply = await judge.complete(prompt.request);
    if (!reply.ok) return { ...error(label, reply.reason), judge: evidence() };
    usage.inputTokens += reply.usage.inputTokens;
    usage.outputTokens += reply.usage.outputTokens;
    votes.push(readVerdict(reply.text, prompt.nonce));
  }
  return { ...outcome(label, votes), judge: evidence() };
}

function outcome(label: string, votes: readonly JudgeVote[]): CheckResult {
  const passes = votes.filter((v) => v.verdict === 'pass').length;
  const tally = `${passes} of ${votes.length} votes pass`;
  if (passes * 2 > votes.length) return pass(label);
  if (votes.every((v) => v.verdict === 'unreadable'))
    return error(label, `the judge gave no readable verdict: ${votes[0]!.reason}`);
  const against = votes.find((v) => v.verdict !== 'pass')!;
  return fail(
    label,
    `${tally}; ${against.verdict === 'fail' ? against.reason : `a vote was ${against.verdict}: ${against.reason}`}`,
  );
}

function judgedText(on: JudgedText, ctx: CheckContext): { value: string } | { missing: string } | { error: string } {
  if (on.kind === 'output') return { value: ctx.transcript.finalAnswer ?? '' };
  const rel = inTrial(ctx, on.path);
  if (rel === undefined) return { error: `${on.path} is outside the working folder` };
  const file = readTrialFile(ctx.trialRoot, rel);
  if (file.kind === 'refused') return { error: refusal(on.path, file.reason) };
  if (file.kind !== 'file') return { missing: `${on.path} was not created` };
  return { value: file.bytes.toString('utf8') };
}

function judgeUsage(
  usage: { inputTokens: number; outputTokens: number },
  identity: { provider: string; model: string },
): Usage {
  return pricedUsage({ ...usage, costUsd: undefined }, identity.model, identity.provider === 'scripted');
}

/**
 * The rubric on one line for the label; a cut one ends with a hash of the whole, so two rubrics alike at the start keep
 * two tallies.
 */
const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 80) return flat;
  return (
    `${flat.slice(0, 72).replace(/[\uD800-\uDBFF]$/, '')}… ` +
    `#${createHash('sha256').update(text).digest('hex').slice(0, 6)}`
  );
};
