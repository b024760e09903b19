// Report-level false alarms and power of `compare`, simulated as users meet them: whole base and head
// runs of N skill × backend rows, each a should-activate case measured the way --trials auto measures
// it (or a fixed count), compared, and the check's fail-on-regression gate applied.
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
const checkResults = await import(`${build}/src/results/schema.js`).then((m) => m.checkResults, () => (r) => r);
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
    if (FIXED ? n >= FIXED : sequentialDecision(pass, n - pass, DEFAULT_SEQUENTIAL) !== 'continue') return { n, act, pass };
  }
}

// Checked against the results schema, so that a field the results gain fails here, by name, not deep in compare.
function results(rows) {
  return checkResults({
    meta: {
      era: ERA, discipline: 'install-discover', modelSource: { kind: 'real', endpoint: 'default' }, caliperVersion: '0', backends: [{ name: 'claude-code', version: '1', model: 'm' }],
      defaultTrials: 3, isolation: 'bubblewrap', network: { allow: ['api.anthropic.com'] }, platform: 'x', startedAt: '2026-11-01T00:00:00.000Z', finishedAt: '2026-11-01T00:00:00.000Z',
    },
    results: rows.map((r, i) => ({
      skill: `skill-${String(i).padStart(3, '0')}`, backend: 'claude-code', backendVersion: '1', model: 'm', skillHashes: { [`skill-${i}`]: 'h' }, specHash: 's',
      cases: [{ id: 'uses-it', role: 'should-activate', trials: r.n, errors: 0, activations: r.act, passes: r.pass, checks: [], tokens: { input: 0, output: 0 }, costUsd: undefined }],
      aggregate: { activation: rate(r.act, r.n), falseActivation: rate(0, 0), execution: rate(r.pass, r.n) },
      errors: 0,
    })),
    skipped: [],
  });
}

const GATES = { failOnRegression: true, failOnError: false, minActivation: undefined, minExecution: undefined, maxFalseActivation: undefined };
function report(random, base, head = base) {
  const h = results(head.map((t) => measure(random, t)));
  const c = compareResults(results(base.map((t) => measure(random, t))), h).comparison;
  return { c, red: gateFailures(h, c, GATES).length > 0 };
}

const random = prng(17);
const trials = FIXED ? `${FIXED} fixed trials` : '--trials auto';
console.log(`A/A (nothing changed), ${REPORTS} reports each, ${trials}: reports whose check fails on a "regressed"`);
const MIXED = [[1, 1], [0.9, 1], [0.9, 0.9], [0.8, 0.9], [0.7, 1], [1, 0.7], [0.6, 1]];
for (const [label, pick] of [['pass rate 0.7 (activation 1, execution 0.7)', () => [1, 0.7]], ['pass rate 0.8 (activation 0.9, execution 0.89)', () => [0.9, 0.889]], ['mixed rates', (r) => MIXED[Math.floor(r() * MIXED.length)]]]) {
  const cells = [1, 10, 40].map((size) => {
    let red = 0;
    for (let i = 0; i < REPORTS; i++) if (report(random, Array.from({ length: size }, () => pick(random))).red) red++;
    return `${size} rows ${((100 * red) / REPORTS).toFixed(1)}%`;
  });
  console.log(`  ${label}: ${cells.join(', ')}`);
}
console.log(`power: activation drops 30 points in the first row, ${trials}: reports calling that row regressed`);
for (const [from, to] of [[0.9, 0.6], [1, 0.7]]) {
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
