import { jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { claudeLines, fakeCli } from '../helpers/fakeCli.js';
import { REPO_ROOT, bundleNode } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { processState, waitFor, withMarker } from '../helpers/processes.js';
import { tempDir } from '../helpers/tempDirs.js';

jest.setTimeout(60_000);

const repo = () =>
  tempRepo({
    'alpha/SKILL.md': skillMd({
      name: 'alpha',
      description: 'Handles alpha reports. Use when the user asks for an alpha report.',
    }),
    'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
  });

async function faultOf(body: string, timeoutSeconds = 30) {
  const cli = fakeCli(body);
  const run = await evalRepo(repo(), { cliPaths: { 'claude-code': cli.path }, timeoutSeconds });
  expect(run.records).toHaveLength(1);
  const record = run.records[0]!;
  // A harness fault is never "not activated": the activation is simply not there.
  expect(record.outcome).toBe('error');
  expect(record.activations).toBeUndefined();
  expect(run.results.results[0]!.aggregate.activation.trials).toBe(0);
  return record.reason!;
}

describe('harness faults are errors with a reason, never "not activated"', () => {
  it('a hung CLI is killed at the timeout, with everything it started', async () => {
    // The CLI runs in its own PID namespace: what it started is found by a marker in its command line.
    const marker = `caliper-hung-${process.pid}-${Date.now()}`;
    const reason = await faultOf(`sh -c 'sleep 600' ${marker} &\nsleep 600`, 2);
    expect(reason).toBe("timed out after 2s (the CLI's process group was killed)");
    await waitFor(() => withMarker(marker).every((pid) => processState(pid) === 'Z'), 20_000);
  });

  it('a crashed CLI', async () => {
    expect(await faultOf(`${claudeLines(['alpha']).split('\n')[0]}\necho 'panic: out of cheese' >&2\nexit 3`)).toMatch(
      /exit 3: panic: out of cheese/,
    );
  });

  it('a CLI that is not installed', async () => {
    const run = await evalRepo(repo(), { cliPaths: { 'claude-code': '/nonexistent/claude' } });
    expect(run.records[0]).toMatchObject({ outcome: 'error', attempts: 0 });
    expect(run.records[0]!.reason).toMatch(/claude-code is not installed .*caliper install claude-code/);
  });

  it('a transcript that is not JSON', async () => {
    expect(await faultOf('echo "Welcome to Claude!"')).toBe(
      'the transcript is not JSON lines (line 1: "Welcome to Claude!")',
    );
  });

  it('a skill the CLI never listed', async () => {
    expect(await faultOf(claudeLines(['some-other-skill']))).toBe(
      'claude-code did not discover the installed skill(s) alpha',
    );
  });

  it('a CLI whose model-free skill listing fails (pi, Gemini CLI, OpenCode list skills beside the run)', async () => {
    const cli = fakeCli(
      'case "$*" in *rpc*) echo "Error: cannot load extensions" >&2; exit 1;; esac\necho not-a-transcript',
    );
    const run = await evalRepo(repo(), { backends: ['pi'], cliPaths: { pi: cli.path } });
    expect(run.records[0]).toMatchObject({
      outcome: 'error',
      reason: 'pi could not list its skills: its listing was unreadable; exit 1: Error: cannot load extensions',
    });
    expect(run.records[0]!.activations).toBeUndefined();
  });

  it('a CLI that needs a program the machine lacks (OpenCode without ripgrep) is not run at all', async () => {
    const cli = fakeCli('echo never-reached');
    const bare = tempDir('caliper-bare-path-');
    const run = await evalRepo(repo(), {
      backends: ['opencode'],
      cliPaths: { opencode: cli.path },
      isolation: 'none',
      env: { ...process.env, PATH: bare },
    });
    expect(run.records[0]).toMatchObject({
      outcome: 'error',
      attempts: 0,
      reason: 'opencode needs rg on PATH and cannot find it (Debian/Ubuntu: apt-get install ripgrep).',
    });
  });

  it('a transient API fault is retried with a fresh sandbox, and recorded once', async () => {
    const counter = path.join(tempDir('caliper-count-'), 'n');
    const overloaded = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: true,
      api_error_status: 529,
      result: 'Overloaded',
    });
    const cli = fakeCli(
      `echo x >> ${counter}\nif [ $(wc -l < ${counter}) -lt 3 ]; then echo ` +
        `'${overloaded}'; exit 1; fi\n${claudeLines(['alpha'], 'alpha')}`,
    );
    // The counter lives outside any sandbox, which a sandboxed CLI cannot write to: retries do not depend on isolation.
    const run = await evalRepo(repo(), { cliPaths: { 'claude-code': cli.path }, retryDelayMs: 10, isolation: 'none' });
    expect(run.records).toHaveLength(1);
    expect(run.records[0]).toMatchObject({ outcome: 'pass', attempts: 3, activations: { alpha: 'activated' } });
    // Each failed attempt keeps how long caliper waited before the next (the report says "retried after …").
    expect(run.records[0]!.providerErrors).toEqual([
      expect.objectContaining({ attempt: 1, status: 529, retriedAfterMs: 10 }),
      expect.objectContaining({ attempt: 2, status: 529, retriedAfterMs: 20 }),
    ]);
  });
});

