import { expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendName } from '../../../src/eval/spec/types.js';
import type { Results, TrialRecord } from '../../../src/results/types.js';
import { backendRepo } from '../backendRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../needs.js';
import { caliper, hostNameEnv, outFolder, realModeEnv, runFolder, STAND_IN_KEYS } from './realMode.js';
import { resolveAll, startTlsFront, testAuthority } from './tlsFront.js';
import { factsOf } from '../../../src/agents/facts.js';
import { removeAfterAll } from '../tempDirs.js';
import { startStandIn, type StandIn, type StandInOptions } from './standIn.js';
import { modelApiOf, type ProviderFault } from '../../../src/scripted-model/faults.js';

export interface RealRun {
  code: number;
  stderr: string;
  outDir: string;
  results: Results;
  record: TrialRecord;
  standIn: StandIn;
  /** What the CLI sent the stand-in (read before it closed). */
  requests: { method: string; url: string; body: unknown }[];
}

/**
 * How a real-mode run reaches the stand-in. `host-name`, as a user with only a key: the CLI calls its
 * provider's own host (api.anthropic.com, …), the trial's allow-list proxy dials the stand-in for it
 * (CALIPER_RESOLVE) and the CLI's TLS trusts the stand-in's CA (NODE_EXTRA_CA_CERTS). `base-url`, as a user
 * behind a gateway: the CLI's own base-URL variable (Claude Code, Gemini CLI, Codex, Copilot CLI), else `caliper eval
 * --model-url` with the gateway's key in CALIPER_MODEL_KEY (pi, Hermes, OpenCode take no such variable).
 */
export type Route = 'host-name' | 'base-url';

/** One greeter trial in real mode against a fresh stand-in, reached by `route`. */
export interface RunHow {
  route?: Route;
  /** false: the runner names no CA for the stand-in, as if a TLS proxy's certificate were not trusted. */
  trusted?: boolean;
  /** The key variables instead of the backend's usual ones (hostNameEnv), on the host-name route. */
  keys?: Record<string, string>;
}

export async function realRun(
  backend: BackendName,
  standInOptions: StandInOptions,
  model?: string,
  how: RunHow = {},
): Promise<RealRun> {
  const { route = 'host-name', trusted = true } = how;
  const standIn = await startStandIn(standInOptions);
  const front = route === 'host-name' ? await startTlsFront(Number(new URL(standIn.url).port)) : undefined;
  const repo = backendRepo();
  const outDir = outFolder();
  try {
    const viaGateway = route === 'base-url' && realModeEnv(backend, standIn.url) === undefined;
    const env = front
      ? {
          ...(how.keys ?? hostNameEnv(backend)),
          ...(trusted && { NODE_EXTRA_CA_CERTS: testAuthority().caFile }),
          CALIPER_RESOLVE: resolveAll(front.port),
        }
      : viaGateway
        ? { CALIPER_MODEL_KEY: STAND_IN_KEYS.openai }
        : realModeEnv(backend, standIn.url)!;
    const gatewayArgs = viaGateway ? ['--model-url', standIn.url] : [];
    const run = await caliper(
      [
        'eval',
        repo,
        '--backend',
        backend,
        '--skills',
        'greeter',
        '--cases',
        'greet',
        '--trials',
        '1',
        '--timeout',
        '150',
        '--out',
        outDir,
        '--allow-errors',
        ...gatewayArgs,
        ...(model ? ['--model', model] : []),
      ],
      {
        cwd: repo,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS, ...env },
      },
    );
    const { code, stderr } = run;
    const { results, records } = runFolder(outDir);
    if (process.env.CALIPER_REAL_DEBUG)
      process.stderr.write(`${JSON.stringify({ record: records[0], calls: standIn.calls(), stderr }, null, 1)}\n`);
    expect(records).toHaveLength(1);
    return { code, stderr, outDir, results, record: records[0]!, standIn, requests: standIn.requests() };
  } finally {
    await front?.close();
    await standIn.close();
  }
}

/** compare (with itself), merge and view read a real-mode run back. */
export async function readBack(outDir: string): Promise<void> {
  const cwd = path.dirname(outDir);
  const results = path.join(outDir, 'results.json');
  const compared = await caliper(['compare', results, results], { cwd });
  expect(compared.stderr).toBe('');
  expect(compared.code).toBe(0);
  const merged = await caliper(['merge', '--out', removeAfterAll(`${outDir}-merged`), results], { cwd });
  expect(merged.stderr).toBe('');
  expect(merged.code).toBe(0);
  const view = await caliper(['view', results, '--out', removeAfterAll(`${outDir}.html`)], { cwd });
  expect(view.stderr).toBe('');
  expect(view.code).toBe(0);
  expect(existsSync(`${outDir}.html`)).toBe(true);
  return;
}

