import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

// The Action's bundle loads @actions/cache and @actions/artifact in chunks of their own, and ncc writes one
// licence list a chunk: scripts/licences.mjs merges them, so dist/licenses.txt still names every package.

const MIT = 'Permission is hereby granted, free of charge.\n\nTHE SOFTWARE IS PROVIDED "AS IS".';
const entry = (name: string, licence: string, text: string) => `${name}\n${licence}\n${text}`;

function merge(lists: Record<string, string>): { status: number | null; stderr: string; dir: string } {
  const dir = tempDir('caliper-licences-');
  for (const [file, text] of Object.entries(lists)) writeFileSync(path.join(dir, file), text);
  const r = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/licences.mjs'), dir], { encoding: 'utf8' });
  return { status: r.status, stderr: r.stderr, dir };
}

describe('the licence lists of the bundle', () => {
  it('are merged into one, the entry chunk first, each package once, blank lines inside a text kept', () => {
    const core = entry('@actions/core', 'MIT', MIT);
    const cache = entry('@actions/cache', 'MIT', MIT);
    const { status, dir } = merge({
      '7.licenses.txt': `${cache}\n\n${core}\n`,
      'main.licenses.txt': `${core}\n\n${entry('js-yaml', 'MIT', MIT)}\n`,
    });
    expect(status).toBe(0);
    expect(readFileSync(path.join(dir, 'licenses.txt'), 'utf8')).toBe(
      `${core}\n\n${entry('js-yaml', 'MIT', MIT)}\n\n${cache}\n`,
    );
    expect(readdirSync(dir)).toEqual(['licenses.txt']);
  });

  it('split only where a line names an installed package followed by its licence', () => {
    // A text's lines that read like an entry, but @actions/core's licence is MIT: split there, they would be
    // dropped from js-yaml's text as a second @actions/core.
    const quoting = entry('js-yaml', 'MIT', 'Terms.\n\n@actions/core\nISC\nquoted terms');
    const list = `${entry('@actions/core', 'MIT', MIT)}\n\n${quoting}\n`;
    const { dir } = merge({ 'main.licenses.txt': list });
    expect(readFileSync(path.join(dir, 'licenses.txt'), 'utf8')).toBe(list);
  });

  it('none at all is an error that says what to do', () => {
    const { status, stderr } = merge({});
    expect(status).not.toBe(0);
    expect(stderr).toMatch(/no licence lists in .*: did ncc run with --license '\[name\]\.licenses\.txt'\?/);
  });

  it('dist/ holds the merged list only, naming what the entry, the lazy chunks and the vendored files carry', () => {
    expect(readdirSync(path.join(REPO_ROOT, 'dist')).filter((f) => f.endsWith('.licenses.txt'))).toEqual([]);
    expect(readdirSync(path.join(REPO_ROOT, 'dist')).filter((f) => /^\d+\.index\.js$/.test(f)).length).toBeGreaterThan(
      0,
    );
    const text = readFileSync(path.join(REPO_ROOT, 'dist/licenses.txt'), 'utf8');
    const named = (name: string) =>
      text.split('\n').filter((line, i, lines) => line === name && (i === 0 || lines[i - 1] === ''));
    for (const name of [
      '@actions/core',
      '@actions/github',
      '@actions/cache',
      '@actions/artifact',
      '@azure/storage-blob',
    ])
      expect(named(name)).toHaveLength(1);
    for (const name of ['js-yaml', 're2js']) expect(named(name)).toHaveLength(1);
  });
});
