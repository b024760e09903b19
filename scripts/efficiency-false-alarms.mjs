// False "uses more" (▲) and "uses less" (▼) calls, and power, of the efficiency figures (issue #37 item 7),
// simulated as users meet them: base and head runs of N rows, each two cases whose runs use log-normal
// tokens (a failure twice or three times a pass's), with turns, wall time and cost that go with them;
// compared, and a report counted when it calls some figure of some row.
//
// npx tsc --noEmit false --outDir /tmp/caliper-js && node scripts/efficiency-false-alarms.mjs /tmp/caliper-js [REPORTS]
//
// Seeded: every cell comes out the same on the same build.
import path from 'node:path';

const build = path.resolve(process.argv[2] ?? '/tmp/caliper-js');
const REPORTS = Number(process.argv[3] ?? 400);
const { efficiencyCalls } = await import(`${build}/__tests__/helpers/efficiencySimulation.js`);
const { prng } = await import(`${build}/__tests__/helpers/prng.js`);

const ROW = {
  cases: [
    { pass: 0.7, tokens: 1200 },
    { pass: 0.9, tokens: 5000, failFactor: 3 },
  ],
};
const scaled = (k) => ({ cases: ROW.cases.map((c) => ({ ...c, tokens: c.tokens * k })) });
const rows = (n, first = ROW) => [first, ...Array.from({ length: n - 1 }, () => ROW)];
const pct = (k) => `${((100 * k) / REPORTS).toFixed(1)}%`;

for (const trials of [3, 10, 'auto']) {
  const random = prng(3737);
  const label = trials === 'auto' ? '--trials auto' : `${trials} fixed trials`;
  console.log(`${label}, ${REPORTS} reports per cell`);
  const cell = (head, which) =>
    [1, 10, 40]
      .map((n) => `${n} rows ${pct(efficiencyCalls(random, rows(n), rows(n, head), trials, REPORTS)[which])}`)
      .join(', ');
  const both = [1, 10, 40].map((n) => {
    const calls = efficiencyCalls(random, rows(n), rows(n), trials, REPORTS);
    return `${n} rows ${pct(calls.more)} / ${pct(calls.less)}`;
  });
  console.log(`  A/A: reports with a false ▲ / a false ▼: ${both.join(', ')}`);
  console.log(
    `  power: the first row's runs use 3× the tokens, its tokens/run called ▲: ${cell(scaled(3), 'firstTokensMore')}`,
  );
  console.log(
    `  power: the first row's runs use 1.4× the tokens, its tokens/run ` +
      `called ▲: ${cell(scaled(1.4), 'firstTokensMore')}`,
  );
}
