// The programs the tests need besides Node.js and npm, the Debian package of each, and why. The global
// set-up installs the missing ones when it can (root with apt-get, as on CI); tests that need one it
// could not install are skipped with the program's name (helpers/needs.ts).
import { spawnSync } from 'node:child_process';

/** @typedef {{ tool: string; debian: string; why: string; present: () => boolean }} SystemTool */

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const python = (code) => spawnSync('python3', ['-c', code], { stdio: 'ignore' }).status === 0;

/** @type {SystemTool[]} */
export const SYSTEM_TOOLS = [
  { tool: 'rg', debian: 'ripgrep', why: 'OpenCode searches files with it', present: () => onPath('rg') },
  { tool: 'bwrap', debian: 'bubblewrap', why: 'the eval sandbox', present: () => onPath('bwrap') },
  {
    tool: 'chromium',
    debian: 'chromium',
    why: "the report viewer's browser test (caliper view)",
    present: () => onPath('chromium') || Boolean(process.env.CALIPER_CHROMIUM),
  },
  {
    tool: 'python3',
    debian: 'python3',
    why: 'the example skills run it, and Hermes Agent is Python',
    present: () => onPath('python3'),
  },
  // Debian's python3 has no ensurepip without python3-venv, so `python3 -m venv` fails.
  {
    tool: 'python3-venv',
    debian: 'python3-venv',
    why: 'Hermes Agent installs from PyPI into a venv',
    present: () => python('import ensurepip, venv'),
  },
];

/**
 * What to do about missing programs: install their Debian packages when root with apt-get, else name
 * them. `line` is the one line the set-up prints.
 * @param {{ missing: SystemTool[]; isRoot: boolean; hasApt: boolean }} facts
 */
export function planInstall({ missing, isRoot, hasApt }) {
  if (missing.length === 0) return { packages: [], line: undefined };
  const what = missing.map((t) => `${t.tool} (${t.why})`).join(', ');
  const packages = [...new Set(missing.map((t) => t.debian))];
  if (isRoot && hasApt)
    return { packages, line: `caliper tests: installing ${packages.join(' ')} with apt-get, for ${what}` };
  return {
    packages: [],
    line:
      `caliper tests: missing ${what}; the tests that need them are skipped, ` +
      `each file saying so. Install them (sudo apt-get install ` +
      `${packages.join(' ')}) or run as root to have the tests install them.`,
  };
}

/** Run the plan; returns the programs still missing afterwards, by name, with why. */
export function ensureSystemTools(log = (line) => process.stderr.write(`${line}\n`)) {
  const missing = SYSTEM_TOOLS.filter((t) => !t.present());
  const plan = planInstall({ missing, isRoot: process.getuid?.() === 0, hasApt: onPath('apt-get') });
  if (plan.line) log(plan.line);
  if (plan.packages.length > 0) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages], {
            stdio: ['ignore', 'ignore', 'inherit'],
            env,
          })
        : update;
    if (install.status !== 0)
      log(`caliper tests: apt-get could not install ${plan.packages.join(' ')}; the tests that need them are skipped`);
  }
  const still = SYSTEM_TOOLS.filter((t) => !t.present());
  if (plan.packages.length > 0 && still.length > 0)
    log(
      `caliper tests: still missing ${still.map((t) => t.tool).join(', ')}; ` +
        `the tests that need them are skipped, each file saying so`,
    );
  return Object.fromEntries(still.map((t) => [t.tool, t.why]));
}
