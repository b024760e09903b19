// The README's first command: caliper's main job on the bundled example repository, from the
// committed bundle, so it needs no install step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cli = path.join(root, 'dist', 'cli', 'index.js');
const run = (args) => spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: root }).status ?? 1;

console.log('$ caliper validate examples');
process.exitCode = run(['validate', 'examples']);
