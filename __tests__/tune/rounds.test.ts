import type { Measurement } from '../../src/tune/measurement.js';
import type { Proposer } from '../../src/tune/proposer.js';
import type { Split, TuneCase } from '../../src/tune/split.js';
import { tune } from '../../src/tune/tune.js';

// The search over rounds (src/tune/tune.ts), on made-up measurements: which candidate goes to the held-out test,
// and when the search stops. The end-to-end test (__tests__/e2e/tune.test.ts) runs one round on the real CLIs.

const should = (id: string): TuneCase => ({ id, prompt: `prompt ${id}`, role: 'should-activate' });
const shouldNot = (id: string): TuneCase => ({ id, prompt: `prompt ${id}`, role: 'should-not-activate' });
const split: Split = {
  seed: 1,
  train: [should('s1'), should('s2'), should('s3'), should('s4'), shouldNot('n1')],
  heldOut: [should('s5'), should('s6'), should('s7'), shouldNot('n2')],
};

/** Each description's train score: how many of the 4 train should-activate cases choose it (objective k/4). */
function fixture(trainChosen: Record<string, number>) {
  const proposals = Object.keys(trainChosen).filter((d) => d !== 'current');
  const measured: string[] = [];
  const proposer: Proposer = {
    identity: { provider: 'scripted', model: 'scripted' },
    propose: async (input) => ({ description: proposals[input.round - 1], usage: { inputTokens: 0, outputTokens: 0 } }),
  };
  const measure = async (description: string, run: readonly TuneCase[], label: string): Promise<Measurement> => {
    measured.push(label);
    const chosen = (c: TuneCase, i: number) =>
      c.role === 'should-activate' &&
      (label.endsWith('held-out') ? description !== 'current' : i < trainChosen[description]!);
    const cases = run.map((c, i) => ({ id: c.id, role: c.role, activations: chosen(c, i) ? 2 : 0, trials: 2 }));
    return {
      byBackend: [{ backend: 'claude-code', cases }],
      faults: [],
      skipped: 0,
      spend: { agentRuns: run.length * 2, tokens: 0, costUsd: undefined },
    };
  };
  return { measured, deps: { proposer, measure, check: () => undefined } };
}

const input = (rounds: number) => ({
  skill: 'file-organiser',
  current: 'current',
  outline: [],
  neighbours: [],
  listing: [{ backend: 'claude-code' as const, entryCap: 1536 }],
  split,
  rounds,
});

describe('the rounds of a tune', () => {
  it('the best candidate of all rounds is held out, the earlier one on a tie', async () => {
    const { measured, deps } = fixture({ current: 0, first: 2, second: 3, third: 3, fourth: 1 });
    const outcome = await tune(input(4), deps);
    expect(outcome.candidates.map((c) => c.objective)).toEqual([0.5, 0.75, 0.75, 0.25]);
    expect(outcome.best).toMatchObject({ round: 2, description: 'second' });
    expect(measured).toEqual([
      'current-train',
      'round-1-train',
      'round-2-train',
      'round-3-train',
      'round-4-train',
      'current-held-out',
      'round-2-held-out',
    ]);
    expect(outcome.accepted).toBe(true);
  });

  it('stops asking once a candidate scores 1, the most an objective can be', async () => {
    const { measured, deps } = fixture({ current: 0, first: 3, second: 4, third: 4, fourth: 4, fifth: 4 });
    const outcome = await tune(input(5), deps);
    expect(outcome.candidates.map((c) => c.round)).toEqual([1, 2]);
    expect(outcome.best).toMatchObject({ round: 2, objective: 1 });
    expect(measured).toEqual([
      'current-train',
      'round-1-train',
      'round-2-train',
      'current-held-out',
      'round-2-held-out',
    ]);
  });
});
