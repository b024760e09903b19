// The owners gate on 3,000 changed files against a CODEOWNERS of 2,000 rules (issue #6; target under
// 200 ms), through the bundled CLI. The gate figure is the whole command minus `caliper version` (Node
// start and loading the bundle): it includes reading the snapshot, parsing CODEOWNERS, matching,
// deciding and printing JSON. The whole-process figure, what a workflow step waits for, is printed too.
// BENCH_RUNS (default 9) runs of each.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms } from './stats.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-owners-'));
const rules = ['* @core'];
for (let i = 0; i < 2000; i++) {
  const kind = i % 4;
  rules.push(
    kind === 0
      ? `/skills/team-${i}/ @team-${i}`
      : kind === 1
        ? `*.generated-${i}.md @bot-${i}`
        : kind === 2
          ? `docs/area-${i}/* @docs-${i}`
          : `**/fixtures-${i} @qa-${i}`,
  );
}
const files = Array.from({ length: 3000 }, (_, i) => ({
  filename: `skills/team-${(i * 4) % 2000}/sub-${i}/SKILL.md`,
  status: 'modified',
}));
const snapshot = {
  codeowners: rules.join('\n'),
  author: 'bob',
  head_sha: 'h',
  skill_dirs: files.map((f) => path.posix.dirname(f.filename)),
  files,
  reviews: Array.from({ length: 50 }, (_, i) => ({ user: `team-${i * 4}`, state: 'APPROVED', commit_id: 'h' })),
  teams: {},
};
writeFileSync(path.join(dir, 'snap.json'), JSON.stringify(snapshot));
const startup = [];
for (let r = 0; r < RUNS; r++) {
  const t = process.hrtime.bigint();
  spawnSync(process.execPath, [path.join(root, 'dist/cli/index.js'), 'version']);
  startup.push(Number(process.hrtime.bigint() - t) / 1e6);
}
const times = [];
for (let r = 0; r < RUNS; r++) {
  const t = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'dist/cli/index.js'), 'owners', '--pr-snapshot', path.join(dir, 'snap.json'), '--format', 'json'],
    { encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
  if (run.status === 2) throw new Error(run.stderr);
}
const gate = median(times) - median(startup);
console.log(`owners gate, 3,000 changed files x 2,000 rules, Node ${process.version}:`);
console.log(
  `  whole command median ${ms(median(times))} (min ` +
    `${ms(Math.min(...times))}); CLI start-up alone (caliper version) ` +
    `${ms(median(startup))}`,
);
console.log(
  `  the gate itself (read, parse, match, decide, print; no Node start): ` +
    `${ms(gate)}; target < 200 ms: ${gate < 200 ? 'met' : 'NOT met'}`,
);
console.log(
  `  whole process (Node start included): ${ms(median(times))}; under 200 ms: ${median(times) < 200 ? 'yes' : 'no'}`,
);
if (process.env.KEEP) console.log(dir);
else rmSync(dir, { recursive: true, force: true });
