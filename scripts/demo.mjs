// The README's first command: caliper's main job on the bundled example repository, from the
// committed bundle. It validates the skills, installs the pinned Claude Code from the npm registry
// (once, into .caliper-tools/), and evaluates every spec offline: the real CLI, in a sandbox per
// trial, against caliper's scripted model. `npm run demo -- --real` uses ANTHROPIC_API_KEY instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = path.join(root, 'dist', 'cli', 'index.js');
const env = { ...process.env, CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(root, '.caliper-tools') };
const real = process.argv.includes('--real');

function step(args) {
  console.log(`\n$ caliper ${args.join(' ')}`);
  const status = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: root, env }).status ?? 1;
  if (status !== 0) process.exit(status);
}

step(['validate', 'examples']);
step(['install', 'claude-code']);
step(['eval', 'examples', ...(real ? [] : ['--scripted-model']), '--trials', '3', '--out', 'caliper-results', '--fresh']);
