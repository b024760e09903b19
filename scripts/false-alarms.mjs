// Report-level false alarms and power of `compare`, simulated as users meet them: whole base and head
// runs of N skill × backend rows, each a should-activate case measured the way --trials auto measures
// it (or a fixed count), compared, and the check's fail-on-regression gate applied. Then the same with
// rows of 2 to 4 cases each (cases that always pass, always fail or vary, so that under --trials auto
// they stop at different trial counts).
//
//   npx tsc --noEmit false --outDir /tmp/caliper-js && node scripts/false-alarms.mjs /tmp/caliper-js [REPORTS] [FIXED]
//
// Point it at a build of an older commit to measure that commit the same way.
import path from 'node:path';

const build = path.resolve(process.argv[2] ?? '/tmp/caliper-js');
const REPORTS = Number(process.argv[3] ?? 400);
const FIXED = process.argv[4] ? Number(process.argv[4]) : undefined;
const { compareResults } = await import(`${build}/src/results/compare/compare.js`);
const { gateFailures } = await import(`${build}/src/results/gates.js`);
const { rate } = await import(`${build}/src/results/stats.js`);
const { DEFAULT_SEQUENTIAL, sequentialDecision } = await import(`${build}/src/results/sequential.js`);
// A build older than the results schema (0c1ee35) compares what it is given unchecked.
const checkResults = await import(`${build}/src/results/schema.js`).then(
  (m) => m.checkResults,
  () => (r) => r,
);
const { ERA } = await import(`${build}/src/results/types.js`);

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function measure(random, [activation, execution]) {
  let act = 0;
  let pass = 0;
  for (let n = 1; ; n++) {
    const activated = random() < activation;
    if (activated) act++;
    if (activated && random() < execution) pass++;
    if (FIXED ? n >= FIXED : sequentialDecision(pass, n - pass, DEFAULT_SEQUENTIAL) !== 'continue')
      return { n, act, pass };
  }
}

// Checked against the results schema, so that a field the results gain fails here, by name, not deep in compare.
function results(rows) {
  return checkResults({
    meta: {
      era: ERA,
      discipline: 'install-discover',
      modelSource: { kind: 'real', endpoint: 'default' },
      caliperVersion: '0',
      backends: [{ name: 'claude-code', version: '1', model: 'm' }],
      defaultTrials: 3,
      isolation: 'bubblewrap',
      network: { allow: ['api.anthropic.com'] },
      platform: 'x',
      startedAt: '2026-11-01T00:00:00.000Z',
      finishedAt: '2026-11-01T00:00:00.000Z',
      // As caliper eval records a --trials auto run (compare tests such runs per case).
      ...(!FIXED && {
        sequential: 'SPRT, reliable (p >= 0.9) vs unreliable (p <= 0.6), α = 0.05, β = 0.05, at most 30 trials',
      }),
    },
    results: rows.map((r, i) => {
      // A row is one measured case, or (the multi-case rows) an array of them; the aggregate pools them as results.json
      // does.
      const cases = Array.isArray(r) ? r : [r];
      const total = (k) => cases.reduce((a, c) => a + c[k], 0);
      return {
        skill: `skill-${String(i).padStart(3, '0')}`,
        backend: 'claude-code',
        backendVersion: '1',
        model: 'm',
        skillHashes: { [`skill-${i}`]: 'h' },
        specHash: 's',
        cases: cases.map((c, j) => ({
          id: Array.isArray(r) ? `case-${j}` : 'uses-it',
          role: 'should-activate',
          trials: c.n,
          errors: 0,
          activations: c.act,
          passes: c.pass,
          checks: [],
          tokens: { input: 0, output: 0 },
          costUsd: undefined,
        })),
        aggregate: {
          activation: rate(total('act'), total('n')),
          falseActivation: rate(0, 0),
          execution: rate(total('pass'), total('n')),
        },
        errors: 0,
      };
    }),
    skipped: [],
  });
}

const GATES = {
  failOnRegression: true,
  failOnError: false,
  minActivation: undefined,
  minExecution: undefined,
  maxFalseActivation: undefined,
};
// A truth is [activation, execution] for a one-case row, or an array of them for a row of several cases.
const measureRow = (random, t) => (Array.isArray(t[0]) ? t.map((c) => measure(random, c)) : measure(random, t));
function report(random, base, head = base) {
  const h = results(head.map((t) => measureRow(random, t)));
  const c = compareResults(results(base.map((t) => measureRow(random, t))), h).comparison;
  return { c, red: gateFailures(h, c, GATES).length > 0 };
}

const random = prng(17);
const trials = FIXED ? `${FIXED} fixed trials` : '--trials auto';
console.log(`A/A (nothing changed), ${REPORTS} reports each, ${trials}: reports whose check fails on a "regressed"`);
const MIXED = [
  [1, 1],
  [0.9, 1],
  [0.9, 0.9],
  [0.8, 0.9],
  [0.7, 1],
  [1, 0.7],
  [0.6, 1],
];
for (const [label, pick] of [
  ['pass rate 0.7 (activation 1, execution 0.7)', () => [1, 0.7]],
  ['pass rate 0.8 (activation 0.9, execution 0.89)', () => [0.9, 0.889]],
  ['mixed rates', (r) => MIXED[Math.floor(r() * MIXED.length)]],
]) {
  const cells = [1, 10, 40].map((size) => {
    let red = 0;
    for (let i = 0; i < REPORTS; i++)
      if (
        report(
          random,
          Array.from({ length: size }, () => pick(random)),
        ).red
      )
        red++;
    return `${size} rows ${((100 * red) / REPORTS).toFixed(1)}%`;
  });
  console.log(`  ${label}: ${cells.join(', ')}`);
}
console.log(`power: activation drops 30 points in the first row, ${trials}: reports calling that row regressed`);
for (const [from, to] of [
  [0.9, 0.6],
  [1, 0.7],
]) {
  const cells = [1, 10, 40].map((size) => {
    let hit = 0;
    const others = Array.from({ length: size - 1 }, () => [0.9, 1]);
    for (let i = 0; i < REPORTS; i++) {
      const { c } = report(random, [[from, 1], ...others], [[to, 1], ...others]);
      if (c.aggregates[0].metrics.find((m) => m.metric === 'activation').verdict === 'regressed') hit++;
    }
    return `${size} rows ${((100 * hit) / REPORTS).toFixed(1)}%`;
  });
  console.log(`  ${from * 100}% → ${to * 100}%: ${cells.join(', ')}`);
}

