import { jest } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BackendName } from '../../src/eval/spec/types.js';
import { folderCache } from '../../src/results/cache/resultCache.js';
import type { TrialRecord } from '../../src/results/types.js';
import { parseSse } from '../../src/eval/replay/sse.js';
import { TRIAL_ROOT, type Recording } from '../../src/eval/replay/tape.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { caliper, outFolder, realModeEnv, runFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';

// Record a real-mode run against a provider's stand-in, then replay it with the stand-in gone: the same
// per-trial outcomes, offline, with modelSource replay, at no cost (the trials' tokens are the recorded
// run's); compare keeps replays apart; a replay under --cache-dir is never answered from the result
// cache (the folder re-recorded with other answers replays those); a recording made for other skill
// content is refused with the reason.
jest.setTimeout(600_000);

const BASE_ENV = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS });

/**
 * One eval of greeter's two cases: `caliper eval` (Claude Code, its own variables), else the runner with the model URL
 * (Codex); `cacheDir`: with that result cache.
 */
async function run(
  backend: BackendName,
  repo: string,
  tape: ['--record' | '--replay', string],
  standInUrl: string | undefined,
  cacheDir?: string,
): Promise<{ outDir: string; records: TrialRecord[]; stderr: string; stdout: string }> {
  const outDir = outFolder();
  const env = standInUrl ? realModeEnv(backend, standInUrl) : undefined;
  if (backend === 'claude-code') {
    // A replay is offline and needs no key: none is given.
    const cache = cacheDir ? ['--cache-dir', cacheDir] : [];
    const r = await caliper(
      [
        'eval',
        repo,
        '--backend',
        backend,
        '--skills',
        'greeter',
        '--trials',
        '1',
        '--out',
        outDir,
        '--allow-errors',
        ...cache,
        ...tape,
      ],
      { cwd: repo, env: { ...BASE_ENV(), ...env } },
    );
    return { outDir, records: runFolder(outDir).records, stderr: r.stderr, stdout: r.stdout };
  }
  const cache = cacheDir ? { cache: { store: folderCache(cacheDir), write: true } } : {};
  const r = await evalRepo(repo, {
    backends: [backend],
    skills: ['greeter'],
    outDir,
    timeoutSeconds: 150,
    ...cache,
    model: {
      kind: 'real',
      baseUrl: standInUrl ?? 'http://127.0.0.1:9',
      apiKey: STAND_IN_KEYS.openai,
      model: 'gpt-5.5',
      tape: { mode: tape[0] === '--record' ? 'record' : 'replay', dir: tape[1] },
    },
  });
  return { outDir, records: r.records, stderr: r.progress.join('\n'), stdout: '' };
}

/**
 * The stand-in behind a front that changes its answers: each response whole, with every
 * `"input_tokens":100` it reports made 4100 (Anthropic's message_start, the Responses API's
 * response.completed), so a recording made through it differs from one made without it.
 */
async function inflatingFront(standInUrl: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(standInUrl);
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host };
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8').split('"input_tokens":100').join('"input_tokens":4100');
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...kept } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, kept);
          res.end(body);
        });
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const tokensByKey = (records: TrialRecord[]) =>
  Object.fromEntries(records.map((r) => [r.key, [r.usage.inputTokens, r.usage.outputTokens]]));

/**
 * The stand-in streams Codex's answers in several deltas, as OpenAI does: on the tape each item's deltas
 * are one event, and the SKILL.md read's path, split across deltas on the wire, is whole there as TRIAL_ROOT.
 */
function expectCoalescedDeltas(recordings: Recording[]): void {
  const events = recordings.flatMap((r) =>
    r.exchanges
      .filter((e) => e.path.startsWith('/v1/responses'))
      .flatMap((e) => parseSse(e.body).events.map((x) => x.json ?? {})),
  );
  const args = events.filter((e) => e.type === 'response.function_call_arguments.delta');
  const texts = events.filter((e) => e.type === 'response.output_text.delta');
  expect(texts.length).toBeGreaterThan(0);
  for (const deltas of [args, texts]) expect(new Set(deltas.map((e) => e.item_id)).size).toBe(deltas.length);
  expect(args.some((e) => String(e.delta).includes(`cat '${TRIAL_ROOT}/`))).toBe(true);
}

const outcomes = (records: TrialRecord[]) =>
  Object.fromEntries(
    records.map((r) => [
      r.key,
      { outcome: r.outcome, activations: r.activations, checks: r.checks.map((c) => [c.label, c.status]) },
    ]),
  );

