import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHermesExport } from '../../src/agents/hermes/transcript.js';
import { readSessionLogs } from '../../src/agents/shared/sessionLogs.js';
import type { CheckContext } from '../../src/eval/checks/context.js';
import { checkFileContains, checkFileExists } from '../../src/eval/checks/files.js';
import { loadResults } from '../../src/results/load.js';
import { readTrialFile } from '../../src/util/trialFiles.js';
import { transcriptFixture } from '../helpers/transcripts.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 29 items 1 and 2: what the agent leaves in its trial folder is read on the host, where a link
// reaches the runner's secrets and a FIFO blocks caliper's only thread.
const SECRET = 'GITHUB_TOKEN=ghp_c4n4ry0123456789';

function trial(): { ctx: CheckContext; work: string; secretFile: string } {
  const outside = tempDir('caliper-host-');
  const secretFile = path.join(outside, 'environ');
  writeFileSync(secretFile, `${SECRET}\n`);
  const trialRoot = tempDir('caliper-trial-test-');
  const work = path.join(trialRoot, 'work');
  mkdirSync(work);
  const ctx: CheckContext = {
    trialRoot,
    workDir: work,
    transcript: { finalAnswer: '' } as CheckContext['transcript'],
    activated: new Set(),
    installed: [],
    backend: 'claude-code',
    skillsRoot: path.join(trialRoot, 'skills'),
    subject: 'subject',
    judge: undefined,
    runCommand: () => Promise.reject(new Error('none')),
  };
  return { ctx, work, secretFile };
}

describe('host-side checks read only regular files the agent wrote, never through a link', () => {
  it('a link to a secret is a check error, whatever the pattern: no pass/fail oracle on its bytes', () => {
    const { ctx, work, secretFile } = trial();
    symlinkSync(secretFile, path.join(work, 'env.txt'));
    for (const pattern of ['GITHUB_TOKEN=ghp_c', 'GITHUB_TOKEN=ghp_d', 'nothing']) {
      const r = checkFileContains({ path: 'env.txt', pattern }, ctx);
      expect(r).toMatchObject({ status: 'error', reason: expect.stringMatching(/env\.txt is a symbolic link/) });
    }
    expect(checkFileExists({ path: 'env.txt' }, ctx)).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/symbolic link/),
    });
  });

  it('a linked folder on the way is refused too', () => {
    const { ctx, work, secretFile } = trial();
    symlinkSync(path.dirname(secretFile), path.join(work, 'out'));
    expect(checkFileContains({ path: 'out/environ', pattern: 'ghp_c' }, ctx)).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/out is a symbolic link/),
    });
    expect(checkFileExists({ path: 'out/environ' }, ctx).status).toBe('error');
  });

  it('the working folder replaced by a link is refused (the agent can rename it)', () => {
    const { ctx, work, secretFile } = trial();
    execFileSync('rm', ['-rf', work]);
    symlinkSync(path.dirname(secretFile), work);
    expect(checkFileContains({ path: 'environ', pattern: 'ghp_c' }, ctx)).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/symbolic link/),
    });
  });

  it('a FIFO, or a link to one, is refused at once instead of blocking the event loop', () => {
    const { ctx, work } = trial();
    execFileSync('mkfifo', [path.join(work, 'pipe')]);
    symlinkSync(path.join(work, 'pipe'), path.join(work, 'usage.json'));
    expect(checkFileContains({ path: 'pipe', pattern: 'x' }, ctx)).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/not a regular file \(a FIFO\)/),
    });
    expect(checkFileContains({ path: 'usage.json', pattern: 'x' }, ctx).status).toBe('error');
    expect(readTrialFile(ctx.trialRoot, 'work/pipe')).toMatchObject({ kind: 'refused' });
  });

  it('a file over the bound is refused unread; plain files still pass and fail as before', () => {
    const { ctx, work } = trial();
    writeFileSync(path.join(work, 'big.txt'), 'x'.repeat(2048));
    writeFileSync(path.join(work, 'ok.txt'), 'hello\n');
    expect(readTrialFile(ctx.trialRoot, 'work/big.txt', 1024)).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/larger than 1024 bytes/),
    });
    expect(checkFileContains({ path: 'ok.txt', pattern: '^hello$' }, ctx).status).toBe('pass');
    expect(checkFileContains({ path: 'ok.txt', pattern: 'bye' }, ctx).status).toBe('fail');
    expect(checkFileContains({ path: 'missing.txt', pattern: 'x' }, ctx).status).toBe('fail');
    expect(checkFileExists({ path: 'ok.txt' }, ctx).status).toBe('pass');
    expect(checkFileExists({ path: '.' }, ctx).status).toBe('pass');
    expect(checkFileExists({ path: '../outside' }, ctx).status).toBe('error');
    expect(readTrialFile(ctx.trialRoot, 'work/a/../ok.txt')).toMatchObject({ kind: 'refused' });
  });

  it("a CLI's session logs skip linked files and FIFOs the agent put among them", () => {
    const { ctx, secretFile } = trial();
    const logs = path.join(ctx.trialRoot, 'config', 'projects');
    mkdirSync(logs, { recursive: true });
    writeFileSync(path.join(logs, 'a.jsonl'), '{"ok":1}\n');
    writeFileSync(secretFile, '{"secret":"ghp_c4n4ry"}\n');
    symlinkSync(secretFile, path.join(logs, 'b.jsonl'));
    symlinkSync(path.dirname(secretFile), path.join(logs, 'dir'));
    execFileSync('mkfifo', [path.join(logs, 'c.jsonl')]);
    expect(readSessionLogs(ctx.trialRoot, logs)).toEqual([{ ok: 1 }]);
  });

  it(
    "Hermes' usage file replaced by a link to a FIFO without a writer: " + 'read at once as no usage, a harness error',
    () => {
      const root = tempDir('caliper-hermes-');
      const config = path.join(root, 'config');
      mkdirSync(config);
      execFileSync('mkfifo', [path.join(config, 'p')]);
      symlinkSync(path.join(config, 'p'), path.join(config, 'caliper-usage.json'));
      const sandbox = { root, workDir: path.join(root, 'work'), homeDir: root, configDir: config, tmpDir: root };
      const parsed = parseHermesExport(transcriptFixture('hermes', '0.19.0-activation.jsonl'), sandbox, 'done');
      expect(parsed).toMatchObject({ ok: true, transcript: { error: { message: 'done' } } });
    },
  );

  it("a results.json that is a FIFO or a link (an artifact's) is refused with the file's name", () => {
    const dir = tempDir('caliper-art-');
    execFileSync('mkfifo', [path.join(dir, 'results.json')]);
    expect(() => loadResults(dir)).toThrow(/results\.json was not read: .*a FIFO/);
    const other = tempDir('caliper-art-');
    symlinkSync('/etc/hostname', path.join(other, 'results.json'));
    expect(() => loadResults(other)).toThrow(/symbolic link/);
  });
});
