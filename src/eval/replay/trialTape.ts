import type { Agent, ModelEndpoint } from '../../agents/agent.js';
import { EvalSetupError } from '../runner/errors.js';
import type { BackendName } from '../spec/types.js';
import type { Discipline } from '../../results/types.js';
import type { Redactor } from '../../util/redact.js';
import { isJudged } from '../judge/meta.js';
import type { Judge } from '../judge/types.js';
import { agentInputHash, type AgentPlan } from './agentInput.js';
import type { Upstream } from './forward.js';
import { recordingJudge, replayingJudge } from './judgeTape.js';
import { RELAY_KEY, type ProviderApi } from './providerApi.js';
import { openRecordingWriter, type RecordingWriter } from './recordingWriter.js';
import type { JudgeTape } from './judgeCalls.js';
import { mcpReplayRefusal, type McpTape } from './mcpTape.js';
import { recordingMcp, replayingMcp } from './mcpTapeSide.js';
import type { McpHostTape } from '../mcp/hostTape.js';
import type { McpServers } from '../mcp/types.js';
import type { TrialConnections } from '../sandbox/connectionCap.js';
import { startRelay, type RefusedRequests, type Relay, type RelayInput } from './relay.js';
import { readRecording, replayRefusal, TAPE_FORMAT } from './tape.js';

/** `--record DIR` keeps each trial's model exchanges in DIR; `--replay DIR` answers each trial from them, offline. */
export type Tape = { mode: 'record'; dir: string } | { mode: 'replay'; dir: string };

/** How the trials of one backend use the tape: where a recording run's requests go on to. */
export interface TrialTape {
  tape: Tape;
  /** The requests of the CLI's provider the relay takes, and the header the key goes in. */
  api: ProviderApi;
  /** Recording: the API the relay passes requests on to, and the key it puts in for RELAY_KEY. */
  upstream: Upstream | undefined;
}

/**
 * The backend's tape: recording goes on to the model URL, else the runner's base-URL variable of the
 * CLI's (ANTHROPIC_BASE_URL, GOOGLE_GEMINI_BASE_URL, OPENAI_BASE_URL without its /v1, which the CLI's
 * requests carry), else the CLI's provider; the key is the run's, else the first of the CLI's key
 * variables that is set (for pi, Hermes and OpenCode, the first whose provider the relay can reach).
 * Copilot CLI's provider is its variables' own (`upstreamFromEnv`).
 */
export function trialTape(
  tape: Tape,
  backend: Agent,
  model: { baseUrl: string | undefined; apiKey: string | undefined },
  env: NodeJS.ProcessEnv,
): TrialTape {
  const api = backend.wire.api;
  if (tape.mode === 'replay') return { tape, api, upstream: undefined };
  if (model.baseUrl) return { tape, api, upstream: { baseUrl: model.baseUrl, apiKey: model.apiKey } };
  const named = backend.wire.upstreamFromEnv?.(env);
  if (named && !named.ok) throw new EvalSetupError(`--record for ${backend.name}: ${named.reason}`);
  if (named) return { tape, api, upstream: { baseUrl: named.baseUrl, apiKey: env[named.keyVariable] } };
  // A CLI with no provider of its own (pi, Hermes, OpenCode) is given the relay as an OpenAI-compatible
  // API, passed on to the provider of the key set (its wire's keyUpstreams).
  const byKey = backend.wire.keyUpstreams;
  const keyVar = backend.run.credentialEnv.find(
    (v) => env[v] && (backend.wire.upstream !== undefined || byKey[v] !== undefined),
  );
  const fromEnv = backend.run.passEnv.find((v) => v.endsWith('_BASE_URL') && env[v]);
  const baseUrl = fromEnv
    ? originOfApi(fromEnv, env[fromEnv]!)
    : (backend.wire.upstream ?? (keyVar ? byKey[keyVar] : undefined));
  if (baseUrl === undefined)
    throw new EvalSetupError(
      `--record for ${backend.name} passes its requests on to the provider ` +
        `of your key, and takes ` +
        `${Object.keys(byKey).join(', ') || 'no key it can reach'} (or ` +
        `--model-url for a gateway)`,
    );
  return { tape, api, upstream: { baseUrl, apiKey: keyVar ? env[keyVar] : undefined } };
}

