import { parseCommandArgs } from './args.js';
import { DEFAULT_SEQUENTIAL, describeDesign, fixedTrialsEquivalent, sequentialBehaviour, type SequentialDesign } from '../results/sequential.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const SIMULATE_USAGE = `Usage: caliper simulate-trials [--max N] [--p0 P] [--p1 P] [--alpha A] [--beta B]

How many agent runs --trials auto needs, against the fixed number of trials that reaches the same
error rates, at true pass rates 0, 0.1, …, 1 (computed exactly, not sampled).
`;

export function simulateCommand(args: string[], io: CliIO): number {
  const { values } = parseCommandArgs('simulate-trials', {
    args,
    options: { max: { type: 'string' }, p0: { type: 'string' }, p1: { type: 'string' }, alpha: { type: 'string' }, beta: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    io.stdout(SIMULATE_USAGE);
    return EXIT.ok;
  }
  const num = (raw: string | undefined, fallback: number, name: string, lo: number, hi: number) => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= lo || n >= hi) throw new UsageError(`--${name} must be between ${lo} and ${hi} (exclusive), not "${raw}".`);
    return n;
  };
  const d: SequentialDesign = {
    p0: num(values.p0, DEFAULT_SEQUENTIAL.p0, 'p0', 0, 1),
    p1: num(values.p1, DEFAULT_SEQUENTIAL.p1, 'p1', 0, 1),
    alpha: num(values.alpha, DEFAULT_SEQUENTIAL.alpha, 'alpha', 0, 0.5),
    beta: num(values.beta, DEFAULT_SEQUENTIAL.beta, 'beta', 0, 0.5),
    maxTrials: Math.round(num(values.max, DEFAULT_SEQUENTIAL.maxTrials, 'max', 0, 10_000)),
  };
  if (d.p0 >= d.p1) throw new UsageError('--p0 must be below --p1.');
  const fixed = fixedTrialsEquivalent(d);
  const lines = [
    describeDesign(d),
    `fixed N with the same error rates: ${fixed.trials} trials (reliable when at least ${fixed.threshold} pass)`,
    '',
    'pass rate  expected trials  reliable  unreliable  undecided  saved vs fixed',
  ];
  let total = 0;
  for (let i = 0; i <= 10; i++) {
    const p = i / 10;
    const b = sequentialBehaviour(p, d);
    total += b.expectedTrials;
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(8);
    lines.push(`${p.toFixed(1).padStart(9)}  ${b.expectedTrials.toFixed(1).padStart(15)}  ${pct(b.pReliable)}  ${pct(b.pUnreliable).padStart(10)}  ${pct(b.pUndecided).padStart(9)}  ${pct(1 - b.expectedTrials / fixed.trials).padStart(14)}`);
  }
  const mean = total / 11;
  lines.push('', `mean over pass rates 0…1: ${mean.toFixed(1)} trials vs ${fixed.trials}: ${((1 - mean / fixed.trials) * 100).toFixed(1)}% fewer agent runs`);
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
