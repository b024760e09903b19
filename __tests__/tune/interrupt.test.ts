import { spawn } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { bundleNode, REPO_ROOT } from '../helpers/runNode.js';
import { tempDir } from '../helpers/tempDirs.js';

// Ctrl-C during caliper tune: its copy of the repository (caliper-tune-* in the temporary folder) is removed
// with the trials' folders, and the exit is 130. Before, the copy stayed behind on every interrupt.
describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code'])('caliper tune interrupted', () => {
  it('removes its copy of the repository and exits 130', async () => {
    const repo = tempDir('caliper-tune-int-repo-');
    cpSync(path.join(REPO_ROOT, '__tests__/fixtures/repos/tune-descriptions'), repo, { recursive: true });
    const tmp = tempDir('caliper-tune-int-tmp-');
    const copies = () => readdirSync(tmp).filter((n) => n.startsWith('caliper-tune-'));
    const child = spawn(
      bundleNode(),
      [
        path.join(REPO_ROOT, 'dist/cli/index.js'),
        'tune',
        repo,
        '--skills',
        'file-organiser',
        '--scripted-model',
        '--trials',
        '1',
        '--out',
        path.join(tempDir('caliper-tune-int-out-'), 'out'),
      ],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          TMPDIR: tmp,
          CALIPER_TOOLS: process.env.CALIPER_TOOLS ?? path.join(REPO_ROOT, '.caliper-tools'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Interrupt once the copy exists and a trial has started in it.
    for (let i = 0; i < 1200 && !(copies().length > 0 && /trial|\[\d+\/\d+\]/.test(stderr)); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(copies()).toHaveLength(1);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('caliper: interrupted; the tune stopped');
    expect(copies()).toEqual([]);
  }, 300_000);
});
