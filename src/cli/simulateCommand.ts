import { parseCommandArgs } from './args.js';
import { DEFAULT_TRIALS } from '../eval/runner/defaults.js';
import {
  binomialTail,
  DEFAULT_SEQUENTIAL,
  describeDesign,
  fixedTest,
  fixedTrialsEquivalent,
  sequentialBehaviour,
  type SequentialDesign,
} from '../results/sequential.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const SIMULATE_USAGE = `Usage: caliper simulate-trials [--max N] [--p0 P] [--p1 P] [--alpha A] [--beta B]
                               [--fixed N]

How many agent runs --trials auto needs per case, at true pass rates 0, 0.1, …, 1 (computed exactly,
not sampled), and what it decides: reliable, unreliable, or undecided at the maximum. Compared with
two fixed tests: the fixed number of trials that reaches the same error rates, and --fixed N trials
(default ${DEFAULT_TRIALS}, the default trial count), with their own error rates.
`;

export function simulateCommand(args: string[], io: CliIO): number {
  const { values } = parseCommandArgs('simulate-trials', {
    args,
    options: {
      max: { type: 'string' },
      p0: { type: 'string' },
      p1: { type: 'string' },
      alpha: { type: 'string' },
      beta: { type: 'string' },
      fixed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(SIMULATE_USAGE);
    return EXIT.ok;
  }
  const num = (raw: string | undefined, fallback: number, name: string, lo: number, hi: number) => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= lo || n >= hi)
      throw new UsageError(`--${name} must be between ${lo} and ${hi} (exclusive), not "${raw}".`);
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
  const same = fixedTrialsEquivalent(d);
  const few = fixedTest(Math.round(num(values.fixed, DEFAULT_TRIALS, 'fixed', 0, 10_000)), d);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const atP0 = sequentialBehaviour(d.p0, d);
  const atP1 = sequentialBehaviour(d.p1, d);
  const lines = [
    describeDesign(d),
    `  its error rates, an undecided case counted as not reliable: an ` +
      `unreliable case (p = ${d.p0}) is called reliable ` +
      `${pct(atP0.pReliable)} of the time;`,
    `  a reliable case (p = ${d.p1}) is not called reliable ` +
      `${pct(1 - atP1.pReliable)} (unreliable ${pct(atP1.pUnreliable)}, ` +
      `undecided ${pct(atP1.pUndecided)})`,
    `fixed ${same.trials} trials, reliable when at least ${same.threshold} ` +
      `pass: the same error rates ` +
      `(${pct(binomialTail(same.trials, same.threshold, d.p0))} and ` +
      `${pct(1 - binomialTail(same.trials, same.threshold, d.p1))})`,
    `fixed ${few.trials} trials, reliable when at least ${few.threshold} ` +
      `pass: error rates ${pct(few.alpha)} and ${pct(few.beta)}`,
    '',
    `pass rate | auto: runs  reliable  unreliable  undecided | fixed ` +
      `${same.trials}: reliable  auto saves | fixed ${few.trials}: reliable  ` +
      `auto runs ×`,
  ];
  const saved: number[] = [];
  let total = 0;
  for (let i = 0; i <= 10; i++) {
    const p = i / 10;
    const b = sequentialBehaviour(p, d);
    total += b.expectedTrials;
    saved.push(1 - b.expectedTrials / same.trials);
    const cell = (x: number, w: number) => pct(x).padStart(w);
    lines.push(
      `${p.toFixed(1).padStart(9)} | ` +
        `${b.expectedTrials.toFixed(1).padStart(10)}  ${cell(b.pReliable, 8)}  ` +
        `${cell(b.pUnreliable, 10)}  ${cell(b.pUndecided, 9)} | ` +
        `${cell(binomialTail(same.trials, same.threshold, p), 18)}  ` +
        `${cell(1 - b.expectedTrials / same.trials, 10)} | ` +
        `${cell(binomialTail(few.trials, few.threshold, p), 17)}  ` +
        `${(b.expectedTrials / few.trials).toFixed(1).padStart(11)}`,
    );
  }
  const mean = total / 11;
  const band = saved.slice(7, 10);
  lines.push(
    '',
    `saved against fixed ${same.trials}: ` +
      `${pct(Math.min(...band))}–${pct(Math.max(...band))} at pass rates ` +
      `0.7–0.9, where skills that sometimes fail sit; ` +
      `${pct(1 - mean / same.trials)} averaged over 0, 0.1, …, 1 ` +
      `(${mean.toFixed(1)} runs).`,
    `against the default fixed ${few.trials}: auto runs ` +
      `${(mean / few.trials).toFixed(1)}× as many on average, and buys error ` +
      `rates of ${pct(atP0.pReliable)}/${pct(1 - atP1.pReliable)} instead of ` +
      `${pct(few.alpha)}/${pct(few.beta)}.`,
  );
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
