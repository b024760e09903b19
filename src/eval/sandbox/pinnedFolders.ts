import path from 'node:path';

/**
 * The folders between the trial's folder and each pinned file, shallowest first. A read-only bind over a file
 * does not stop a rename of a folder above it: `mv config config.old && mkdir config` would leave the pin behind
 * and let a new file take its path. Each of these is bound read-write over itself, so it is a mount point, which
 * the kernel will neither rename nor remove (EBUSY), while what is inside stays writable.
 */
export function pinnedFolders(readWrite: string, pinned: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const file of pinned) {
    const chain: string[] = [];
    for (let dir = path.dirname(file); isBelow(dir, readWrite); dir = path.dirname(dir)) chain.unshift(dir);
    for (const dir of chain) folders.add(dir);
  }
  return [...folders].sort((a, b) => depth(a) - depth(b));
}

function isBelow(dir: string, root: string): boolean {
  const relative = path.relative(root, dir);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

const depth = (dir: string) => dir.split(path.sep).length;
