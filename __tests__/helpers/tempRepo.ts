import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from './tempDirs.js';

/** A file's content, or a symlink to create (`{ link: target }`), a FIFO (`{ fifo: true }`), or raw bytes. */
export type Entry = string | Buffer | { link: string } | { fifo: true };

const created: string[] = [];

/** Write a throw-away repository from a map of relative paths; removed after the test file. */
export function tempRepo(files: Record<string, Entry>): string {
  const root = tempDir('caliper-test-');
  created.push(root);
  for (const [rel, entry] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    if (typeof entry === 'object' && 'link' in entry) symlinkSync(entry.link, abs);
    else if (typeof entry === 'object' && 'fifo' in entry) execFileSync('mkfifo', [abs]);
    else writeFileSync(abs, entry);
  }
  return root;
}

export function skillMd(fields: Record<string, string>, body = '# Body\n'): string {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

/** A valid skill: folder `name`, a description with a when-to-use clause. */
export function goodSkill(name: string, body = '# Body\n', extra: Record<string, string> = {}): string {
  return skillMd({ name, description: `Handles ${name} work. Use when the user asks about ${name}.`, ...extra }, body);
}

afterAll(() => {
  for (const root of created) rmSync(root, { recursive: true, force: true });
});