describe('a killed run', () => {
  it('resumes without redoing finished trials', async () => {
    const root = repo();
    const log = path.join(tempDir('caliper-log-'), 'invocations');
    const cli = fakeCli(`echo run >> ${log}\nsleep 0.4\n${claudeLines(['alpha'], 'alpha')}`);
    const out = tempDir('caliper-resume-');
    // The invocation log lives outside any sandbox, which a sandboxed CLI cannot write to: resuming does not depend on
    // isolation.
    const args = [
      'dist/cli/index.js',
      'eval',
      root,
      '--scripted-model',
      '--trials',
      '8',
      '--concurrency',
      '1',
      '--out',
      out,
      '--cli',
      `claude-code=${cli.path}`,
      '--isolation',
      'none',
    ];
    const env = { ...process.env };

    // First run: killed hard once a few trials have finished.
    const first = spawn(bundleNode(), args, { cwd: REPO_ROOT, env, stdio: 'ignore' });
    const journal = path.join(out, 'trials.jsonl');
    const lines = () => (existsSync(journal) ? readFileSync(journal, 'utf8').split('\n').filter(Boolean).length : 0);
    await waitFor(() => lines() >= 4, 30_000);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.on('exit', resolve));
    const doneBefore = lines() - 1;
    expect(doneBefore).toBeGreaterThanOrEqual(3);
    expect(doneBefore).toBeLessThan(8);

    const second = spawn(bundleNode(), [...args, '--resume'], { cwd: REPO_ROOT, env, stdio: 'ignore' });
    const code = await new Promise((resolve) => second.on('exit', resolve));
    expect(code).toBe(0);
    const records = readFileSync(journal, 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(1)
      .map((l) => JSON.parse(l));
    expect(records.map((r) => r.key).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `alpha|claude-code|one|${i + 1}`).sort(),
    );
    // At most the one trial in flight when the first run was killed is run twice.
    const invocations = readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
    expect(invocations).toBeLessThanOrEqual(9);
    expect(
      JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')).results[0].aggregate.activation,
    ).toMatchObject({ successes: 8, trials: 8 });
  });

  it('refuses to resume a run measured differently', async () => {
    const root = repo();
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const out = tempDir('caliper-resume-');
    const first = await evalRepo(root, { cliPaths: { 'claude-code': cli.path }, outDir: out });
    expect(first.records).toHaveLength(1);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      path.join(root, 'alpha/SKILL.md'),
      skillMd({
        name: 'alpha',
        description: 'Handles alpha reports, changed. Use when the user asks for an alpha report.',
      }),
    );
    await expect(
      evalRepo(root, { cliPaths: { 'claude-code': cli.path }, outDir: out, journal: 'resume' }),
    ).rejects.toThrow(/cannot resume: trials changed/);
  });
});

describe('the sandbox network', () => {
  it("reaches the scripted model through the bridge and nothing else, not even the host's loopback", async () => {
    // The CLI can write nowhere outside its sandbox: it reports on stderr, which the trial keeps.
    const { createServer } = await import('node:net');
    const host = createServer((s) => s.end('hello from the host'));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    const port = (host.address() as { port: number }).port;
    const probe = (target: string) =>
      `python3 -c "import socket,sys; socket.create_connection(('127.0.0.1', ` +
      `${target}), 2); print('open')" 2>/dev/null || echo closed`;
    const cli = fakeCli(
      `echo "host:$(${probe(String(port))}) bridge:$(${probe('38080')})" >&2\n${claudeLines(['alpha'], 'alpha')}`,
    );
    try {
      const run = await evalRepo(repo(), { cliPaths: { 'claude-code': cli.path } });
      expect(run.records[0]!.outcome).toBe('pass');
      const stderr = path.join(run.outDir, run.records[0]!.transcript!.replace(/\.jsonl$/, '.stderr.txt'));
      expect(readFileSync(stderr, 'utf8').trim()).toBe('host:closed bridge:open');
    } finally {
      host.close();
    }
  });
});

describe('the spend guard', () => {
  it('stops launching at --max-trials and --max-tokens, and reports what it skipped', async () => {
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const byTrials = await evalRepo(repo(), {
      cliPaths: { 'claude-code': cli.path },
      trials: 5,
      concurrency: 1,
      budget: { maxTrials: 2 },
    });
    expect(byTrials.records).toHaveLength(2);
    expect(byTrials.results.skipped).toEqual(
      [3, 4, 5].map((n) => ({ key: `alpha|claude-code|one|${n}`, reason: 'budget: --max-trials 2 reached' })),
    );
    expect(byTrials.progress).toContain('budget reached: 3 trial(s) not run (budget: --max-trials 2 reached)');
    // Each fake trial reports 15 tokens: the third trial starts at 30 >= 25, so it is not launched.
    const byTokens = await evalRepo(repo(), {
      cliPaths: { 'claude-code': cli.path },
      trials: 5,
      concurrency: 1,
      budget: { maxTokens: 25 },
    });
    expect(byTokens.records).toHaveLength(2);
    expect(byTokens.results.skipped.map((s) => s.reason)).toEqual(Array(3).fill('budget: --max-tokens 25 reached'));
  });
});

describe('sequential trials', () => {
  it('stops a case that always passes after 8 trials and one that always fails after 3, and says so', async () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([
        { id: 'passes', prompt: 'Make the alpha report', checks: ['activation: alpha'] },
        { id: 'fails', prompt: 'Make the alpha report twice', checks: ['file_exists: never.txt'] },
      ]),
    });
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const { DEFAULT_SEQUENTIAL } = await import('../../src/results/sequential.js');
    const run = await evalRepo(root, {
      cliPaths: { 'claude-code': cli.path },
      concurrency: 1,
      sequential: DEFAULT_SEQUENTIAL,
    });
    const cases = Object.fromEntries(run.results.results[0]!.cases.map((c) => [c.id, [c.trials, c.decision]]));
    expect(cases).toEqual({ passes: [8, 'reliable'], fails: [3, 'unreliable'] });
    expect(run.records).toHaveLength(11);
    expect(run.results.meta.sequential).toMatch(/^SPRT/);
    expect(run.results.skipped).toEqual([]);
  });
});
