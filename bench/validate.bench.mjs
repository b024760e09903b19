// Validates a generated repository of 1,000 skills with the bundled CLI and with skill-check@1.2.0
// (the fastest other linter we know), side by side in one run: each round runs both, in alternating
// order, so that machine noise hits both alike. Node start is included, as a user meets it.
// Both are given the same work: skills only. Eval specs (`.eval.yaml`), which caliper checks and
// skill-check has no notion of, are left out unless BENCH_EVAL_SPECS=1 (then one skill in ten has one).
// Target (issue #11): caliper's median wall time <= 0.5x skill-check's, and no more peak memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms } from './stats.mjs';

const SKILLS = 1000;
// Fifteen rounds: on a shared 2-core runner the median of nine still moved the ratio by ±0.04.
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const EVAL_SPECS = process.env.BENCH_EVAL_SPECS === '1';
const SKILL_CHECK = 'skill-check@1.2.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'index.js');
const node = process.env.BENCH_NODE ?? process.execPath;
const repo = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-'));

const topics = [
  'invoices',
  'charts',
  'migrations',
  'releases',
  'translations',
  'audits',
  'backups',
  'alerts',
  'reports',
  'tests',
];
for (let i = 0; i < SKILLS; i++) {
  const name = `skill-${String(i).padStart(4, '0')}`;
  const dir = path.join(repo, 'skills', name);
  mkdirSync(path.join(dir, 'references'), { recursive: true });
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  const topic = topics[i % topics.length];
  const body = [
    `# ${name}`,
    '',
    `Follow [the guide](references/guide.md) and run \`scripts/run.sh\` on the ${topic}.`,
    ...Array.from({ length: 40 }, (_, k) => `Step ${k}: handle ${topic} item ${k} for case ${i}.`),
  ].join('\n');
  writeFileSync(
    path.join(dir, 'SKILL.md'),
    `---\nname: ${name}\ndescription: Handles ${topic} number ${i} with ` +
      `variant ${(i * 7919) % 1000}. Use when the user asks about ${topic} ` +
      `case ${i}.\nlicense: MIT\n---\n${body}\n`,
  );
  writeFileSync(path.join(dir, 'references', 'guide.md'), `# Guide for ${name}\n`);
  writeFileSync(path.join(dir, 'scripts', 'run.sh'), '#!/bin/sh\necho ok\n');
  if (EVAL_SPECS && i % 10 === 0) {
    writeFileSync(
      path.join(dir, '.eval.yaml'),
      `cases:\n  - id: one\n    prompt: "Help with ${topic} case ${i}"\n    checks:\n      - activation: ${name}\n`,
    );
  }
}

/** skill-check is installed once, outside the project (it is not a dependency of caliper). */
function skillCheckBin() {
  const prefix = path.join(os.tmpdir(), 'caliper-bench-skill-check');
  const bin = path.join(prefix, 'node_modules', 'skill-check', 'bin', 'skill-check.js');
  if (!existsSync(bin)) {
    const r = spawnSync('npm', ['install', '--prefix', prefix, SKILL_CHECK, '--no-audit', '--no-fund', '--silent'], {
      stdio: 'inherit',
    });
    if (r.status !== 0 || !existsSync(bin)) return undefined;
  }
  return bin;
}

const hasTime = spawnSync('/usr/bin/time', ['-f', '%M %U %S', 'true'], { encoding: 'utf8' }).status === 0;

/** Wall time (ms), CPU time (user + system, ms) and peak resident memory (MiB) of one run, from GNU time. */
function measure(args) {
  const command = hasTime ? '/usr/bin/time' : node;
  const argv = hasTime ? ['-f', '%M %U %S', node, ...args] : args;
  const started = process.hrtime.bigint();
  const r = spawnSync(command, argv, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  const [kib, user, sys] = hasTime ? r.stderr.trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  return { wall, cpu: (user + sys) * 1000, mib: kib / 1024, stdout: r.stdout, status: r.status };
}

const tools = { caliper: [cli, 'validate', repo, '--format', 'json'] };
const skillCheck = skillCheckBin();
if (skillCheck) tools['skill-check'] = [skillCheck, 'check', repo, '--format', 'json', '--no-security-scan'];
else console.log(`  (${SKILL_CHECK} could not be installed: caliper alone)`);

const results = Object.fromEntries(Object.keys(tools).map((k) => [k, { wall: [], cpu: [], mib: [] }]));
const names = Object.keys(tools);
let lastCaliper;
for (let r = 0; r < RUNS; r++) {
  const order = r % 2 === 0 ? names : [...names].reverse();
  for (const name of order) {
    const m = measure(tools[name]);
    results[name].wall.push(m.wall);
    results[name].cpu.push(m.cpu);
    results[name].mib.push(m.mib);
    if (name === 'caliper') lastCaliper = m;
  }
}
const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
const report = JSON.parse(lastCaliper.stdout);
console.log(
  `validate ${SKILLS} skills (${report.skills.length} found, ` +
    `${report.diagnostics.length} diagnostics, ` +
    `${report.skills.filter((s) => s.evalSpec).length} eval specs), ` +
    `${RUNS} paired runs, Node ${nodeVersion}, ${os.cpus().length} cores`,
);
for (const name of names) {
  const { wall, cpu, mib } = results[name];
  console.log(
    `  ${name.padEnd(12)} median ${ms(median(wall))}  min ` +
      `${ms(Math.min(...wall))}  max ${ms(Math.max(...wall))}  CPU median ` +
      `${ms(median(cpu))}  peak RSS median ${median(mib).toFixed(1)} MiB`,
  );
}
if (results['skill-check']) {
  const ratio = median(results.caliper.wall) / median(results['skill-check'].wall);
  const memory = median(results.caliper.mib) / median(results['skill-check'].mib);
  const cpu = median(results.caliper.cpu) / median(results['skill-check'].cpu);
  const load = os.loadavg()[0];
  console.log(
    `  wall-time ratio caliper / skill-check (of medians): ` +
      `${ratio.toFixed(2)}x  (target <= 0.5x: ` +
      `${ratio <= 0.5 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  CPU-time ratio: ${cpu.toFixed(2)}x  (less sensitive to a busy ` +
      `machine: load average ${load.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  console.log(`  peak-memory ratio: ${memory.toFixed(2)}x  (target <= 1x: ${memory <= 1 ? 'met' : 'NOT met'})`);
}
rmSync(repo, { recursive: true, force: true });
