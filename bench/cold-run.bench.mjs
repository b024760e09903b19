// `npm run bench -- cold-run` (issue #38): what a run costs before its first trial. For each installed
// backend, a one-trial `caliper eval` of one case and the same with two trials, in alternating order per
// round: the one-trial run's wall time, a further trial's (the two-trial run's minus the one-trial run's,
// paired per round), their ratio (target ≤ 1.5×), and caliper's own peak memory in the one-trial run
// (its VmHWM, read as it exits: the CLIs it starts are not counted). Runs the bundled CLI: build first.
// CALIPER_COLD_RUNS (3 rounds), CALIPER_COLD_BACKENDS (comma-separated; default every backend with a
// folder in the tools folder), CALIPER_COLD_CASE (`skill/case`, default `csv-summary/totals`),
// CALIPER_BEFORE=/path/to/dist/cli/index.js measures an older build beside this one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  ...(process.env.CALIPER_BEFORE ? [['before', process.env.CALIPER_BEFORE]] : []),
  ['this build', path.join(root, 'dist', 'cli', 'index.js')],
];
const rounds = Number(process.env.CALIPER_COLD_RUNS ?? 3);
const [skill, caseId] = (process.env.CALIPER_COLD_CASE ?? 'csv-summary/totals').split('/');
const ALL = ['claude-code', 'codex', 'pi', 'hermes', 'opencode', 'gemini-cli', 'copilot'];
const home = process.env.HOME || os.homedir();
const tools = process.env.CALIPER_TOOLS
  ? path.resolve(process.env.CALIPER_TOOLS)
  : path.join(process.env.XDG_CACHE_HOME || path.join(home, '.cache'), 'caliper', 'tools');
const wanted = process.env.CALIPER_COLD_BACKENDS?.split(',').map((b) => b.trim()) ?? ALL;
const backends = wanted.filter((b) => existsSync(path.join(tools, b)));
const work = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-cold-'));

// Caliper's own peak resident memory, written as its process exits.
const preload = path.join(work, 'peak.cjs');
writeFileSync(
  preload,
  [
    "process.on('exit', () => {",
    "  const fs = require('fs');",
    "  const m = /VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'));",
    '  if (m && process.env.COLD_PEAK_FILE) fs.writeFileSync(process.env.COLD_PEAK_FILE, m[1]);',
    '});\n',
  ].join('\n'),
);

let runs = 0;
function evalRun(cli, backend, trials) {
  const id = ++runs;
  const peakFile = path.join(work, `peak-${id}`);
  const args = [
    ...['-r', preload, cli, 'eval', path.join(root, 'examples'), '--backend', backend, '--scripted-model'],
    ...['--skills', skill, '--cases', caseId, '--trials', String(trials), '--concurrency', '1'],
    ...['--out', path.join(work, `out-${id}`)],
  ];
  const load = os.loadavg()[0];
  const started = process.hrtime.bigint();
  const env = { ...process.env, COLD_PEAK_FILE: peakFile };
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const last = (r.stderr || '').trim().split('\n').pop();
  if (r.status !== 0 && r.status !== 1) console.log(`  ${backend} exited ${r.status}: ${last}`);
  const peakMiB = existsSync(peakFile) ? Number(readFileSync(peakFile, 'utf8')) / 1024 : NaN;
  return { wall, peakMiB, load };
}

const fmt = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const cores = os.cpus().length;
console.log(`cold run: ${rounds} rounds a backend and build, case ${skill}/${caseId}, tools ${tools}, ${cores} cores`);
if (backends.length === 0) console.log(`no backend installed in ${tools}: nothing measured (caliper install first)`);
console.log('| build | backend | one trial | further trial | ratio | caliper peak (one trial) | load |');
console.log('|---|---|---|---|---|---|---|');
for (const backend of backends) {
  const seen = Object.fromEntries(builds.map(([name]) => [name, { one: [], further: [], peak: [], load: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, cli] of round % 2 ? [...builds].reverse() : builds) {
      const order = round % 2 ? [2, 1] : [1, 2];
      const got = Object.fromEntries(order.map((t) => [t, evalRun(cli, backend, t)]));
      const s = seen[name];
      s.one.push(got[1].wall);
      s.further.push(got[2].wall - got[1].wall);
      s.peak.push(got[1].peakMiB);
      s.load.push(got[1].load, got[2].load);
    }
  }
  for (const [name] of builds) {
    const s = seen[name];
    const one = median(s.one);
    const further = median(s.further);
    const load = `${fmt(Math.min(...s.load), 1)}–${fmt(Math.max(...s.load), 1)}`;
    const peak = `${fmt(median(s.peak), 0)} MiB`;
    const cells = [name, backend, `${fmt(one)} s`, `${fmt(further)} s`, `${fmt(one / further)}×`, peak, load];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
rmSync(work, { recursive: true, force: true });
