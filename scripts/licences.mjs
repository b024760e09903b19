#!/usr/bin/env node
// Part of `npm run build`: the Action's bundle loads the cache and artifact libraries in chunks of their own
// (dist/<id>.index.js) and ncc's licence list covers one chunk, so the build asks for one list a chunk
// (`--license [name].licenses.txt`) and this merges them into dist/licenses.txt: the entry chunk's first,
// then each other package once, in the chunks' order. The per-chunk lists are removed.
// Usage: node scripts/licences.mjs [dist folder]
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const CHUNK_LIST = /\.licenses\.txt$/;

/** The licence of the installed package `name`, as the list names it; undefined when `name` is no package. */
function licenceOf(name) {
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(name)) return undefined;
  const file = path.join(root, 'node_modules', name, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).license : undefined;
}

/**
 * A list's entries, each `name\nlicence\ntext`, split where a line after a blank one (or the first) names an
 * installed package and the next line is that package's licence: licence texts have blank lines of their own.
 */
export function licenceEntries(text) {
  const lines = text.replace(/\n+$/, '').split('\n');
  const opens = (i) =>
    (i === 0 || lines[i - 1] === '') && lines[i + 1] !== undefined && licenceOf(lines[i]) === lines[i + 1];
  const starts = lines.map((_, i) => (opens(i) ? i : -1)).filter((i) => i >= 0);
  return starts.map((start, k) => {
    const end = k + 1 < starts.length ? starts[k + 1] - 1 : lines.length;
    return { name: lines[start], text: lines.slice(start, end).join('\n') };
  });
}

/** The per-chunk lists in `dist`, merged into `dist/licenses.txt`, each package once. */
export function mergeChunkLicences(dist) {
  const lists = readdirSync(dist)
    .filter((f) => CHUNK_LIST.test(f))
    .sort((a, b) => Number(b === 'main.licenses.txt') - Number(a === 'main.licenses.txt') || a.localeCompare(b));
  if (lists.length === 0) {
    console.error(`no licence lists in ${dist}: did ncc run with --license '[name].licenses.txt'?`);
    process.exit(1);
  }
  const kept = new Map();
  for (const list of lists) {
    for (const entry of licenceEntries(readFileSync(path.join(dist, list), 'utf8'))) {
      if (!kept.has(entry.name)) kept.set(entry.name, entry.text);
    }
    rmSync(path.join(dist, list));
  }
  writeFileSync(path.join(dist, 'licenses.txt'), `${[...kept.values()].join('\n\n')}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mergeChunkLicences(path.resolve(process.argv[2] ?? path.join(root, 'dist')));
}