/**
 * A base-URL variable's value as the relay prefixes the CLI's request paths with: OPENAI_BASE_URL names its /v1, the
 * others do not.
 */
function originOfApi(variable: string, value: string): string {
  const url = value.replace(/\/+$/, '');
  return variable === 'OPENAI_BASE_URL' ? url.replace(/\/v1$/, '') : url;
}

/** What the CLI is given under a tape: the relay as its model URL, and the relay's key, never the real one. */
export function tapeEndpoint(relayUrl: string, model: string | undefined): ModelEndpoint {
  return { baseUrl: relayUrl, apiKey: RELAY_KEY, model };
}

export interface OpenTape {
  relay: Relay;
  /** The requests its relay refused for what they asked of the provider. */
  refused(): RefusedRequests;
  /** The attempt's judge: the run's, its calls kept (recording), or the recording's answers (replay). */
  judge: Judge | undefined;
  /** What the tape makes of the trial's MCP host (its case has `mcp:`): mcpTapeSide.ts. */
  mcp: McpHostTape | undefined;
  /**
   * After the attempt: a recording run finishes its recording (the last attempt's stays); why the trial is a
   * harness error (the recording's bounds passed or a write failed; a replay's MCP request had no recorded answer).
   */
  close(): Promise<string | undefined>;
}

/** The trial a tape is opened for: who it is, what its agent is given, whether it has judge checks. */
interface TapedTrial {
  key: string;
  backend: BackendName;
  cliVersion: string | undefined;
  fingerprint: string;
  agentInput: string;
  judged: boolean;
  /** Its case's MCP servers, if any. */
  mcp?: McpServers | undefined;
}

interface TapeSite {
  trialRoot: string;
  socketPath: string | undefined;
  redactor: Redactor;
  judge: Judge | undefined;
  connections?: TrialConnections;
}

/**
 * The relay and judge of one trial attempt, or why it cannot have them (no recording, or one made with another CLI
 * version or skill content).
 */
export async function openTrialTape(
  t: TrialTape,
  trial: TapedTrial,
  where: TapeSite,
): Promise<{ ok: true; tape: OpenTape } | { ok: false; reason: string }> {
  const listen = where.socketPath ? { socketPath: where.socketPath } : { tcp: true };
  const base = {
    api: t.api,
    trialRoot: where.trialRoot,
    redactor: where.redactor,
    connections: where.connections,
    ...listen,
  };
  if (t.tape.mode === 'replay') return openReplay(t.tape.dir, trial, where, base);
  const { key, backend, cliVersion, fingerprint, agentInput } = trial;
  const head = { format: TAPE_FORMAT as typeof TAPE_FORMAT, key, backend, cliVersion, fingerprint, agentInput };
  const opened = openRecordingWriter(t.tape.dir, head);
  if (!opened.ok) return opened;
  const recording = opened.writer;
  const relay = await startRelay({ ...base, how: { mode: 'record', upstream: t.upstream!, recording } });
  const site = { trialRoot: where.trialRoot, redactor: where.redactor };
  const judging = where.judge && recordingJudge(where.judge, site);
  const mcp = trial.mcp && recordingMcp(trial.mcp, site);
  const close = async () => {
    await relay.close();
    const mcpFailed = mcp?.recorder.failure();
    if (mcpFailed) recording.fail(mcpFailed);
    const failed = finishRecording(recording, judging?.tape(), mcp?.recorder.tape());
    return failed === undefined ? undefined : `--record: ${failed}`;
  };
  const tape = { relay, judge: judging?.judge, mcp: mcp?.host, refused: relay.refused, close };
  return { ok: true, tape };
}

