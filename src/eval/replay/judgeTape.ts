import type { Redactor } from '../../util/redact.js';
import { filledPrompt, type JudgeInput } from '../judge/prompt.js';
import type { Judge, JudgeReply } from '../judge/types.js';
import { JUDGE_NONCE, JUDGE_TAG, type JudgeCall, type JudgeTape } from './judgeCalls.js';
import { NO_JUDGE_CALLS, readRecording, TRIAL_ROOT } from './tape.js';

/** Where a trial's judge calls are taped: its folder (written as TRIAL_ROOT) and the run's redactor. */
export interface JudgeTapeSite {
  trialRoot: string;
  redactor: Redactor;
}

/**
 * Under --record: the run's judge, each call and its answer kept for the trial's recording. A call is
 * kept as caliper made it, for the folder TRIAL_ROOT and with placeholders for its tag and nonce, so a
 * replay in another folder (another length of path, so other counts in the instructions) asks the same.
 */
export function recordingJudge(inner: Judge, site: JudgeTapeSite): { judge: Judge; tape(): JudgeTape } {
  const calls: JudgeCall[] = [];
  const judge: Judge = {
    identity: inner.identity,
    complete: async (request) => {
      const reply = await inner.complete(request);
      if (request.made)
        calls.push({
          request: tapedRequest(request.made.input, site),
          nonce: request.made.nonce,
          reply: tapedReply(reply, site),
        });
      return reply;
    },
  };
  return { judge, tape: () => ({ ...inner.identity, calls: [...calls] }) };
}

/**
 * Under --replay: a judge that answers each call with the recorded answer to the same request (the
 * same rubric and the same judged text), in order, its nonce this call's own; it reaches nothing and
 * costs nothing. A request the recording lacks fails, saying what differs, so the check is an error.
 */
export function replayingJudge(tape: JudgeTape, site: JudgeTapeSite): Judge {
  const queues = new Map<string, JudgeCall[]>();
  for (const call of tape.calls)
    queues.set(requestKey(call.request), [...(queues.get(requestKey(call.request)) ?? []), call]);
  return {
    identity: { provider: 'replay', model: tape.model },
    complete: async (request) => {
      if (!request.made)
        return {
          ok: false,
          reason: 'judge call not in the recording: caliper did not say what the request was made of',
        };
      const asked = tapedRequest(request.made.input, site);
      const recorded = queues.get(requestKey(asked))?.shift();
      if (!recorded)
        return {
          ok: false,
          reason:
            `judge call not in the recording: ` +
            `${whatDiffers(asked, request.made.input, tape.calls, site)}; run live ` +
            `or re-record`,
        };
      return replayedReply(recorded, request.made.nonce, site.trialRoot);
    },
  };
}

/**
 * Why a replay of these judged trials cannot grade them, before the first: one's recording keeps no
 * judge calls. A trial with no recording at all is refused on its own, as any other.
 */
export function unrecordedJudgeCalls(dir: string, judgedKeys: readonly string[]): string | undefined {
  for (const key of judgedKeys) {
    const read = readRecording(dir, key);
    if (read.ok && !read.recording.judge) return `replay refused: ${NO_JUDGE_CALLS(key)}`;
  }
  return undefined;
}

/** The request as a recording keeps it: for TRIAL_ROOT, with the placeholders, redacted. */
export function tapedRequest(input: JudgeInput, site: JudgeTapeSite): { system: string; user: string } {
  const t = (s: string) => site.redactor.text(toTape(s, site.trialRoot));
  return filledPrompt(
    { rubric: t(input.rubric), text: t(input.text), source: t(input.source), maxChars: input.maxChars },
    JUDGE_TAG,
    JUDGE_NONCE,
  ).request;
}

function tapedReply(reply: JudgeReply, site: JudgeTapeSite): JudgeReply {
  const t = (s: string) => site.redactor.text(toTape(s, site.trialRoot));
  return reply.ok ? { ...reply, text: t(reply.text) } : { ok: false, reason: t(reply.reason) };
}

/** The recorded answer for this call: its nonce and folder this call's own, at no cost (nothing was asked). */
function replayedReply(recorded: JudgeCall, nonce: string, trialRoot: string): JudgeReply {
  if (!recorded.reply.ok) return { ok: false, reason: `${recorded.reply.reason} (as recorded)` };
  const text = recorded.reply.text.split(recorded.nonce).join(nonce).split(TRIAL_ROOT).join(trialRoot);
  return { ok: true, text, usage: { inputTokens: 0, outputTokens: 0 } };
}

function whatDiffers(
  asked: { system: string; user: string },
  input: JudgeInput,
  calls: readonly JudgeCall[],
  site: JudgeTapeSite,
): string {
  if (calls.length === 0) return 'the recording has no judge call of this trial';
  const rubric = `<rubric>\n${site.redactor.text(toTape(input.rubric, site.trialRoot))}\n</rubric>`;
  const sameRubric = calls.some((c) => c.request.system.includes(rubric));
  const sameText = calls.some((c) => c.request.user === asked.user);
  if (calls.some((c) => requestKey(c.request) === requestKey(asked)))
    return 'the check asks for more votes than were recorded';
  if (sameRubric && sameText)
    return "the judge's instructions changed since it was recorded (the check's `on:`, or caliper's judge prompt)";
  if (sameText) return 'the rubric changed since it was recorded';
  if (sameRubric)
    return (
      "the text it judges is not the recorded one (the agent's answer or " +
      "file differs, or the check's `on:` or `max_chars` changed)"
    );
  return 'the rubric changed since it was recorded, and the text it judges is not the recorded one';
}

const requestKey = (r: { system: string; user: string }) => JSON.stringify([r.system, r.user]);
const toTape = (s: string, trialRoot: string) => (trialRoot === '' ? s : s.split(trialRoot).join(TRIAL_ROOT));
