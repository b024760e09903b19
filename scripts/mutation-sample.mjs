// `npm run mutation:sample -- <module> [--size N] [--seed S] [--report NAME] [--again] [stryker options]`: a whole
// module's mutation score estimated from a uniform random sample of its mutants, for modules whose every mutant
// would take hours on two cores. Lists every mutant of the module as Stryker's own instrumenter makes them, draws N
// (seeded, so a run can be repeated), runs Stryker on the sample alone (`--mutate file:line:col-line:col` for each),
// and reads its JSON report back: the score of the drawn mutants with its 95 % Wilson interval, and each survivor. A
// drawn mutant's range also holds the nodes nested in it (a block's), which scripts/mutation-sample-ignorer.mjs
// leaves unmutated; a node with several mutants (`<` to `<=` and to `>=`) is mutated whole when one is drawn. Only
// the drawn ones are counted.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { modules } from './mutation-modules.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { name, size, seed, report, again, rest } = parseArgs(process.argv.slice(2));
const files = moduleFiles(modules[name].mutate);
const all = await listMutants(files);
const drawn = draw(all, size, seed);
console.log(`${name}: ${all.length} mutants in ${files.length} files; drawn ${drawn.length} (seed ${seed})`);

const status = runStryker(drawn, report, again ? rest : ['--force', ...rest]);
// 1 is a score under the threshold (thresholds.break), still a finished run with a report.
if (status !== 0 && status !== 1) {
  console.error(`${name}: Stryker stopped (exit ${status}) before its report; its output above says why.`);
  process.exit(status);
}
const outcome = readOutcome(path.join(root, 'reports', 'mutation', `${report}.json`), drawn);
printOutcome(outcome, all.length);
writeFileSync(
  path.join(root, 'reports', 'mutation', `${report}.summary.json`),
  `${JSON.stringify({ module: name, mutants: all.length, seed, ...outcome }, null, 2)}\n`,
);
process.exit(0);

function parseArgs(argv) {
  const [module, ...more] = argv;
  if (!module || !(module in modules)) {
    console.error(
      'usage: npm run mutation:sample -- <module> [--size N] [--seed S] [--report NAME] [--again] [stryker options]; ' +
        `modules: ${Object.keys(modules).join(', ')}`,
    );
    process.exit(2);
  }
  // --report: the name its reports take under reports/mutation (the bench smoke's must not replace a measured one).
  // --again: the same draw, reusing the last run's incremental file: only mutants whose code or covering tests changed
  // (a survivor a new test reaches) run again, not the whole sample.
  const options = { name: module, size: 200, seed: 1, report: `${module}-sample`, again: false, rest: [] };
  for (let i = 0; i < more.length; i++) {
    if (more[i] === '--again') options.again = true;
    else if (more[i] === '--report' && /^[\w.-]+$/.test(more[i + 1] ?? '')) options.report = more[++i];
    else if (more[i] === '--size' || more[i] === '--seed') {
      const value = Number(more[++i]);
      if (!Number.isInteger(value) || value < 1) {
        console.error(`${more[i - 1]} takes a whole number of at least 1 (got "${more[i]}")`);
        process.exit(2);
      }
      options[more[i - 1].slice(2)] = value;
    } else options.rest.push(more[i]);
  }
  return options;
}

/** The files a module's `mutate` globs name (`**`, `*`, and `!` to leave out), relative to the root. */
function moduleFiles(patterns) {
  const toRegex = (glob) =>
    new RegExp(
      `^${glob
        .split(/(\*\*\/|\*)/)
        .map((part) =>
          part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
  const wanted = patterns.filter((p) => !p.startsWith('!')).map(toRegex);
  const unwanted = patterns.filter((p) => p.startsWith('!')).map((p) => toRegex(p.slice(1)));
  return walk('src')
    .filter((f) => wanted.some((r) => r.test(f)) && !unwanted.some((r) => r.test(f)))
    .sort();
}

function walk(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`],
  );
}

