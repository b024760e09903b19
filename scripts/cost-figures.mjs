// The cost figures docs/cost-control.md and the README quote (issue #37), from the measured request
// profiles (src/results/spend/requestProfiles.json, `npm run bench -- request-profiles`) and the price
// table, through the same estimate `caliper eval --dry-run` prints before a first run.
//   npx tsc --noEmit false --outDir BUILD && node scripts/cost-figures.mjs BUILD [--check FILE...]
// With --check, each figure must appear in every FILE, else it names the missing ones and exits 1 (the
// bench smoke runs it so, so that docs that no longer match the profiles or the prices fail CI).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [build, flag, ...files] = process.argv.slice(2);
if (!build) {
  console.error(
    'usage: node scripts/cost-figures.mjs BUILD [--check FILE...] (BUILD: a tsc --outDir of this repository)',
  );
  process.exit(2);
}
const load = (file) => import(pathToFileURL(path.join(path.resolve(build), file)).href);
const { runEstimate, ESTIMATE_ASSUMPTIONS } = await load('src/results/spend/runEstimate.js');
const { REQUEST_PROFILES } = await load('src/results/spend/requestProfiles.js');
const { PRICE_TABLE } = await load('src/results/spend/prices.js');

const money = (x) => `$${x.toFixed(2)}`;
const range = (low, high) => `${money(low)}–${money(high)}`;

/** Per CLI, one run at its default model (or its named stand-in). */
function perRunRows() {
  return Object.keys(REQUEST_PROFILES.clis)
    .sort()
    .map((backend) => {
      const r = runEstimate(backend);
      if (!r.ok) throw new Error(r.reason);
      const e = r.estimate;
      return `| ${backend} ${e.version} | \`${e.model}\` | ${e.calls.low}–${e.calls.high} | ${range(e.low, e.high)} |`;
    });
}

/** The worked example's PRs: runs a side, both sides, at each CLI's measured requests and model. */
function examples() {
  const at = (backend, model) => {
    const r = runEstimate(backend, model);
    if (!r.ok) throw new Error(r.reason);
    return r.estimate;
  };
  const cc = at('claude-code', 'claude-sonnet-4-5');
  const codex = at('codex', 'gpt-5-codex');
  const ccDefault = at('claude-code');
  const one = (e) => range(2 * 84 * e.low, 2 * 84 * e.high);
  return [
    `one-skill PR on Claude Code at claude-sonnet-4-5, 2 × 84 runs: ${one(cc)}`,
    `one-skill PR on Claude Code at its default claude-opus-5-5, 2 × 84 runs: ${one(ccDefault)}`,
    `one run of Claude Code at claude-sonnet-4-5: ${range(cc.low, cc.high)}`,
    `one run of Codex at gpt-5-codex: ${range(codex.low, codex.high)}`,
  ];
}

const a = ESTIMATE_ASSUMPTIONS;
const figures = [...perRunRows(), ...examples()];
console.log(
  `cost figures: ${REQUEST_PROFILES.command}'s profiles, ` +
    `${REQUEST_PROFILES.charsPerToken} characters a token, ` +
    `${a.outputLow}–${a.outputHigh} output tokens a call, up to ` +
    `${a.extraCalls} calls past the longest measured trial; prices of ` +
    `${PRICE_TABLE.date}`,
);
console.log('| CLI | priced at | model calls a run | one run |');
console.log('|---|---|---|---|');
for (const f of figures) console.log(f);

if (flag === '--check') {
  const missing = [];
  const wanted = figures.map((f) => (f.startsWith('|') ? f : f.slice(f.lastIndexOf(': ') + 2)));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const w of wanted) if (!text.includes(w)) missing.push(`${file}: ${w}`);
  }
  if (missing.length > 0) {
    console.error(
      `cost figures: ${missing.length} figure(s) not in the docs (re-derive ` +
        `them with this script):\n  ${missing.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`cost figures: every figure is in ${files.join(', ')}`);
}