describe.each(['claude-code', 'codex'] as const)('record and replay on %s', (backend) => {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`${backend}`, () => {
    it('a recorded real-mode run replays offline to the same per-trial outcomes, as its own model source', async () => {
      const repo = backendRepo();
      const tapeDir = outFolder();
      const standIn = await startStandIn();
      const recorded = await run(backend, repo, ['--record', tapeDir], standIn.url).finally(() => standIn.close());
      expect(recorded.records.map((r) => r.outcome)).toEqual(['pass', 'pass']);
      // What the CLI sends by default passes --record's relay (recordDefaults.test.ts, for the other CLIs).
      expect(recorded.records.map((r) => r.refusedRequests)).toEqual([undefined, undefined]);
      const recordedCalls = standIn.calls().length;
      expect(recordedCalls).toBeGreaterThan(0);

      // What was kept: each trial's exchanges, redacted (no key), the trial's folder as a placeholder.
      const files = readdirSync(tapeDir);
      expect(files).toHaveLength(2);
      const tape = files.map((f) => readFileSync(path.join(tapeDir, f), 'utf8')).join('\n');
      for (const key of Object.values(STAND_IN_KEYS)) expect(tape).not.toContain(key);
      expect(tape).toContain(TRIAL_ROOT);
      expect(tape).not.toMatch(/caliper-trial-[A-Za-z0-9]{6}/);
      if (backend === 'codex')
        expectCoalescedDeltas(files.map((f) => JSON.parse(readFileSync(path.join(tapeDir, f), 'utf8')) as Recording));

      // The stand-in is gone: nothing answers but the recording.
      const cacheDir = outFolder();
      const replayed = await run(backend, repo, ['--replay', tapeDir], undefined, cacheDir);
      expect(outcomes(replayed.records)).toEqual(outcomes(recorded.records));
      const results = runFolder(replayed.outDir).results;
      expect(results.meta.modelSource).toEqual({ kind: 'replay' });

      // It cost nothing: $0 and 0 tokens, said so; each trial keeps the recorded run's tokens, marked.
      expect(runFolder(recorded.outDir).results.meta.spend!.inputTokens).toBeGreaterThan(0);
      expect(results.meta.spend).toMatchObject({
        replayed: true,
        agentRuns: 2,
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        unpricedRuns: 0,
      });
      if (backend === 'claude-code')
        expect(replayed.stdout).toContain(
          'spent: nothing, $0.00 and 0 tokens: 2 agent run(s) replayed from a recording, no model was called',
        );
      for (const r of replayed.records) expect([r.usage.replayed, r.usage.costUsd]).toEqual([true, undefined]);
      expect(tokensByKey(replayed.records)).toEqual(tokensByKey(recorded.records));
      const dry = await caliper(
        [
          'eval',
          repo,
          '--backend',
          backend,
          '--skills',
          'greeter',
          '--trials',
          '1',
          '--replay',
          tapeDir,
          '--estimate-from',
          path.join(recorded.outDir, 'results.json'),
          '--dry-run',
        ],
        { cwd: repo, env: BASE_ENV() },
      );
      expect(dry.stdout).toContain('cost: none (replay: every answer comes from the recording, no model is called)');

      // Re-recorded into the same folder with other answers, a replay under the same --cache-dir
      // replays the new recording: the cache neither answered it nor kept the first replay's trials.
      const changedStandIn = await startStandIn();
      const front = await inflatingFront(changedStandIn.url);
      const rerecorded = await run(backend, repo, ['--record', tapeDir], front.url).finally(() =>
        front.close().then(() => changedStandIn.close()),
      );
      expect(rerecorded.records.map((r) => r.outcome)).toEqual(['pass', 'pass']);
      for (const r of rerecorded.records)
        expect(r.usage.inputTokens).toBeGreaterThan(recorded.records.find((x) => x.key === r.key)!.usage.inputTokens);
      const again = await run(backend, repo, ['--replay', tapeDir], undefined, cacheDir);
      expect(again.records.map((r) => r.fromCache)).toEqual([undefined, undefined]);
      expect(tokensByKey(again.records)).toEqual(tokensByKey(rerecorded.records));
      expect(again.stderr).toMatch(/result cache: not used by a replay/);
      expect(again.stderr).not.toMatch(/from the result cache/);
      expect(existsSync(cacheDir) ? readdirSync(cacheDir) : []).toEqual([]);
      expect(runFolder(again.outDir).results.meta.spend).toMatchObject({ replayed: true, inputTokens: 0, costUsd: 0 });

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
      expect(changed.records[0]!.reason).toMatch(/replay refused: .* was recorded with other input to the agent/);
      expect(changed.records[0]!.activations).toBeUndefined();
      expect(existsSync(path.join(changed.outDir, 'results.json'))).toBe(true);
    });
  });
});
