// The labelled check of `caliper validate` on real skill repositories (docs/internals/corpus.md): runs the built CLI
// on each repository and scores its output against hand labels.
//
//   node scripts/corpus-check.mjs [--labels bench/corpus/labels.json] [--cli dist/cli/index.js] [--verbose] REPO...
//
// REPO is `owner/name=PATH` or a PATH whose folder is named `owner+name` (as the `fetch` mirror names them),
// e.g. /work/.mirror/obra+superpowers/repo's parent. PATH is a work tree at the labelled commit, or a bare
// git directory: then the labelled commit is exported to a temporary folder first (blobs absent from a
// partial clone are skipped). Prints, per repository and in total: errors raised (real / false / policy /
// unlabelled), the labelled true errors still found, the labelled false alarms still raised as errors,
// the recall of dependencies stated in prose, crashes and wall time.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const labelsFile = option('--labels', 'bench/corpus/labels.json');
const cli = path.resolve(option('--cli', 'dist/cli/index.js'));
const verbose = args.includes('--verbose') ? (args.splice(args.indexOf('--verbose'), 1), true) : false;
const TIMEOUT_MS = 300_000;
const labels = JSON.parse(readFileSync(labelsFile, 'utf8'));
if (args.length === 0) {
  console.error(
    'usage: node scripts/corpus-check.mjs [--labels FILE] [--cli FILE] [--verbose] owner/name=PATH|PATH...',
  );
  process.exit(2);
}

function repoOf(arg) {
  const eq = arg.indexOf('=');
  if (eq > 0) return { repo: arg.slice(0, eq), dir: arg.slice(eq + 1) };
  let folder = path.basename(path.resolve(arg));
  if (folder === 'repo') folder = path.basename(path.dirname(path.resolve(arg)));
  return { repo: folder.replace('+', '/'), dir: arg };
}

/** A bare git directory (a `fetch` mirror) is exported at the labelled commit; a work tree is used as it is. */
function workTree(dir, commit) {
  if (!existsSync(path.join(dir, 'objects')) || !existsSync(path.join(dir, 'HEAD'))) return { dir, cleanup: () => {} };
  const out = mkdtempSync(path.join(os.tmpdir(), 'corpus-'));
  const entries = execFileSync('git', ['--git-dir', dir, 'ls-tree', '-r', '-z', commit], { maxBuffer: 1 << 30 })
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const tab = entry.indexOf('\t');
      const [mode, type, sha] = entry.slice(0, tab).split(' ');
      return { mode, type, sha, file: path.join(out, entry.slice(tab + 1)) };
    })
    .filter((e) => e.type === 'blob');
  // One `cat-file --batch` for all blobs: `<sha> blob <size>\n<bytes>\n`, or `<sha> missing\n` in a partial snapshot.
  const batch = spawnSync('git', ['--git-dir', dir, 'cat-file', '--batch'], {
    input: entries.map((e) => e.sha).join('\n') + '\n',
    maxBuffer: 2 ** 31,
  }).stdout;
  let at = 0;
  for (const e of entries) {
    const eol = batch.indexOf(10, at);
    const header = batch.subarray(at, eol).toString('utf8').split(' ');
    at = eol + 1;
    if (header[1] !== 'blob') continue;
    const size = Number(header[2]);
    const bytes = batch.subarray(at, at + size);
    at += size + 1;
    mkdirSync(path.dirname(e.file), { recursive: true });
    if (e.mode === '120000') symlinkSync(bytes.toString('utf8'), e.file);
    else writeFileSync(e.file, bytes, { mode: e.mode === '100755' ? 0o755 : 0o644 });
  }
  return { dir: out, cleanup: () => rmSync(out, { recursive: true, force: true }) };
}

function validate(dir) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [cli, 'validate', dir, '--format', 'json'], {
    encoding: 'utf8',
    timeout: TIMEOUT_MS,
    maxBuffer: 1 << 30,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = undefined;
  }
  // Exit 0 (clean) and 1 (errors found) are answers; anything else, or no JSON, is a crash.
  const crashed =
    run.error !== undefined ||
    ![0, 1].includes(run.status) ||
    report === undefined ||
    /internal error/i.test(run.stderr);
  return {
    report,
    crashed,
    seconds,
    why: crashed ? (run.error?.message ?? `exit ${run.status}: ${run.stderr.trim().split('\n')[0] ?? ''}`) : '',
  };
}

const key = (d) => `${d.rule}\0${d.file}\0${d.line ?? ''}`;
const pct = (n, d) => (d === 0 ? '   -' : `${((100 * n) / d).toFixed(0).padStart(3)}%`);
const total = {
  errors: 0,
  real: 0,
  false: 0,
  policy: 0,
  unlabelled: 0,
  realLabelled: 0,
  falseLabelled: 0,
  deps: 0,
  depsFound: 0,
  crashes: 0,
};
const rows = [];
const unlabelled = [];
const missed = [];
/** Dependency recall per labelled sample: `tuning` (the fixes were made on it) and `held-out` (labelled after). */
const bySample = new Map();

