#!/usr/bin/env node
// Part of `npm run build`: copies the libraries that `lazyModule` loads on first use beside each bundle
// (`dist/vendor/`, `dist/cli/vendor/`) instead of inside it, so that a start that never needs them does
// not read and compile them, and adds their licences to dist/licenses.txt (ncc lists only what it bundled)
// and beside each copy (`vendor/<name>.LICENSE`, so that the npm package carries them too).
// Each is the package's own single-file CommonJS build, with no dependencies of its own.
// bench/trial-floor.bench.mjs imports `copyVendored` for the sources it compiles.
import { appendFileSync, copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const VENDORED = [
  { name: 'js-yaml', file: 'dist/js-yaml.cjs.js' },
  { name: 're2js', file: 'build/index.cjs' },
];

/** The vendored libraries and their licences into `dir/vendor/`, where `lazyModule` beside `dir` looks. */
export function copyVendored(dir) {
  mkdirSync(path.join(dir, 'vendor'), { recursive: true });
  for (const { name, file } of VENDORED) {
    copyFileSync(path.join(root, 'node_modules', name, file), path.join(dir, 'vendor', `${name}.cjs`));
    copyFileSync(path.join(root, 'node_modules', name, 'LICENSE'), path.join(dir, 'vendor', `${name}.LICENSE`));
  }
}

function appendLicences(dist) {
  for (const { name } of VENDORED) {
    const pkg = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'));
    const license = readFileSync(path.join(root, 'node_modules', name, 'LICENSE'), 'utf8');
    appendFileSync(path.join(dist, 'licenses.txt'), `\n${name}\n${pkg.license}\n${license.trimEnd()}\n`);
  }
}

// Usage: node scripts/vendor.mjs [dist folder]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  for (const bundle of [dist, path.join(dist, 'cli')]) copyVendored(bundle);
  appendLicences(dist);
}