/** What a backend's suite runs with: the model a user names, and the model its record must report. */
export interface SuiteExpectations {
  model?: string;
  reported: RegExp;
  /** The same behind a gateway (route `base-url`), where the model is named without a provider. */
  gateway: { model?: string; reported: RegExp };
  /** pi, Hermes and OpenCode, whose suite runs on OpenRouter: their OpenAI provider too, on the API it speaks there. */
  openai?: { model: string; reported: RegExp; api: 'responses' | 'chat' };
  /**
   * The allow-list a user's key gives, where it is not all of the CLI's providers: Copilot CLI's is the host of the
   * base URL it must be given.
   */
  allowed?: readonly string[];
}

/**
 * The four cases issue 26 asks of every backend, against its provider's stand-in by its real host name; and a gateway's
 * clean pass.
 */
export function realModeSuite(
  backend: BackendName,
  expectations: SuiteExpectations,
  /** A file's own cases of this backend, run with the four (beside them where caseRunner says so). */
  more?: (testCase: CaseRunner) => void,
): void {
  const m = expectations.model;
  const testCase = caseRunner(backend);
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`real mode: ${backend} against its provider's stand-in`, () => {
    const cleanPass =
      'a clean pass, measured as real and read back by compare, merge and view; a late first byte waited for';
    testCase(cleanPass, async () => {
      // The first model call's answer starts 3 s late: a slow provider, not a fault.
      const run = await realRun(backend, { faults: [{ fault: { kind: 'stall', ms: 3000 }, times: 1 }] }, m);
      expect(run.record).toMatchObject({ outcome: 'pass', attempts: 1, activations: { greeter: 'activated' } });
      expect(run.record.providerErrors).toBeUndefined();
      // Waited for, counted rather than clocked: the stand-in stalled the first model call (that a stall
      // delays its answer is providerStandIn.test.ts's ordering), and the CLI did not send it again, as a
      // client timeout shorter than the stall would.
      expect(run.standIn.calls()[0]?.fault).toBe('stall');
      const sent = run.requests.filter((r) => modelApiOf(r.method, r.url)).map((r) => JSON.stringify(r.body));
      expect(sent.filter((body) => body === sent[0])).toHaveLength(1);
      expect(run.record.model).toMatch(expectations.reported);
      expect(run.results.meta.modelSource.kind).toBe('real');
      // The CLI asked for its provider by name: the allow-list is its providers' hosts, not the stand-in's address.
      const allowed = expectations.allowed ?? factsOf(backend).modelHosts;
      expect([...run.results.meta.network.allow].sort()).toEqual([...allowed].sort());
      expect(run.code).toBe(0);
      await readBack(run.outDir);
    });

    if (expectations.openai) {
      const openai = expectations.openai;
      testCase(
        `with OPENAI_API_KEY, on the ` +
          `${openai.api === 'responses' ? 'Responses' : 'Chat Completions'} API ` +
          `of api.openai.com: a clean pass`,
        async () => {
          const run = await realRun(backend, {}, openai.model, { keys: { OPENAI_API_KEY: STAND_IN_KEYS.openai } });
          expect(run.record).toMatchObject({ outcome: 'pass', attempts: 1, activations: { greeter: 'activated' } });
          expect(run.record.model).toMatch(openai.reported);
          expect(run.standIn.calls().map((c) => c.api)).toEqual(run.standIn.calls().map(() => openai.api));
          expect(run.standIn.calls().length).toBeGreaterThan(0);
        },
      );
    }

    testCase('behind a gateway (its base URL): a clean pass', async () => {
      const run = await realRun(backend, {}, expectations.gateway.model, { route: 'base-url' });
      expect(run.record).toMatchObject({ outcome: 'pass', attempts: 1, activations: { greeter: 'activated' } });
      expect(run.record.model).toMatch(expectations.gateway.reported);
    });

    const retried =
      '429 with retry-after, then a stream cut mid-answer: the third attempt passes, its record keeps both';
    testCase(retried, async () => {
      const faults = [
        { fault: rateLimitFault(backend), times: faultsPerRun(backend, 'rate-limit') },
        ...cutFaults(backend),
      ];
      const run = await realRun(backend, { faults }, m);
      expect(run.record).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
      expect(run.record.attempts).toBe(3);
      expect(run.record.providerErrors).toHaveLength(2);
      expect(run.record.providerErrors?.[0]).toMatchObject({ attempt: 1, status: 429 });
      // The second attempt ended on the cut stream (no status), not on a 503 between (cutFaults).
      expect(run.record.providerErrors?.[1]).toMatchObject({ attempt: 2 });
      expect(run.record.providerErrors?.[1]?.status).toBeUndefined();
      expect(run.results.meta.providerErrors).toEqual({ trials: 1, statuses: [429] });
      // The comment says so (compare's markdown is the PR comment's body).
      const results = path.join(run.outDir, 'results.json');
      const comment = await caliper(['compare', results, results, '--format', 'markdown'], { cwd: run.outDir });
      expect(comment.stdout).toContain(
        '**Provider errors:** head: 1 trial hit provider errors (429); base: 1 trial hit provider errors (429).',
      );
    });

    testCase(
      '529/overloaded on every call: a harness error after bounded attempts, never a skill failure',
      async () => {
        const run = await realRun(backend, { faults: [{ fault: overloadedFault(backend), times: 1000 }] }, m);
        expect(run.record.outcome).toBe('error');
        expect(run.record.activations).toBeUndefined();
        expect(run.record.attempts).toBe(3);
        expect(run.record.providerErrors?.map((e) => e.attempt)).toEqual([1, 2, 3]);
        expect(run.record.reason).toMatch(/gave up after 3 attempts/);
        expect(run.results.meta.providerErrors?.trials).toBe(1);
        expect(run.results.results[0]!.aggregate.execution.trials).toBe(0);
        // Asked for no wait, each attempt still made all of the CLI's own retries (as many as of a 429).
        if (ASKS_NO_WAIT.includes(backend))
          expect(run.standIn.calls()).toHaveLength(3 * faultsPerRun(backend, 'rate-limit'));
      },
    );

    more?.(testCase);
  });
}

