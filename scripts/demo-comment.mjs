// Renders docs/example-pr-comment.md from a real run: the example repository as it is (base) against a
// copy whose release-notes description was made vague (head), both evaluated offline on the real
// Claude Code CLI against the scripted model, then `caliper compare --format markdown`.
//
//   node scripts/demo-comment.mjs [--trials N] [--out FILE]   # defaults: 5, docs/example-pr-comment.md
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = path.join(root, 'dist', 'cli', 'index.js');
const env = process.env; // the tools folder every caliper command uses ($CALIPER_TOOLS, else ~/.cache/caliper/tools)
const option = (name, fallback) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback;
const trials = option('--trials', '5');
const outFile = path.resolve(option('--out', path.join(root, 'docs', 'example-pr-comment.md')));
// A copy outside git (an unpacked archive) still renders; it just cannot say which commit.
const commit =
  spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout?.trim() ||
  'an unknown commit';
const work = mkdtempSync(path.join(os.tmpdir(), 'caliper-demo-comment-'));
const run = (args, ok = [0]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: work, env, encoding: 'utf8' });
  if (!ok.includes(r.status)) throw new Error(`caliper ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
};

run(['install', 'claude-code']);
for (const side of ['base', 'head']) cpSync(path.join(root, 'examples'), path.join(work, side), { recursive: true });
const skill = path.join(work, 'head', 'skills', 'release-notes', 'SKILL.md');
writeFileSync(
  skill,
  readFileSync(skill, 'utf8').replace(
    /^description: .*$/m,
    'description: Helps with documents. Use when the user asks for help with a document.',
  ),
);
for (const side of ['base', 'head'])
  run(['eval', side, '--scripted-model', '--trials', trials, '--out', `${side}-results`]);
// compare exits 1 on a regression, which this demo has.
const markdown = run(['compare', 'base-results', 'head-results', '--format', 'markdown'], [0, 1]).trim();
// The Action puts the report under the comment's verdict line, its headings one level down, beside
// the other stages' sections (here validate, which found nothing).
const verdict = markdown.split('\n')[0].replace(/^## caliper: /, '');
const nested = markdown.replace(/^## caliper: .*$/m, '## caliper eval: base → head').replace(/^(#{1,5}) /gm, '#$1 ');
const comment = [
  `## caliper: ${verdict} · validate ✓ 3 skills`,
  '',
  nested,
  '',
  '### caliper validate: 3 skills, 0 errors, 0 warnings',
  '',
  'No findings.',
  '',
].join('\n');
writeFileSync(
  outFile,
  `# An example PR comment\n\nRendered by \`node ` +
    `scripts/demo-comment.mjs\` at ${commit}: the example repository ` +
    `(base) against a copy whose \`release-notes\` description was made ` +
    `vague (head), ${trials} trials per case on Claude Code against the ` +
    `scripted model (so every number says \`scripted\`). This is the body ` +
    `caliper posts, and keeps updated, on the pull request (its hidden ` +
    `section markers left out); where the owners stage runs too (the ` +
    `reusable workflow, on a pull request), an owners clause (\`· owners ✓ ` +
    `1/1 paths\`) and the owners table follow.\n\n---\n\n${comment}`,
);
rmSync(work, { recursive: true, force: true });
console.log(`wrote ${outFile}`);
