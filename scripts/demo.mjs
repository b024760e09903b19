// The README's first command: caliper's main job on the bundled example repository, from the
// committed bundle. It validates the skills, installs the pinned Claude Code from the npm registry
// (once, into the tools folder every caliper command uses: $CALIPER_TOOLS, else ~/.cache/caliper/tools),
// and evaluates every spec offline: the real CLI, in a sandbox per trial, against caliper's scripted
// model. `npm run demo -- --real` uses ANTHROPIC_API_KEY instead.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = path.join(root, 'dist', 'cli', 'index.js');
// No tools folder of its own: `caliper eval` run later from the user's repository finds the same CLIs.
const env = process.env;
const real = process.argv.includes('--real');

function step(args) {
  console.log(`\n$ caliper ${args.join(' ')}`);
  const status = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: root, env }).status ?? 1;
  if (status !== 0) process.exit(status);
}

// Every trial runs in a bubblewrap sandbox, and caliper refuses to evaluate without one. On a fresh
// machine where we are root with apt-get (a container, CI), install it, saying so; elsewhere caliper's
// own refusal says what to install.
function ensureBubblewrap() {
  if (spawnSync('bwrap', ['--version'], { stdio: 'ignore' }).status === 0) return;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) return;
  console.log('\n$ apt-get install bubblewrap   # the sandbox every trial runs in');
  const r = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq bubblewrap >/dev/null'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) console.log('could not install bubblewrap; caliper eval will say what to do.');
}

step(['validate', 'examples']);
step(['install', 'claude-code']);
ensureBubblewrap();
step([
  'eval',
  'examples',
  ...(real ? [] : ['--scripted-model']),
  '--trials',
  '3',
  '--out',
  'caliper-results',
  '--fresh',
]);
