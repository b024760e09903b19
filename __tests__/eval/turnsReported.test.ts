import { parseClaudeTranscript } from '../../src/agents/claude-code/transcript.js';
import { parseCodexRun } from '../../src/agents/codex/transcript.js';
import { parseHermesExport } from '../../src/agents/hermes/transcript.js';
import { parseOpencodeTranscript } from '../../src/agents/opencode/transcript.js';
import { parsePiTranscript } from '../../src/agents/pi/transcript.js';
import { recordedUsage } from '../../src/results/recordable.js';
import { trialCost } from '../../src/results/efficiency/trialCost.js';
import type { TrialRecord } from '../../src/results/types.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';

// Issue #37 item 7: turns per run, read from what each CLI's own transcript says, never guessed.
describe('the model calls a run made, where the CLI says', () => {
  it.each([
    [
      "Claude Code: the result event's num_turns",
      () => parseClaudeTranscript(transcriptFixture('claude-code', '2.1.332-release-notes.jsonl')),
      5,
    ],
    [
      'OpenCode: one step a model call',
      () => parseOpencodeTranscript(transcriptFixture('opencode', '1.18.33-activation.jsonl')),
      3,
    ],
    [
      'pi: one assistant message a model call',
      () => parsePiTranscript(transcriptFixture('pi', '0.73.1-tool-errors.jsonl')),
      3,
    ],
    [
      "Hermes: the session's api_call_count",
      () => parseHermesExport(transcriptFixture('hermes', '0.19.0-activation.jsonl')),
      3,
    ],
  ])('%s', (_cli, parse, turns) => {
    expect(parsed(parse()).usage.turns).toBe(turns);
  });

  it('a CLI that does not say (Codex) has none, and the trial records none: no turns figure, never 0', () => {
    const t = parsed(parseCodexRun(transcriptFixture('codex', '0.171.0-activation.jsonl')));
    expect(t.usage.turns).toBeUndefined();
    const usage = recordedUsage({ ...t.usage }, false);
    expect(usage).not.toHaveProperty('turns');
    expect(trialCost({ outcome: 'pass', usage, durationMs: 5 } as TrialRecord)).not.toHaveProperty('turns');
  });

  it('a recorded count is a whole number within bounds; anything else is not recorded', () => {
    expect(recordedUsage({ inputTokens: 1, outputTokens: 1, costUsd: undefined, turns: 7 }, false).turns).toBe(7);
    expect(recordedUsage({ inputTokens: 1, outputTokens: 1, costUsd: undefined, turns: -3 }, false)).not.toHaveProperty(
      'turns',
    );
    expect(
      recordedUsage({ inputTokens: 1, outputTokens: 1, costUsd: undefined, turns: Number.NaN }, false),
    ).not.toHaveProperty('turns');
  });
});
