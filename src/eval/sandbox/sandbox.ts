import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeOwnedFolder, removeFolder } from './cleanup.js';
import type { InstallableFile } from './installableFiles.js';
import type { SandboxPaths } from './paths.js';

/**
 * A fresh sandbox under the system temp folder: work, home, config and tmp folders and caliper's marker (cleanup.ts),
 * nothing else.
 */
export function createSandbox(parent = os.tmpdir()): SandboxPaths {
  const root = makeOwnedFolder(parent, 'trial');
  const paths: SandboxPaths = {
    root,
    workDir: path.join(root, 'work'),
    homeDir: path.join(root, 'home'),
    configDir: path.join(root, 'config'),
    tmpDir: path.join(root, 'tmp'),
  };
  for (const dir of [paths.workDir, paths.homeDir, paths.configDir, paths.tmpDir]) mkdirSync(dir);
  initGitRepository(paths.workDir);
  return paths;
}

/** Remove a trial's folder; never throws (a folder that stays is named in the result, and the next run retries). */
export function removeSandbox(sandbox: SandboxPaths): ReturnType<typeof removeFolder> {
  return removeFolder(sandbox.root);
}

/** Copy files into `destination`, creating folders as needed. Never links: some CLIs skip symlinks. */
export function copyFiles(files: readonly InstallableFile[], destination: string): void {
  const made = new Set<string>();
  for (const f of files) {
    const target = path.join(destination, f.rel);
    const dir = path.dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    copyFileSync(f.source, target);
  }
}

/**
 * An empty git repository written directly (no `git` process): CLIs bound project discovery by the
 * git root and Codex refuses to run outside one, but none needs a commit.
 */
export function initGitRepository(dir: string): void {
  const git = path.join(dir, '.git');
  for (const sub of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags'])
    mkdirSync(path.join(git, sub), { recursive: true });
  writeFileSync(path.join(git, 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(
    path.join(git, 'config'),
    '[core]\n\trepositoryformatversion = 0\n\tfilemode = true\n\tbare = ' +
      'false\n[user]\n\tname = caliper\n\temail = caliper@localhost\n',
  );
  writeFileSync(path.join(git, 'description'), 'caliper sandbox\n');
}
