import { DEFAULT_SEQUENTIAL, fixedTrialsEquivalent, sequentialBehaviour, sequentialDecision } from '../../src/results/sequential.js';

describe('sequential trials (truncated SPRT)', () => {
  const d = DEFAULT_SEQUENTIAL;

  it('decides a case that always passes or always fails in a handful of trials', () => {
    const stopAt = (pass: boolean) => {
      for (let n = 1; n <= d.maxTrials; n++) {
        const decision = sequentialDecision(pass ? n : 0, pass ? 0 : n, d);
        if (decision !== 'continue') return [n, decision];
      }
      return [d.maxTrials, 'continue'];
    };
    expect(stopAt(true)).toEqual([8, 'reliable']);
    expect(stopAt(false)).toEqual([3, 'unreliable']);
  });

  it('keeps its stated error rates (exactly computed), like the fixed-N test it replaces', () => {
    const fixed = fixedTrialsEquivalent(d);
    expect(fixed.trials).toBeGreaterThan(15);
    expect(sequentialBehaviour(d.p0, d).pReliable).toBeLessThanOrEqual(d.alpha);
    expect(sequentialBehaviour(d.p1, d).pUnreliable).toBeLessThanOrEqual(d.beta);
  });

  it('runs at least 40 % fewer trials than fixed N, averaged over pass rates 0, 0.1, …, 1', () => {
    const fixed = fixedTrialsEquivalent(d).trials;
    const rates = Array.from({ length: 11 }, (_, i) => i / 10);
    const mean = rates.reduce((sum, p) => sum + sequentialBehaviour(p, d).expectedTrials, 0) / rates.length;
    expect(1 - mean / fixed).toBeGreaterThanOrEqual(0.4);
    const total = (p: number) => {
      const b = sequentialBehaviour(p, d);
      return b.pReliable + b.pUnreliable + b.pUndecided;
    };
    for (const p of rates) expect(total(p)).toBeCloseTo(1, 9);
  });
});
