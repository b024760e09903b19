import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { REPO_ROOT } from './runNode.js';
import { tempDir as freshTempDir } from './tempDirs.js';

/** Cut-down copies of three skills of anthropics/skills (see its README.md). */
export const PUBLIC_SKILLS = path.join(REPO_ROOT, '__tests__/fixtures/repos/public-skills');

/** An empty folder, removed after the test file. */
export const tempDir = (): string => freshTempDir('caliper-init-');

/** A throw-away copy of a folder, without the `.eval.yaml` of the skills named (under `skills/`). */
export function copyOf(src: string, dropSpecs: string[] = []): string {
  const root = tempDir();
  cpSync(src, root, { recursive: true });
  for (const skill of dropSpecs) rmSync(path.join(root, 'skills', skill, '.eval.yaml'));
  return root;
}

/** Run one caliper command in-process from `cwd`, with the tools folder the tests set up. */
export async function caliper(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' };
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS };
  const io = {
    stdout: (t: string) => (out.stdout += t),
    stderr: (t: string) => (out.stderr += t),
    cwd,
    env,
    stdoutIsTTY: false,
  };
  const code = await runCli(args, io);
  return { code, ...out };
}
