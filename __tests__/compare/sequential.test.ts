import {
  DEFAULT_SEQUENTIAL,
  fixedTrialsEquivalent,
  sequentialBehaviour,
  sequentialDecision,
} from '../../src/results/sequential.js';

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

describe('caliper simulate-trials: claims a reader can check', () => {
  it(
    'gives the saving per pass rate, counts undecided cases in the error ' +
      'rate, and compares with the default 3 trials as well as 24',
    async () => {
      const { runCli } = await import('../../src/cli/main.js');
      let stdout = '';
      const code = await runCli(['simulate-trials'], {
        stdout: (t) => (stdout += t),
        stderr: () => {},
        cwd: process.cwd(),
        env: {},
        stdoutIsTTY: false,
      });
      expect(code).toBe(0);
      expect(stdout).toContain(
        'a reliable case (p = 0.9) is not called reliable 5.5% (unreliable 2.6%, undecided 2.9%)',
      );
      expect(stdout).toContain('fixed 24 trials, reliable when at least 19 pass');
      expect(stdout).toContain('fixed 3 trials, reliable when at least 3 pass: error rates 21.6% and 27.1%');
      const row = (p: string) =>
        stdout
          .split('\n')
          .find((l) => l.trim().startsWith(`${p} |`))!
          .split('|')
          .map((c) => c.trim().split(/\s+/));
      expect(row('0.8')[1]).toEqual(['17.1', '55.6%', '28.0%', '16.4%']);
      expect(row('0.8')[2]).toEqual(['65.6%', '28.7%']);
      expect(row('0.7')[2]![1]).toBe('37.7%');
      expect(stdout).toContain('saved against fixed 24: 28.7%–45.9% at pass rates 0.7–0.9');
      expect(stdout).toContain('against the default fixed 3: auto runs 2.8× as many on average');
    },
  );
});