for (const arg of args) {
  const { repo, dir } = repoOf(arg);
  const commit = labels.repos[repo];
  if (commit === undefined) {
    console.error(`corpus-check: ${repo} is not in ${labelsFile}; name it owner/name=PATH.`);
    process.exit(2);
  }
  const tree = workTree(dir, commit);
  const run = validate(tree.dir);
  tree.cleanup();
  const mine = labels.errors.filter((l) => l.repo === repo);
  // Two errors may share rule, file and line (two case mismatches on one line): each label is used once.
  const errorLabels = new Map();
  for (const l of mine) errorLabels.set(key(l), [...(errorLabels.get(key(l)) ?? []), l]);
  const row = {
    repo,
    errors: 0,
    real: 0,
    false: 0,
    policy: 0,
    unlabelled: 0,
    realLabelled: 0,
    falseLabelled: 0,
    deps: 0,
    depsFound: 0,
    crashes: run.crashed ? 1 : 0,
    seconds: run.seconds,
  };
  for (const l of mine) {
    if (l.verdict === 'real') row.realLabelled++;
    if (l.verdict === 'false') row.falseLabelled++;
  }
  const diagnostics = run.report?.diagnostics ?? [];
  for (const d of diagnostics.filter((x) => x.severity === 'error')) {
    row.errors++;
    const l = errorLabels.get(key(d))?.shift();
    if (l === undefined) {
      row.unlabelled++;
      unlabelled.push(`${repo} ${d.rule} ${d.file}:${d.line ?? ''} ${d.message.slice(0, 120)}`);
    } else row[l.verdict]++;
  }
  const skills = run.report?.skills ?? [];
  const folderOf = new Map(skills.map((s) => [s.name, path.posix.basename(s.path)]));
  for (const l of labels.dependencies.filter((x) => x.repo === repo && x.verdict === 'dep')) {
    row.deps++;
    const skill = skills.find((s) => s.path === path.posix.dirname(l.file));
    // A dependency is recorded under the depended-on skill's `name`; the label names it as written, which may be its
    // folder.
    const found = skill?.dependencies.some((d) => d.name === l.name || folderOf.get(d.name) === l.name) ?? false;
    const sample = bySample.get(l.sample) ?? { deps: 0, found: 0 };
    bySample.set(l.sample, { deps: sample.deps + 1, found: sample.found + (found ? 1 : 0) });
    if (found) row.depsFound++;
    else missed.push(`${repo} ${l.file}:${l.line} -> ${l.name}  "${l.quote}"`);
  }
  if (run.crashed) console.error(`corpus-check: ${repo} crashed: ${run.why}`);
  for (const k of Object.keys(total)) total[k] += row[k];
  rows.push(row);
}

const header =
  'repository                              errors  real false policy ' +
  'new  true-found false-raised  dep-recall  crash  wall';
console.log(header);
for (const r of [...rows, { ...total, repo: 'TOTAL', seconds: rows.reduce((s, r) => s + r.seconds, 0) }]) {
  const counts = [r.errors, r.real, r.false, r.policy, r.unlabelled].map((n, i) =>
    String(n).padStart([6, 6, 6, 7, 4][i]),
  );
  console.log(
    `${r.repo.padEnd(40)}${counts.join('')}` +
      `  ${`${r.real}/${r.realLabelled}`.padStart(8)} ${pct(r.real, r.realLabelled)}` +
      `  ${`${r.false}/${r.falseLabelled}`.padStart(6)} ${pct(r.false, r.falseLabelled)}` +
      `  ${`${r.depsFound}/${r.deps}`.padStart(6)} ${pct(r.depsFound, r.deps)}` +
      `  ${String(r.crashes).padStart(4)}  ${r.seconds.toFixed(2)}s`,
  );
}
const labelled = total.real + total.false;
console.log(
  `\nprecision of errors (real / (real + false)): ` +
    `${pct(total.real, labelled)}; with policy errors counted as false: ` +
    `${pct(total.real, labelled + total.policy)}` +
    `\ntrue errors still found: ${pct(total.real, total.realLabelled)} (target >= 95%)` +
    `\nfalse alarms still raised as errors: ${pct(total.false, total.falseLabelled)} (target <= 5%)` +
    `\nprose-stated dependencies recorded: ${pct(total.depsFound, total.deps)} of ${total.deps} (target >= 75%); ` +
    [...bySample].map(([name, s]) => `${name} sample ${pct(s.found, s.deps)} of ${s.deps}`).join(', ') +
    `\ncrashes: ${total.crashes} (target 0); unlabelled errors: ${total.unlabelled}`,
);
if (verbose) {
  if (unlabelled.length > 0)
    console.log(`\nunlabelled errors (label them in ${labelsFile}):\n  ${unlabelled.join('\n  ')}`);
  if (missed.length > 0) console.log(`\ndependencies not recorded:\n  ${missed.join('\n  ')}`);
}
process.exitCode = total.crashes > 0 ? 1 : 0;
