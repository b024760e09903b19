// `npm ci && npm test` on a fresh Linux machine with only Node.js and npm: install the system programs
// the tests need (as root, with apt-get, saying which and why) and the pinned agent CLIs from the npm
// registry into the tools folder every caliper command uses ($CALIPER_TOOLS, else ~/.cache/caliper/tools;
// `caliper install` skips what is already there), set here for the tests. What cannot be had is
// passed to the tests, which skip what needs it and name it (helpers/needs.ts). CI checks dist/ matches
// src/ before the tests.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemTools } from './systemTools.mjs';

export default function globalSetup() {
  process.env.CALIPER_TOOLS ||= defaultToolsDir();
  const missing = ensureSystemTools();
  const help =
    spawnSync(process.execPath, ['dist/cli/index.js', 'install', '--help'], { encoding: 'utf8' }).stdout ?? '';
  const backends = /^Backends: (.+)\.$/m.exec(help)?.[1]?.split(', ') ?? [];
  if (backends.length === 0)
    throw new Error('`caliper install --help` names no backends: is dist/ built (npm run build)?');
  const unavailable = {};
  for (const backend of backends) {
    const r = spawnSync(process.execPath, ['dist/cli/index.js', 'install', backend], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      env: process.env,
    });
    process.stderr.write(r.stderr ?? '');
    if (r.status === 0) continue;
    const reason =
      (r.stderr ?? '')
        .split('\n')
        .filter((l) => l.startsWith('caliper: '))
        .pop()
        ?.slice('caliper: '.length) ?? `exit ${r.status}`;
    unavailable[backend] = reason;
    process.stderr.write(`caliper tests: could not install ${backend} (${reason}); its tests are skipped\n`);
  }
  // Jest's workers inherit the environment of this process.
  process.env.CALIPER_TESTS_MISSING = JSON.stringify(missing);
  process.env.CALIPER_TESTS_UNAVAILABLE = JSON.stringify(unavailable);
}

/** src/eval/backends/locate.ts's toolsDir without CALIPER_TOOLS (this file runs before any TypeScript). */
function defaultToolsDir() {
  const xdg = process.env.XDG_CACHE_HOME;
  return path.join(
    xdg && path.isAbsolute(xdg) ? xdg : path.join(process.env.HOME || os.homedir(), '.cache'),
    'caliper',
    'tools',
  );
}
