import type { Agent, CommandInput, ResumeCommand, Transcript, TranscriptParse } from '../../agents/agent.js';
import type { ProcessResult } from '../runner/process.js';

/** The runs of a trial with turns: each turn's own output, and what they printed together. */
export type SessionRun = ProcessResult & { turns: string[] };

/**
 * After the first run, each follow-up of `turns` as the next user message of the same session, run as
 * the first was (`run`). It stops at the first turn the harness or the CLI failed (`fault`, or a
 * non-zero exit), whose result is then the session's. The transcript is what every turn printed, in
 * order: the checks read the whole session.
 */
export async function continueSession(
  first: ProcessResult,
  turns: readonly string[],
  input: {
    backend: Agent;
    commandInput: CommandInput;
    run(command: ResumeCommand): Promise<ProcessResult>;
    fault(r: ProcessResult): string | undefined;
  },
): Promise<SessionRun> {
  let session: SessionRun = { ...first, turns: [first.stdout] };
  for (const prompt of turns) {
    if (input.fault(session) !== undefined || session.exitCode !== 0) break;
    const command = input.backend.run.resume?.({ ...input.commandInput, prompt });
    if (!command) return { ...session, spawnError: `${input.backend.name} cannot resume a session` };
    const next = await input.run(command);
    session = {
      ...next,
      stdout: `${session.stdout}${session.stdout.endsWith('\n') || session.stdout === '' ? '' : '\n'}${next.stdout}`,
      stderr: `${session.stderr}${next.stderr}`,
      durationMs: session.durationMs + next.durationMs,
      truncated: session.truncated || next.truncated,
      turns: [...session.turns, next.stdout],
    };
  }
  return session;
}

/**
 * A session's transcript: parsed whole (the tool calls of every turn), with the last turn's answer and
 * the usage summed over the turns, each parsed alone (a CLI reports a run's usage once, at its end).
 */
export function sessionTranscript(parse: (stdout: string) => TranscriptParse, run: SessionRun): TranscriptParse {
  const whole = parse(run.stdout);
  if (!whole.ok || run.turns.length < 2) return whole;
  const usage: Transcript['usage'] = { inputTokens: 0, outputTokens: 0, costUsd: 0 };
  let last: Transcript | undefined;
  for (const stdout of run.turns) {
    const turn = parse(stdout);
    if (!turn.ok) return whole;
    last = turn.transcript;
    usage.inputTokens += last.usage.inputTokens;
    usage.outputTokens += last.usage.outputTokens;
    usage.costUsd =
      usage.costUsd === undefined || last.usage.costUsd === undefined ? undefined : usage.costUsd + last.usage.costUsd;
    if (last.usage.turns !== undefined) usage.turns = (usage.turns ?? 0) + last.usage.turns;
  }
  // The answer is the last turn's own (a parser that joins streamed pieces would join every turn's).
  return { ok: true, transcript: { ...whole.transcript, usage, finalAnswer: last!.finalAnswer } };
}
