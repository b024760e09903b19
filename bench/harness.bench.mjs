// The eval harness's own cost, measured with fake CLIs so that only caliper is timed (issue #3):
//  - overhead per trial with a CLI that answers at once (target: median <= 50 ms), per isolation mode;
//  - wall-time efficiency at 1/4/8 workers with a CLI that sleeps 2 s (target: >= 90 %).
// What the per-trial figure includes: a trial record's durationMs (sandbox set-up, skill install, one
// CLI start, transcript parsing, checks) minus a bare start of the same fake CLI. It does NOT include
// the sandbox teardown (after durationMs stops), nor the listing run of pi, Gemini CLI and OpenCode (the
// fake is Claude Code, whose transcript lists its skills; theirs runs once per installed set, see
// trial-floor.bench.mjs for the real CLIs against their own floor). The whole-process
// figure beside it is the eval command's wall time divided by its trials: Node start, planning,
// teardown and writing results included.
// BENCH_TRIALS (default 40) trials per isolation mode; BENCH_WORKERS (default 1,4,8) the pool sizes.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, ms } from './stats.mjs';

const TRIALS = Number(process.env.BENCH_TRIALS ?? 40);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,4,8').split(',').map(Number);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'index.js');
const work = mkdtempSync(path.join(os.tmpdir(), 'caliper-bench-harness-'));

const repo = path.join(work, 'repo');
mkdirSync(path.join(repo, 'skills', 'alpha', 'references'), { recursive: true });
writeFileSync(
  path.join(repo, 'skills/alpha/SKILL.md'),
  '---\nname: alpha\ndescription: Handles alpha reports. Use when the ' +
    'user asks for an alpha report.\n---\nSee ' +
    '[guide](references/guide.md).\n',
);
writeFileSync(path.join(repo, 'skills/alpha/references/guide.md'), 'guide\n');
writeFileSync(
  path.join(repo, 'skills/alpha/.eval.yaml'),
  'cases:\n  - id: one\n    prompt: "Make the alpha report"\n    checks:\n      - activation: alpha\n',
);

const transcript = [
  { type: 'system', subtype: 'init', skills: ['alpha'], model: 'fake', claude_code_version: '0.0.0' },
  {
    type: 'assistant',
    message: { content: [{ type: 'tool_use', id: 't', name: 'Skill', input: { skill: 'alpha' } }] },
  },
  { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 't', content: 'ok' }] } },
  { type: 'result', subtype: 'success', is_error: false, result: 'done', usage: { input_tokens: 1, output_tokens: 1 } },
];
function fakeCli(name, sleep) {
  const file = path.join(work, name);
  writeFileSync(
    file,
    `#!/bin/sh\n[ "$1" = --version ] && { echo 0.0.0; exit 0; ` +
      `}\n${sleep ? `sleep ${sleep}\n` : ''}cat ` +
      `<<'EOF'\n${transcript.map((t) => JSON.stringify(t)).join('\n')}\nEOF\n`,
  );
  chmodSync(file, 0o755);
  return file;
}

function evalRun(fake, trials, concurrency, isolation) {
  const out = path.join(work, `out-${Math.random().toString(36).slice(2)}`);
  const started = process.hrtime.bigint();
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
      String(trials),
      '--concurrency',
      String(concurrency),
      '--isolation',
      isolation,
      '--out',
      out,
    ],
    { encoding: 'utf8' },
  );
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (r.status !== 0) throw new Error(`eval failed: ${r.stderr}`);
  const records = readFileSync(path.join(out, 'trials.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((x) => x.type === 'trial');
  if (records.some((x) => x.outcome !== 'pass')) throw new Error('a bench trial did not pass');
  const ends = records.map((x) => Date.parse(x.finishedAt));
  const starts = records.map((x, i) => ends[i] - x.durationMs);
  return { wall, durations: records.map((x) => x.durationMs), span: Math.max(...ends) - Math.min(...starts) };
}

console.log(`harness, Node ${process.version}, ${os.cpus().length} cores`);
const instant = fakeCli('instant', 0);
const trialMedian = {};
for (const isolation of ['none', 'bubblewrap']) {
  const { durations, wall } = evalRun(instant, TRIALS, 1, isolation);
  const cliAlone = [];
  for (let i = 0; i < Math.ceil(TRIALS / 2); i++) {
    const t = process.hrtime.bigint();
    spawnSync(instant, ['-p', 'x'], { stdio: 'ignore' });
    cliAlone.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const overhead = median(durations) - median(cliAlone);
  trialMedian[isolation] = median(durations);
  console.log(
    `  overhead per trial, isolation ${isolation.padEnd(10)}: median ` +
      `${ms(overhead)} (trial record ${ms(median(durations))} - instant CLI ` +
      `${ms(median(cliAlone))}; no teardown, one CLI start); target <= 50 ` +
      `ms: ${overhead <= 50 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `    whole process: ${ms(wall / TRIALS - median(cliAlone))} per trial ` +
      `over the CLI (eval command ${ms(wall)} for ${TRIALS} trials, Node ` +
      `start, planning, teardown and results included)`,
  );
}

// The sandbox's own share (bubblewrap minus none), and its two parts: bwrap with the trial policy's
// shape, and the model forwarder inside it (Perl, else Node; waited for before the CLI starts).
const timed = (command, args) => {
  const runs = [];
  for (let i = 0; i < 20; i++) {
    const t = process.hrtime.bigint();
    spawnSync(command, args, { stdio: 'ignore' });
    runs.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(runs);
};
const sandboxOverhead = trialMedian.bubblewrap - trialMedian.none;
const bwrapAlone =
  timed('bwrap', [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--remount-ro',
    '/',
    'sh',
    '-c',
    'true',
  ]) - timed('sh', ['-c', 'true']);
console.log(
  `  sandbox overhead per trial (bubblewrap - none): median ` +
    `${ms(sandboxOverhead)}; target <= 50 ms: ` +
    `${sandboxOverhead <= 50 ? 'met' : 'NOT met'}; of which bwrap alone ` +
    `${ms(bwrapAlone)}; the forwarder's own start, which runs beside the ` +
    `CLI's (the launcher on the CLI's path loads no module), ` +
    `${ms(timed('/usr/bin/perl', ['-MIO::Socket::INET', '-MIO::Socket::UNIX', '-MIO::Select', '-e', '1']))} ` +
    `with Perl (${ms(timed(process.execPath, ['-e', '0']))} with Node)`,
);

const sleeper = fakeCli('sleeper', 2);
for (const workers of WORKERS) {
  const trials = workers * 4;
  const { wall, span } = evalRun(sleeper, trials, workers, 'bubblewrap');
  const ideal = (trials / workers) * 2000;
  const pool = ideal / span;
  console.log(
    `  ${workers} worker(s), ${trials} trials of a 2 s CLI: trials span ` +
      `${ms(span)}, ideal ${ms(ideal)}: efficiency ` +
      `${(pool * 100).toFixed(1)}% (target >= 90 %: ` +
      `${pool >= 0.9 ? 'met' : 'NOT met'}); ` +
      `end to end incl. start-up ${ms(wall)}: ${((ideal / wall) * 100).toFixed(1)}%`,
  );
}
rmSync(work, { recursive: true, force: true });
