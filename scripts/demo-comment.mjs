// Renders docs/example-pr-comment.md from a real run: the example repository as it is (base) against a
// copy whose release-notes description was made vague (head), both evaluated offline on the real
// Claude Code CLI against the scripted model, then `caliper compare --format markdown`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = path.join(root, 'dist', 'cli', 'index.js');
const env = { ...process.env, CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(root, '.caliper-tools') };
const work = mkdtempSync(path.join(os.tmpdir(), 'caliper-demo-comment-'));
const run = (args) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: work, env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`caliper ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
};

run(['install', 'claude-code']);
for (const side of ['base', 'head']) cpSync(path.join(root, 'examples'), path.join(work, side), { recursive: true });
const skill = path.join(work, 'head', 'skills', 'release-notes', 'SKILL.md');
writeFileSync(skill, readFileSync(skill, 'utf8').replace(/^description: .*$/m, 'description: Helps with documents. Use when the user asks for help with a document.'));
for (const side of ['base', 'head']) run(['eval', side, '--scripted-model', '--trials', '5', '--out', `${side}-results`]);
const markdown = run(['compare', 'base-results', 'head-results', '--format', 'markdown']);
writeFileSync(
  path.join(root, 'docs', 'example-pr-comment.md'),
  `# An example PR comment\n\nRendered by \`node scripts/demo-comment.mjs\`: the example repository (base) against a copy whose \`release-notes\` description was made vague (head), 5 trials per case on Claude Code against the scripted model. This is the body caliper posts, and keeps updated, on the pull request.\n\n---\n\n${markdown}`,
);
rmSync(work, { recursive: true, force: true });
console.log('wrote docs/example-pr-comment.md');
