import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { AGENT_NAMES as AVAILABLE_BACKENDS, agentNamed } from '../../src/agents/index.js';
import { priceOf } from '../../src/results/spend/prices.js';
import { REQUEST_PROFILES, type RequestProfiles } from '../../src/results/spend/requestProfiles.js';
import { ESTIMATE_ASSUMPTIONS, runEstimate } from '../../src/results/spend/runEstimate.js';
import { tempDir } from '../helpers/tempDirs.js';

describe("each pinned CLI's measured requests (requestProfiles.json, npm run bench -- request-profiles)", () => {
  it('covers every pinned CLI at its pinned version: a version bump without measuring again fails here', () => {
    expect(Object.keys(REQUEST_PROFILES.clis).sort()).toEqual([...AVAILABLE_BACKENDS].sort());
    for (const name of AVAILABLE_BACKENDS) {
      const pinned = agentNamed(name)!.run.install.version;
      expect([name, REQUEST_PROFILES.clis[name]!.version]).toEqual([name, pinned]);
    }
  });

  it(
    'holds, per CLI, a trial of each case with its calls, each with input ' + 'tokens and a cacheable prefix no larger',
    () => {
      for (const [name, profile] of Object.entries(REQUEST_PROFILES.clis)) {
        expect([name, profile.trials.map((t) => t.case)]).toEqual([name, REQUEST_PROFILES.cases]);
        for (const call of profile.trials.flatMap((t) => t.calls)) {
          expect(call.input).toBeGreaterThan(0);
          expect(call.cachedPrefix).toBeLessThanOrEqual(call.input);
        }
        // The first call of a trial has nothing before it to share.
        for (const t of profile.trials) expect(t.calls[0]!.cachedPrefix).toBe(0);
      }
      expect(REQUEST_PROFILES.clis['claude-code']!.defaultModel).toBe('claude-opus-5-5');
    },
  );

  it('prices every CLI at a model the table has (its default, or a named stand-in with the reason)', () => {
    for (const [name, p] of Object.entries(REQUEST_PROFILES.clis)) {
      const model = p.estimateModel ?? p.defaultModel;
      expect([name, priceOf(model ?? undefined) !== undefined]).toEqual([name, true]);
      if (p.estimateModel) expect(p.estimateModelWhy).toBeTruthy();
    }
  });
});

describe('what one run may cost, from a profile', () => {
  const profiles: RequestProfiles = {
    command: 'x',
    charsPerToken: 4,
    cases: ['a', 'b'],
    clis: {
      'claude-code': {
        version: '1',
        api: 'anthropic-messages',
        defaultModel: 'claude-opus-5-5',
        defaultModelSource: 'test',
        outputBudget: 1000,
        trials: [
          { case: 'a', calls: [{ input: 10_000, cachedPrefix: 0 }] },
          {
            case: 'b',
            calls: [
              { input: 10_000, cachedPrefix: 0 },
              { input: 11_000, cachedPrefix: 10_000 },
            ],
          },
        ],
      },
    },
  };

  it('low: the fewest calls measured, each written to the cache, at the low answer length', () => {
    const r = runEstimate('claude-code', undefined, profiles);
    if (!r.ok) throw new Error(r.reason);
    // 10,000 tokens written at $5/M, 200 output at $20/M.
    expect(r.estimate.low).toBeCloseTo((10_000 * 5 + ESTIMATE_ASSUMPTIONS.outputLow * 20) / 1e6, 10);
    expect(r.estimate.calls).toEqual({ low: 1, high: 2 + ESTIMATE_ASSUMPTIONS.extraCalls });
  });

  it('high: the most calls and further ones growing as measured; the shared prefix read at the cache-read rate', () => {
    const r = runEstimate('claude-code', undefined, profiles);
    if (!r.ok) throw new Error(r.reason);
    // Calls of 10k, 11k, 12k, …: each reads the call before it ($0.20/M) and writes the 1k it adds ($5/M).
    const calls = 2 + ESTIMATE_ASSUMPTIONS.extraCalls;
    const reads = Array.from({ length: calls - 1 }, (_, i) => 10_000 + 1000 * i).reduce((a, b) => a + b, 0);
    const writes = 10_000 + 1000 * (calls - 1);
    const expected = (reads * 0.2 + writes * 5 + calls * ESTIMATE_ASSUMPTIONS.outputHigh * 20) / 1e6;
    expect(r.estimate.high).toBeCloseTo(expected, 10);
  });

  it('--model prices it at that model; an unpriced model or CLI is unknown, with what to do', () => {
    const at = runEstimate('claude-code', 'claude-sonnet-5', profiles);
    const own = runEstimate('claude-code', undefined, profiles);
    expect(at.ok && own.ok && at.estimate.high < own.estimate.high).toBe(true);
    expect(runEstimate('claude-code', 'my-private-model', profiles)).toEqual({
      ok: false,
      backend: 'claude-code',
      reason: expect.stringMatching(/no price for my-private-model/),
    });
    expect(runEstimate('codex', undefined, profiles)).toEqual({
      ok: false,
      backend: 'codex',
      reason: expect.stringMatching(/no measured request profile/),
    });
  });
});

describe(
  'caliper eval examples --dry-run, offline, with no earlier run (issue ' + '#37: a price before the first run)',
  () => {
    it(
      'prints a dollar range for each of the six CLIs, at the model each ' + 'requests by default, and the assumptions',
      async () => {
        let stdout = '';
        const cwd = tempDir('caliper-dry-');
        const args = ['eval', path.resolve('examples'), '--backend', AVAILABLE_BACKENDS.join(','), '--dry-run'];
        const code = await runCli(args, {
          stdout: (t) => (stdout += t),
          stderr: () => {},
          cwd,
          env: {},
          stdoutIsTTY: false,
        });
        expect(code).toBe(0);
        for (const name of AVAILABLE_BACKENDS) {
          const line = stdout.split('\n').find((l) => l.startsWith(`  ${name} `));
          expect([name, line]).toEqual([
            name,
            expect.stringMatching(
              /: 12 run\(s\) × \$[\d.]+-\$[\d.]+ a run \(\d+-\d+ model calls\): \$[\d.]+-\$[\d.]+$/,
            ),
          ]);
        }
        expect(stdout).toContain('  claude-code 2.1.332 at claude-opus-5-5: ');
        expect(stdout).toMatch(/^cost: \$[\d.]+-\$[\d.]+ estimated from what each pinned CLI sends its model/m);
        expect(stdout).toMatch(/assumed: .*200 to 2,000 output tokens a call/);
      },
    );

    it('--model prices every CLI at that model', async () => {
      let stdout = '';
      const cwd = tempDir('caliper-dry-');
      await runCli(
        ['eval', path.resolve('examples'), '--backend', 'claude-code,codex', '--model', 'claude-sonnet-5', '--dry-run'],
        { stdout: (t) => (stdout += t), stderr: () => {}, cwd, env: {}, stdoutIsTTY: false },
      );
      expect(stdout).toContain('  claude-code 2.1.332 at claude-sonnet-5: ');
      expect(stdout).toContain('  codex 0.171.0 at claude-sonnet-5: ');
    });
  },
);
