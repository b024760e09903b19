import { jest } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendName } from '../../src/eval/spec/types.js';
import type { TrialRecord } from '../../src/results/types.js';
import { parseSse } from '../../src/eval/replay/sse.js';
import { TRIAL_ROOT, type Recording } from '../../src/eval/replay/tape.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { caliper, outFolder, realModeEnv, runFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';

// Record a real-mode run against a provider's stand-in, then replay it with the stand-in gone: the same
// per-trial outcomes, offline, with modelSource replay; compare keeps replays apart; a recording made
// for other skill content is refused with the reason.
jest.setTimeout(600_000);

const BASE_ENV = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS });

/** One eval of greeter's two cases: `caliper eval` (Claude Code, its own variables), else the runner with the model URL (Codex). */
async function run(backend: BackendName, repo: string, tape: ['--record' | '--replay', string], standInUrl: string | undefined): Promise<{ outDir: string; records: TrialRecord[]; stderr: string }> {
  const outDir = outFolder();
  const env = standInUrl ? realModeEnv(backend, standInUrl) : undefined;
  if (backend === 'claude-code') {
    // A replay is offline and needs no key: none is given.
    const r = await caliper(['eval', repo, '--backend', backend, '--skills', 'greeter', '--trials', '1', '--out', outDir, '--allow-errors', ...tape], { cwd: repo, env: { ...BASE_ENV(), ...env } });
    return { outDir, records: runFolder(outDir).records, stderr: r.stderr };
  }
  const r = await evalRepo(repo, { backends: [backend], skills: ['greeter'], outDir, timeoutSeconds: 150, model: { kind: 'real', baseUrl: standInUrl ?? 'http://127.0.0.1:9', apiKey: STAND_IN_KEYS.openai, model: 'gpt-5.5', tape: { mode: tape[0] === '--record' ? 'record' : 'replay', dir: tape[1] } } });
  return { outDir, records: r.records, stderr: r.progress.join('\n') };
}

/**
 * The stand-in streams Codex's answers in several deltas, as OpenAI does: on the tape each item's deltas
 * are one event, and the SKILL.md read's path, split across deltas on the wire, is whole there as TRIAL_ROOT.
 */
function expectCoalescedDeltas(recordings: Recording[]): void {
  const events = recordings.flatMap((r) => r.exchanges.filter((e) => e.path.startsWith('/v1/responses')).flatMap((e) => parseSse(e.body).events.map((x) => x.json ?? {})));
  const args = events.filter((e) => e.type === 'response.function_call_arguments.delta');
  const texts = events.filter((e) => e.type === 'response.output_text.delta');
  expect(texts.length).toBeGreaterThan(0);
  for (const deltas of [args, texts]) expect(new Set(deltas.map((e) => e.item_id)).size).toBe(deltas.length);
  expect(args.some((e) => String(e.delta).includes(`cat '${TRIAL_ROOT}/`))).toBe(true);
}

const outcomes = (records: TrialRecord[]) => Object.fromEntries(records.map((r) => [r.key, { outcome: r.outcome, activations: r.activations, checks: r.checks.map((c) => [c.label, c.status]) }]));

describe.each(['claude-code', 'codex'] as const)('record and replay on %s', (backend) => {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`${backend}`, () => {
    it('a recorded real-mode run replays offline to the same per-trial outcomes, as its own model source', async () => {
      const repo = backendRepo();
      const tapeDir = outFolder();
      const standIn = await startStandIn();
      const recorded = await run(backend, repo, ['--record', tapeDir], standIn.url).finally(() => standIn.close());
      expect(recorded.records.map((r) => r.outcome)).toEqual(['pass', 'pass']);
      const recordedCalls = standIn.calls().length;
      expect(recordedCalls).toBeGreaterThan(0);

      // What was kept: each trial's exchanges, redacted (no key), the trial's folder as a placeholder.
      const files = readdirSync(tapeDir);
      expect(files).toHaveLength(2);
      const tape = files.map((f) => readFileSync(path.join(tapeDir, f), 'utf8')).join('\n');
      for (const key of Object.values(STAND_IN_KEYS)) expect(tape).not.toContain(key);
      expect(tape).toContain(TRIAL_ROOT);
      expect(tape).not.toMatch(/caliper-trial-[A-Za-z0-9]{6}/);
      if (backend === 'codex') expectCoalescedDeltas(files.map((f) => JSON.parse(readFileSync(path.join(tapeDir, f), 'utf8')) as Recording));

      // The stand-in is gone: nothing answers but the recording.
      const replayed = await run(backend, repo, ['--replay', tapeDir], undefined);
      expect(outcomes(replayed.records)).toEqual(outcomes(recorded.records));
      const results = runFolder(replayed.outDir).results;
      expect(results.meta.modelSource).toEqual({ kind: 'replay' });

      // compare treats a replay as its own source: with itself yes, with the run it replays no.
      const a = path.join(replayed.outDir, 'results.json');
      const b = path.join(recorded.outDir, 'results.json');
      expect((await caliper(['compare', a, a], { cwd: replayed.outDir })).code).toBe(0);
      const mixed = await caliper(['compare', b, a], { cwd: replayed.outDir });
      expect(mixed.code).not.toBe(0);
      expect(mixed.stderr).toMatch(/refusing to compare a replayed run with a real-model run/);
      expect((await caliper(['view', a, '--out', `${replayed.outDir}.html`], { cwd: replayed.outDir })).code).toBe(0);

      // Other skill content: the recording is not an answer to it, and the trial says why.
      writeFileSync(path.join(repo, 'skills/greeter/references/style.md'), 'Greet loudly.\n');
      const changed = await run(backend, repo, ['--replay', tapeDir], undefined);
      expect(changed.records.map((r) => r.outcome)).toEqual(['error', 'error']);
      expect(changed.records[0]!.reason).toMatch(/replay refused: .* was recorded with other skill content/);
      expect(changed.records[0]!.activations).toBeUndefined();
      expect(existsSync(path.join(changed.outDir, 'results.json'))).toBe(true);
    });
  });
});
