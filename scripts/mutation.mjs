// `npm run mutation -- <module> [stryker options]`: StrykerJS on one module (escape, checks, results,
// sandbox, replay; see stryker.config.mjs), against the unit tests that import it. Niced, one test process:
// the machine it runs on is usually shared. Reports land in reports/mutation/<module>.{html,json}; a second
// run re-tests only the mutants whose code or tests changed (Stryker's incremental mode).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modules } from './mutation-modules.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [name, ...rest] = process.argv.slice(2);
if (!name || !(name in modules)) {
  console.error(`usage: npm run mutation -- <module> [stryker options]; modules: ${Object.keys(modules).join(', ')}`);
  process.exit(2);
}
const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
const env = {
  ...process.env,
  CALIPER_MUTATION_MODULE: name,
  // jest runs the ESM tests through node's vm modules (package.json's `npm test` does the same).
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
};
const r = spawnSync('nice', ['-n', '10', process.execPath, stryker, 'run', ...rest], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