export type CaseRunner = typeof it | typeof it.concurrent;

/**
 * How a file's real-mode cases run: side by side (`it.concurrent`, each against its own stand-in and folders), where
 * most of a case's time is the CLI waiting (a stalled first byte, its own back-off between retries, a TLS retry
 * loop) and a core would sit idle beside it; Copilot CLI's run alone, one case after another, was 22.6 CPU s in
 * 74 s. OpenCode's runs keep the cores busy (about 8 CPU s a start, its retries asked for no wait): beside each other
 * they would only crowd them, so its cases run in turn.
 */
export function caseRunner(backend: BackendName): CaseRunner {
  return backend === 'opencode' ? it : it.concurrent;
}

/**
 * Model calls one CLI run makes on a fault before it gives up (its own retries, as caliper configures
 * them, measured against these stand-ins): so many faults end one attempt, and the next is answered.
 */
export function faultsPerRun(backend: BackendName, fault: 'rate-limit' | 'cut'): number {
  // To measure them again (a new CLI version): CALIPER_FAULTS_PER_RUN=1000 and count the calls per attempt.
  if (process.env.CALIPER_FAULTS_PER_RUN) return Number(process.env.CALIPER_FAULTS_PER_RUN);
  switch (backend) {
    case 'claude-code':
      return fault === 'cut' ? 4 : 3; // CLAUDE_CODE_MAX_RETRIES=2, and one more for a stream that broke off
    case 'hermes':
      return fault === 'cut' ? 3 : 1; // on OpenRouter it makes 3 calls for a dropped stream, a 429 none again
    case 'opencode':
      return 6; // its own retry loop, which honours retry-after
    case 'copilot':
      return 6; // 5 retries of its own, for a 429 and a cut stream alike ("retried 5 times")
    default:
      return 1;
  }
}

/**
 * CLIs whose own five retries of a 503 wait longer than the test needs, with no setting for it, but which honour
 * OpenAI's `retry-after-ms` header: their stand-in asks for no wait (the retries still happen and are counted).
 * OpenCode waits 2, 4, 8, 16 then 32 s (±25 %), ~75 s a run; Copilot CLI ~14-16 s a run ("total retry wait time"),
 * 5 s when asked for none (it waits at least 1 s). Other CLIs get the fault as their provider sends it.
 */
const ASKS_NO_WAIT: readonly BackendName[] = ['opencode', 'copilot'];

/**
 * A 429 asking to retry after 1 s. OpenCode waits that before each of its own five retries; it reads
 * `retry-after-ms` first, so its stand-in asks there for no wait (the retries still happen, and are counted).
 */
function rateLimitFault(backend: BackendName): ProviderFault {
  return { kind: 'rate-limit', retryAfterSeconds: 1, ...(backend === 'opencode' && { retryAfterMs: 0 }) };
}

function overloadedFault(backend: BackendName): ProviderFault {
  return ASKS_NO_WAIT.includes(backend) ? { kind: 'overloaded', retryAfterMs: 0 } : { kind: 'overloaded' };
}

/**
 * Enough cut streams to end one CLI run. A cut carries no header to wait on, so OpenCode's run is cut
 * first and last, with its retries between them answered 503 asking for no wait (see overloadedFault):
 * the run still ends on a cut stream, in seconds rather than ~75.
 */
function cutFaults(backend: BackendName): NonNullable<StandInOptions['faults']> {
  const n = faultsPerRun(backend, 'cut');
  if (backend !== 'opencode') return [{ fault: { kind: 'cut' }, times: n }];
  return [
    { fault: { kind: 'cut' }, times: 1 },
    { fault: overloadedFault(backend), times: n - 2 },
    { fault: { kind: 'cut' }, times: 1 },
  ];
}

export function transcriptOf(run: RealRun): string {
  return readFileSync(path.join(run.outDir, run.record.transcript!), 'utf8');
}
