import { expect, it, jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TRIAL_ROOT, type Recording } from '../../src/eval/replay/tape.js';
import type { TrialRecord } from '../../src/results/types.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { caliper, outFolder, realModeEnv, runFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';

// Record a real-mode run of the real Copilot CLI, its provider named by its own variables
// (COPILOT_PROVIDER_BASE_URL=<stand-in>/v1, _TYPE=openai, _API_KEY), then replay it offline with none of them
// and the stand-in gone: the same per-trial outcomes and tokens, as a replay, at no spend.
jest.setTimeout(600_000);

const BASE_ENV = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS });

async function evalCopilot(repo: string, tape: string[], env: Record<string, string | undefined>) {
  const outDir = outFolder();
  const args = ['eval', repo, '--backend', 'copilot', '--skills', 'greeter', '--trials', '1', '--timeout', '150'];
  const r = await caliper([...args, '--model', 'gpt-5.5', '--out', outDir, '--allow-errors', ...tape], {
    cwd: repo,
    env: { ...BASE_ENV(), ...env },
  });
  return { ...r, outDir, records: runFolder(outDir).records };
}

const outcomes = (records: TrialRecord[]) =>
  Object.fromEntries(
    records.map((r) => [
      r.key,
      { outcome: r.outcome, activations: r.activations, checks: r.checks.map((c) => [c.label, c.status]) },
    ]),
  );
const tokensByKey = (records: TrialRecord[]) =>
  Object.fromEntries(records.map((r) => [r.key, [r.usage.inputTokens, r.usage.outputTokens, r.usage.turns]]));

describeNeeding(['cli:copilot', ...SANDBOX_NEEDS])('record and replay on copilot', () => {
  it('a run recorded through its own provider variables replays offline to the same outcomes', async () => {
    const repo = backendRepo();
    const tapeDir = outFolder();
    const standIn = await startStandIn();
    const recorded = await evalCopilot(repo, ['--record', tapeDir], realModeEnv('copilot', standIn.url)!);
    // What the relay passed on, read before the stand-in goes.
    const calls = standIn.requests().filter((r) => r.method === 'POST');
    await standIn.close();
    expect(recorded.stderr).not.toMatch(/error/i);
    expect(recorded.records.map((r) => r.outcome)).toEqual(['pass', 'pass']);
    // Its Chat Completions, passed on under the base URL's /v1 (not /v1/v1), each kept on the tape.
    expect(calls.length).toBeGreaterThan(2);
    expect(new Set(calls.map((r) => r.url))).toEqual(new Set(['/v1/chat/completions']));

    const recordings = readdirSync(tapeDir).map(
      (f) => JSON.parse(readFileSync(path.join(tapeDir, f), 'utf8')) as Recording,
    );
    expect(recordings.map((r) => r.backend)).toEqual(['copilot', 'copilot']);
    const exchanges = recordings.flatMap((r) => r.exchanges);
    expect(exchanges).toHaveLength(calls.length);
    expect(new Set(exchanges.map((e) => `${e.method} ${e.path} ${e.status}`))).toEqual(
      new Set(['POST /v1/chat/completions 200']),
    );
    const tape = JSON.stringify(recordings);
    for (const key of Object.values(STAND_IN_KEYS)) expect(tape).not.toContain(key);
    expect(tape).toContain(TRIAL_ROOT);

    // No provider variable, no key, no stand-in: only the recording answers.
    const replayed = await evalCopilot(repo, ['--replay', tapeDir], {});
    expect(outcomes(replayed.records)).toEqual(outcomes(recorded.records));
    expect(tokensByKey(replayed.records)).toEqual(tokensByKey(recorded.records));
    for (const r of replayed.records) expect([r.usage.replayed, r.model]).toEqual([true, 'gpt-5.5']);
    const results = runFolder(replayed.outDir).results;
    expect(results.meta.modelSource).toEqual({ kind: 'replay' });
    expect(results.meta.spend).toMatchObject({ replayed: true, agentRuns: 2, inputTokens: 0, costUsd: 0 });
  });

  it('a provider type the relay does not speak is refused before any trial, saying what to do', async () => {
    const repo = backendRepo();
    const tapeDir = outFolder();
    const env = {
      ...realModeEnv('copilot', 'https://example.openai.azure.com')!,
      COPILOT_PROVIDER_TYPE: 'azure',
    };
    const r = await caliper(['eval', repo, '--backend', 'copilot', '--model', 'gpt-5.5', '--record', tapeDir], {
      cwd: repo,
      env: { ...BASE_ENV(), ...env },
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/--record for copilot: .*COPILOT_PROVIDER_TYPE azure.*record through a gateway/);
    expect(readdirSync(tapeDir)).toEqual([]);
  });
});
