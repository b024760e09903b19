import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './runNode.js';
import { tempRepo } from './tempRepo.js';

/** `git ARGS` in `cwd` as a test's committer; its output trimmed, or a throw with git's own message. */
export function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/**
 * The examples' skills at the base (main), and a head that rewords csv-summary's description (so its eval runs on both
 * sides).
 */
export function examplesPullRequest(): { dir: string; base: string; head: string } {
  const dir = tempRepo({});
  cpSync(path.join(REPO_ROOT, 'examples/skills'), path.join(dir, 'skills'), { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  const skill = path.join(dir, 'skills/csv-summary/SKILL.md');
  writeFileSync(
    skill,
    readFileSync(skill, 'utf8').replace(/^description: (.*)$/m, 'description: $1 Also for quick column totals.'),
  );
  git(dir, 'commit', '-qam', 'head');
  return { dir, base, head: git(dir, 'rev-parse', 'HEAD') };
}