/** The tape of a replayed attempt: its recording checked against the trial, its relay, judge and MCP answers. */
async function openReplay(
  dir: string,
  trial: TapedTrial,
  where: TapeSite,
  base: Omit<RelayInput, 'how'>,
): Promise<{ ok: true; tape: OpenTape } | { ok: false; reason: string }> {
  const read = readRecording(dir, trial.key);
  if (!read.ok) return { ok: false, reason: `replay refused: ${read.reason}` };
  const recording = read.recording;
  const refusal = replayRefusal(recording, trial) ?? mcpReplayRefusal(trial.key, recording.mcp, trial.mcp);
  if (refusal) return { ok: false, reason: `replay refused: ${refusal}` };
  const relay = await startRelay({ ...base, how: { mode: 'replay', recording } });
  const site = { trialRoot: where.trialRoot, redactor: where.redactor };
  const judge = recording.judge && replayingJudge(recording.judge, site);
  const mcp = trial.mcp && replayingMcp(trial.mcp, recording.mcp, site);
  const close = async () => {
    await relay.close();
    const missed = mcp?.replayer?.miss();
    return missed === undefined ? undefined : `--replay: ${missed}`;
  };
  return { ok: true, tape: { relay, judge, mcp: mcp?.host, refused: relay.refused, close } };
}

function finishRecording(
  recording: RecordingWriter,
  judge: JudgeTape | undefined,
  mcp: McpTape | undefined,
): string | undefined {
  try {
    return recording.finish(judge, mcp);
  } catch (error) {
    return `its recording could not be finished (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** What of a trial's setup the tape reads and changes. */
interface TapedSetup {
  tape?: TrialTape | undefined;
  backend: Agent;
  backendVersion: string | undefined;
  endpoint: ModelEndpoint;
  isolation: { kind: 'none' } | { kind: 'bubblewrap'; egress: string | undefined };
  runDir: string;
  redactor: Redactor;
  judge?: Judge | undefined;
  discipline: Discipline;
  maxTurns: number;
}

/**
 * The setup of one attempt of a taped trial: its relay is the sandbox's way out (bubblewrap), or its
 * model URL (no isolation), and its judge the tape's; `close` after the attempt. A replay that may not
 * answer this trial is refused.
 */
export async function tapeForTrial<S extends TapedSetup>(
  setup: S & { tape: TrialTape },
  plan: AgentPlan & { key: string; fingerprint: string },
  trialRoot: string,
  n: number,
  connections?: TrialConnections,
): Promise<{ ok: true; setup: S; tape: OpenTape } | { ok: false; reason: string }> {
  const bubblewrap = setup.isolation.kind === 'bubblewrap';
  const trial = {
    key: plan.key,
    backend: setup.backend.name,
    cliVersion: setup.backendVersion,
    fingerprint: plan.fingerprint,
    agentInput: agentInputHash(plan, { discipline: setup.discipline, maxTurns: setup.maxTurns }),
    judged: plan.evalCase.checks.some(isJudged),
    mcp: plan.evalCase.mcp,
  };
  const opened = await openTrialTape(setup.tape, trial, {
    trialRoot,
    socketPath: bubblewrap ? `${setup.runDir}/tape-${n}.sock` : undefined,
    redactor: setup.redactor,
    judge: setup.judge,
    connections,
  });
  if (!opened.ok) return opened;
  const relay = opened.tape.relay;
  const routed = bubblewrap
    ? { ...setup, isolation: { ...setup.isolation, egress: relay.socketPath } }
    : { ...setup, endpoint: { ...setup.endpoint, baseUrl: relay.tcpUrl } };
  return { ok: true, setup: { ...routed, judge: opened.tape.judge }, tape: opened.tape };
}
