// Validates a generated repository of 1,000 skills with the bundled CLI, Node start included.
// Target (issue #2): median under 1 s on the project's 2-core machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms } from './stats.mjs';

const SKILLS = 1000;
const RUNS = 9;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'index.js');
const repo = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-'));

const topics = ['invoices', 'charts', 'migrations', 'releases', 'translations', 'audits', 'backups', 'alerts', 'reports', 'tests'];
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
    `---\nname: ${name}\ndescription: Handles ${topic} number ${i} with variant ${i * 7919 % 1000}. Use when the user asks about ${topic} case ${i}.\nlicense: MIT\n---\n${body}\n`,
  );
  writeFileSync(path.join(dir, 'references', 'guide.md'), `# Guide for ${name}\n`);
  writeFileSync(path.join(dir, 'scripts', 'run.sh'), '#!/bin/sh\necho ok\n');
  if (i % 10 === 0) {
    writeFileSync(path.join(dir, '.eval.yaml'), `cases:\n  - id: one\n    prompt: "Help with ${topic} case ${i}"\n    checks:\n      - activation: ${name}\n`);
  }
}

const times = [];
let last;
for (let r = 0; r < RUNS; r++) {
  const started = process.hrtime.bigint();
  last = spawnSync(process.execPath, [cli, 'validate', repo, '--format', 'json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
const report = JSON.parse(last.stdout);
const start = spawnSync(process.execPath, ['-e', '0']);
const nodeStart = [];
for (let r = 0; r < RUNS; r++) {
  const t = process.hrtime.bigint();
  spawnSync(process.execPath, ['-e', '0']);
  nodeStart.push(Number(process.hrtime.bigint() - t) / 1e6);
}
console.log(`validate ${SKILLS} skills (${report.skills.length} found, ${report.diagnostics.length} diagnostics), ${RUNS} runs, Node ${process.version}, ${os.cpus().length} cores`);
console.log(`  median ${ms(median(times))}  min ${ms(Math.min(...times))}  max ${ms(Math.max(...times))}  (bare Node start: median ${ms(median(nodeStart))})`);
console.log(`  target: median < 1000 ms: ${median(times) < 1000 ? 'met' : 'NOT met'}`);
void start;
rmSync(repo, { recursive: true, force: true });