// Rows of several cases: what a skill's spec looks like. Under --trials auto a case that always passes
// stops at 8 trials, one that always fails at 3 and one that varies runs longer, so the trials differ
// between cases of a row and between base and head.
const CASES = [
  [1, 1],
  [1, 0],
  [1, 1],
  [0.9, 1],
  [1, 0.7],
  [1, 0.9],
  [0.8, 0.9],
  [1, 0.5],
  [0, 0],
];
const skill = (r) => Array.from({ length: 2 + Math.floor(r() * 3) }, () => CASES[Math.floor(r() * CASES.length)]);
console.log(
  `A/A, rows of 2–4 cases (always passing, always failing or varying), ` +
    `${REPORTS} reports each, ${trials}: reports whose check fails on a ` +
    `"regressed"`,
);
const multi = [1, 10, 40].map((size) => {
  let red = 0;
  for (let i = 0; i < REPORTS; i++)
    if (
      report(
        random,
        Array.from({ length: size }, () => skill(random)),
      ).red
    )
      red++;
  return `${size} rows ${((100 * red) / REPORTS).toFixed(1)}%`;
});
console.log(`  mixed cases: ${multi.join(', ')}`);
console.log(`power, rows of 3 cases, ${trials}: reports calling the first row's execution regressed`);
for (const [label, before, after] of [
  [
    'every case 100% → 70%',
    [
      [1, 1],
      [1, 1],
      [1, 1],
    ],
    [
      [1, 0.7],
      [1, 0.7],
      [1, 0.7],
    ],
  ],
  [
    'one case 100% → 10% (others always pass)',
    [
      [1, 1],
      [1, 1],
      [1, 1],
    ],
    [
      [1, 0.1],
      [1, 1],
      [1, 1],
    ],
  ],
]) {
  const cells = [1, 10].map((size) => {
    let hit = 0;
    const others = Array.from({ length: size - 1 }, () => [
      [0.9, 1],
      [1, 1],
      [1, 0],
    ]);
    for (let i = 0; i < REPORTS; i++) {
      const { c } = report(random, [before, ...others], [after, ...others]);
      if (c.aggregates[0].metrics.find((m) => m.metric === 'execution').verdict === 'regressed') hit++;
    }
    return `${size} rows ${((100 * hit) / REPORTS).toFixed(1)}%`;
  });
  console.log(`  ${label}: ${cells.join(', ')}`);
}

// --detect 30 (issue #24): each report at the trials the plan sizes for its rows (one should-activate
// case a row: activation and execution, so 2 rates a row), a 30-point drop in the first row's execution
// from the least favourable start and from 90 %, and A/A at the same trials. Fixed trials, as --detect runs.
const power = await import(`${build}/src/results/power/detect.js`).catch(() => undefined);
if (power && !FIXED) {
  const measureFixed = (random, [activation, execution], n) => {
    let act = 0;
    let pass = 0;
    for (let i = 0; i < n; i++) {
      const activated = random() < activation;
      if (activated) act++;
      if (activated && random() < execution) pass++;
    }
    return { n, act, pass };
  };
  const fixedReport = (random, base, head, n) => {
    const h = results(head.map((t) => measureFixed(random, t, n)));
    const c = compareResults(results(base.map((t) => measureFixed(random, t, n))), h).comparison;
    return { c, red: gateFailures(h, c, GATES).length > 0 };
  };
  console.log(
    `--detect 30, ${REPORTS} reports each, at the planned fixed trials: ` +
      `power (first row's execution called regressed) and A/A (reports with ` +
      `any "regressed")`,
  );
  for (const size of [1, 10, 40]) {
    const n = power.trialsToDetect(0.3, 2 * size);
    const others = Array.from({ length: size - 1 }, () => [1, 0.9]);
    const cells = [
      [0.65, 0.35],
      [0.9, 0.6],
    ].map(([from, to]) => {
      let hit = 0;
      for (let i = 0; i < REPORTS; i++)
        if (
          fixedReport(random, [[1, from], ...others], [[1, to], ...others], n).c.aggregates[0].metrics.find(
            (m) => m.metric === 'execution',
          ).verdict === 'regressed'
        )
          hit++;
      return `${from * 100}% → ${to * 100}% ${((100 * hit) / REPORTS).toFixed(1)}%`;
    });
    let red = 0;
    for (let i = 0; i < REPORTS; i++) {
      const rows = Array.from({ length: size }, () => MIXED[Math.floor(random() * MIXED.length)]);
      if (fixedReport(random, rows, rows, n).red) red++;
    }
    console.log(
      `  ${size} rows, ${n} trials a side: power ${cells.join(', ')}; A/A ${((100 * red) / REPORTS).toFixed(1)}%`,
    );
  }
}