/** Every mutant Stryker would test in these files (not those it ignores), in a stable order. */
async function listMutants(names) {
  const quiet = { debug() {}, info() {}, warn() {}, error() {}, trace() {}, isDebugEnabled: () => false };
  const instrumenter = new Instrumenter(quiet);
  const input = names.map((f) => ({ name: f, mutate: true, content: readFileSync(path.join(root, f), 'utf8') }));
  const { mutants } = await instrumenter.instrument(input, { plugins: null, excludedMutations: [], ignorers: [] });
  return mutants.filter((m) => m.status === undefined);
}

/** `count` mutants drawn without replacement, uniformly, by a seeded generator (mulberry32). */
function draw(mutants, count, seedValue) {
  let state = seedValue >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pool = [...mutants];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.min(count, pool.length));
}

function runStryker(sample, report, extra) {
  // Stryker's ranges: lines from 1, columns from 0 (its instrumenter's locations have lines from 0).
  const ranges = sample.map(
    ({ fileName, location: { start, end } }) =>
      `${fileName}:${start.line + 1}:${start.column}-${end.line + 1}:${end.column}`,
  );
  // For the ignorer: each drawn node where Babel puts it (lines from 1).
  const drawnFile = path.join(root, 'reports', 'mutation', `${report}.drawn.json`);
  const babel = ({ line, column }) => ({ line: line + 1, column });
  const nodes = sample.map((m) => ({
    fileName: m.fileName,
    location: { start: babel(m.location.start), end: babel(m.location.end) },
  }));
  mkdirSync(path.dirname(drawnFile), { recursive: true });
  writeFileSync(drawnFile, JSON.stringify(nodes));
  const args = [path.join(root, 'scripts', 'mutation.mjs'), name, '--mutate', [...new Set(ranges)].join(',')];
  args.push('--incrementalFile', `reports/mutation/${report}.incremental.json`, ...extra);
  const r = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CALIPER_MUTATION_REPORT: report, CALIPER_MUTATION_DRAWN: drawnFile },
  });
  return r.status ?? 1;
}

/** The drawn mutants' statuses in Stryker's JSON report (lines and columns from 1 there). */
function readOutcome(reportFile, sample) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const key = (file, m, line, column, endLine, endColumn) =>
    [file, m.mutatorName, m.replacement, line, column, endLine, endColumn].join('\u0000');
  const statuses = new Map();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const relative = path.relative(root, path.resolve(root, file));
    for (const m of mutants) {
      const { start, end } = m.location;
      statuses.set(key(relative, m, start.line, start.column, end.line, end.column), m.status);
    }
  }
  const counts = { detected: 0, undetected: 0, excluded: 0, missing: 0 };
  const survivors = [];
  for (const m of sample) {
    const { start, end } = m.location;
    const status = statuses.get(key(m.fileName, m, start.line + 1, start.column + 1, end.line + 1, end.column + 1));
    if (status === 'Killed' || status === 'Timeout') counts.detected++;
    else if (status === 'Survived' || status === 'NoCoverage') {
      counts.undetected++;
      survivors.push(
        `${m.fileName}:${start.line + 1}:${start.column + 1} ${status} ${m.mutatorName}: ${m.replacement}`,
      );
    } else if (status === undefined) counts.missing++;
    else counts.excluded++;
  }
  return { ...counts, survivors };
}

function printOutcome({ detected, undetected, excluded, missing, survivors }, population) {
  const n = detected + undetected;
  const [low, high] = wilson(detected, n);
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  console.log(
    `\n${name}, sampled: ${detected} of ${n} drawn mutants detected, ${pct(detected / n)} ` +
      `(95 % interval ${pct(low)}–${pct(high)}) of a module of ${population}; ` +
      `${excluded} runtime or compile errors not counted` +
      (missing ? `; ${missing} drawn mutants not in Stryker's report` : ''),
  );
  for (const s of survivors) console.log(`  survived: ${s}`);
}

function wilson(successes, n, z = 1.959964) {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
