// False lift regressions and power of the lift change (issue #37), simulated as users meet them: base and
// head runs of N rows, each one case measured with the skill and without it (the baseline arm), compared;
// a report is counted when it calls some row's lift regressed.
//
//   npx tsc --noEmit false --outDir /tmp/caliper-js && node scripts/lift-false-alarms.mjs /tmp/caliper-js [REPORTS]
//
// Seeded: every cell comes out the same on the same build.
import path from 'node:path';

const build = path.resolve(process.argv[2] ?? '/tmp/caliper-js');
const REPORTS = Number(process.argv[3] ?? 400);
const { liftRegressions } = await import(`${build}/__tests__/helpers/liftSimulation.js`);
const { prng } = await import(`${build}/__tests__/helpers/prng.js`);

const rows = (n, truth) => Array.from({ length: n }, () => truth);
const LIFT = { with: 0.9, without: 0.6 };
const SHARED_DROP = { with: 0.6, without: 0.3 };
const LIFT_LOST = { with: 0.6, without: 0.6 };
const BIG_LIFT = { with: 0.9, without: 0.1 };
const BIG_LIFT_LOST = { with: 0.1, without: 0.1 };
const pct = (k) => `${((100 * k) / REPORTS).toFixed(1)}%`;

for (const trials of [10, 3, 'auto']) {
  const random = prng(37);
  const label = trials === 'auto' ? '--trials auto' : `${trials} fixed trials`;
  console.log(`${label}, ${REPORTS} reports per cell: reports calling a lift regressed`);
  const cell = (base, head, which) =>
    [1, 10, 40]
      .map((n) => `${n} rows ${pct(liftRegressions(random, base(n), head(n), trials, REPORTS)[which])}`)
      .join(', ');
  console.log(
    `  A/A, lift +30 (with 0.9, without 0.6) on both sides: ${cell(
      (n) => rows(n, LIFT),
      (n) => rows(n, LIFT),
      'any',
    )}`,
  );
  console.log(
    `  both arms 30 points worse (0.9/0.6 → 0.6/0.3), lift unchanged: ${cell(
      (n) => rows(n, LIFT),
      (n) => rows(n, SHARED_DROP),
      'any',
    )}`,
  );
  console.log(
    `  power: the first row's lift lost (0.9/0.6 → 0.6/0.6), the others A/A: ${cell(
      (n) => rows(n, LIFT),
      (n) => [LIFT_LOST, ...rows(n - 1, LIFT)],
      'first',
    )}`,
  );
  console.log(
    `  power: the first row's lift of +80 lost (0.9/0.1 → 0.1/0.1), the others A/A: ${cell(
      (n) => [BIG_LIFT, ...rows(n - 1, LIFT)],
      (n) => [BIG_LIFT_LOST, ...rows(n - 1, LIFT)],
      'first',
    )}`,
  );
}
