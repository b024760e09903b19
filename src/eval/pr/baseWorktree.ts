import { spawnSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class BaseCheckoutError extends Error {}

export interface BaseCheckout {
  /** The evaluated folder as it is at the base commit. */
  dir: string;
  sha: string;
  remove(): void;
}

/**
 * The repository at `ref`, as a detached worktree in a temporary folder, so base and head are measured
 * in the same job with the same CLIs. A shallow checkout is deepened by fetching just that commit.
 */
export function checkoutBase(evalDir: string, ref: string): BaseCheckout {
  const git = (args: string[], cwd = evalDir) => spawnSync('git', args, { cwd, encoding: 'utf8' });
  const top = git(['rev-parse', '--show-toplevel']);
  if (top.status !== 0)
    throw new BaseCheckoutError(
      `${evalDir} is not in a git repository, so there is no base to compare with (${top.stderr.trim()})`,
    );
  const root = top.stdout.trim();
  const resolve = () => git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  let sha = resolve();
  if (sha.status !== 0) {
    const fetched = git(['fetch', '--no-tags', '--depth=1', 'origin', ref]);
    sha = resolve();
    if (sha.status !== 0) sha = git(['rev-parse', '--verify', '--quiet', 'FETCH_HEAD^{commit}']);
    if (sha.status !== 0)
      throw new BaseCheckoutError(
        `cannot find the base commit ` +
          `${ref}${fetched.status !== 0 ? ` (git fetch: ${fetched.stderr.trim().split('\n').pop()})` : ''}`,
      );
  }
  const commit = sha.stdout.trim();
  const dir = realpathSync.native(mkdtempSync(path.join(os.tmpdir(), 'caliper-base-')));
  const added = git(['worktree', 'add', '--detach', '--force', dir, commit], root);
  if (added.status !== 0) throw new BaseCheckoutError(`git worktree add failed: ${added.stderr.trim()}`);
  const remove = () => {
    live.delete(remove);
    git(['worktree', 'remove', '--force', dir], root);
    rmSync(dir, { recursive: true, force: true });
  };
  live.add(remove);
  return {
    dir: path.join(dir, path.relative(realpathSync.native(root), realpathSync.native(evalDir))),
    sha: commit,
    remove,
  };
}

/** Removers of the base worktrees not yet removed. */
const live = new Set<() => void>();

/** Remove every base worktree still checked out (on an interrupt: the `finally` that would is never reached). */
export function removeLiveCheckouts(): void {
  for (const remove of [...live]) {
    try {
      remove();
    } catch {
      // best effort: the worktree's folder is under the temp folder either way
    }
  }
}
