// Agent runs started against trials counted under --trials auto, at 1, 2 and 8 workers (issue #15, "no
// wasted trials"): every run started past the trial that decided its case is a paid model call that
// buys nothing. Measured with a fake Claude Code that logs each start and takes 0.2-0.6 s, on a spec
// shaped like a real one: three cases that should activate the skill and pass, one that must not and
// does not, one whose check always fails (the sequential test decides these at 8, 8, 8, 8 and 3 trials).
// `--isolation none`, so that the fake can log outside its sandbox; the cancellation path is the same.
// Set CALIPER_BEFORE=/path/to/dist/cli/index.js to measure an older build beside this one.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builds = [
  ...(process.env.CALIPER_BEFORE ? [['before', process.env.CALIPER_BEFORE]] : []),
  ['this build', path.join(root, 'dist', 'cli', 'index.js')],
];
const work = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-wasted-'));
const REPEATS = Number(process.env.REPEATS ?? 3);

const repo = path.join(work, 'repo');
mkdirSync(path.join(repo, 'skills', 'alpha'), { recursive: true });
writeFileSync(
  path.join(repo, 'skills/alpha/SKILL.md'),
  '---\nname: alpha\ndescription: Handles alpha reports. Use when the user asks for an alpha report.\n---\n# Alpha\n',
);
const cases = [
  ['report', 'Make the alpha report', 'activation: alpha'],
  ['summary', 'Summarise the alpha report', 'activation: alpha'],
  ['weekly', 'Write the weekly alpha report', 'activation: alpha'],
  ['unrelated', 'What is the capital of France?', 'activation: { skill: alpha, expect: false }'],
  ['export', 'Export the alpha report as CSV', 'file_exists: alpha.csv'],
];
writeFileSync(
  path.join(repo, 'skills/alpha/.eval.yaml'),
  `cases:\n${cases
    .map(
      ([id, prompt, check]) =>
        `  - id: ${id}\n    prompt: ${JSON.stringify(prompt)}\n    ` + `checks:\n      - ${check}\n`,
    )
    .join('')}`,
);

const line = (x) => `echo '${JSON.stringify(x)}'`;
/**
 * The fake, logging each start into `launches` (the agent's environment is built from nothing, so the folder is written
 * in).
 */
const fakeCli = (file, launches) => {
  const script = [
    '#!/bin/sh',
    '[ "$1" = --version ] && { echo 0.0.0; exit 0; }',
    `mkdir ${launches}/$$`,
    'sleep 0.$(( 2 + $$ % 5 ))',
    line({ type: 'system', subtype: 'init', skills: ['alpha'], model: 'fake', claude_code_version: '0.0.0' }),
    // The skill is chosen for every prompt but the unrelated one.
    'case "$*" in *France*) ;; *)',
    line({
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: 't', name: 'Skill', input: { skill: 'alpha' } }] },
    }),
    line({
      type: 'user',
      message: { content: [{ type: 'tool_result', tool_use_id: 't', content: 'Launching skill: alpha' }] },
    }),
    ';; esac',
    line({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      usage: { input_tokens: 1, output_tokens: 1 },
    }),
  ];
  writeFileSync(file, `${script.join('\n')}\n`);
  chmodSync(file, 0o755);
  return file;
};

function evalRun(cli, concurrency) {
  const id = Math.random().toString(36).slice(2);
  const out = path.join(work, `out-${id}`);
  const launches = path.join(work, `launches-${id}`);
  mkdirSync(launches);
  const fake = fakeCli(path.join(work, `claude-${id}`), launches);
  const started = Date.now();
  const r = spawnSync(
    process.execPath,
    [
      cli,
      'eval',
      repo,
      '--scripted-model',
      '--cli',
      `claude-code=${fake}`,
      '--trials',
      'auto',
      '--concurrency',
      String(concurrency),
      '--isolation',
      'none',
      '--out',
      out,
    ],
    { encoding: 'utf8' },
  );
  const seconds = (Date.now() - started) / 1000;
  if (r.status !== 0) throw new Error(`eval failed: ${r.stderr}`);
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8'));
  const perCase = results.results[0].cases.map((c) => c.trials);
  // Agent time spent past each case's deciding trial: trials that ran there and cancelled ones alike.
  const journal = readFileSync(path.join(out, 'trials.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const past = journal.filter((l) => (l.type === 'trial' || l.type === 'cancelled') && l.trial > DECIDED_AT[l.caseId]);
  return {
    started: readdirSync(launches).length,
    counted: perCase.reduce((a, b) => a + b, 0),
    perCase: perCase.join('/'),
    pastSeconds: past.reduce((a, l) => a + l.durationMs, 0) / 1000,
    seconds,
  };
}

/** Where the sequential test decides each case with this fake: all pass but `export`, which always fails. */
const DECIDED_AT = { report: 8, summary: 8, weekly: 8, unrelated: 8, export: 3 };
const ideal = Object.values(DECIDED_AT).reduce((a, b) => a + b, 0);

console.log(
  `--trials auto, agent runs started vs trials counted, ${cases.length} ` +
    `cases (${cases.map((c) => c[0]).join(', ')}); the test decides them ` +
    `at ${Object.values(DECIDED_AT).join('/')} trials (${ideal} runs)`,
);
console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load ` +
    `${os.loadavg()[0].toFixed(1)}; ${REPEATS} runs each, median [min-max]`,
);
console.log(
  'build       | workers | started    | counted    | per case (counted) ' +
    '| runs past the decision | their agent time | wall',
);
const span = (xs) => `${median(xs)} [${Math.min(...xs)}-${Math.max(...xs)}]`;
for (const concurrency of [1, 2, 8]) {
  for (const [name, cli] of builds) {
    const runs = Array.from({ length: REPEATS }, () => evalRun(cli, concurrency));
    const perCase = [...new Set(runs.map((r) => r.perCase))].join(' | ');
    console.log(
      [
        name.padEnd(11),
        String(concurrency).padStart(7),
        span(runs.map((r) => r.started)).padEnd(10),
        span(runs.map((r) => r.counted)).padEnd(10),
        perCase.padEnd(18),
        span(runs.map((r) => r.started - ideal)).padEnd(22),
        `${median(runs.map((r) => r.pastSeconds)).toFixed(1)} s`.padEnd(16),
        `${median(runs.map((r) => r.seconds)).toFixed(1)} s`,
      ].join(' | '),
    );
  }
}
rmSync(work, { recursive: true, force: true });
