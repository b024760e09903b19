import type { Backend, ModelEndpoint } from '../backends/backend.js';
import type { BackendName } from '../spec/types.js';
import type { Redactor } from '../../util/redact.js';
import { RELAY_KEY, startRelay, type Relay } from './relay.js';
import { readRecording, replayRefusal, TAPE_FORMAT, writeRecording } from './tape.js';

/** `--record DIR` keeps each trial's model exchanges in DIR; `--replay DIR` answers each trial from them, offline. */
export type Tape = { mode: 'record'; dir: string } | { mode: 'replay'; dir: string };

/** How the trials of one backend use the tape: where a recording run's requests go on to. */
export interface TrialTape {
  tape: Tape;
  /** Recording: the API the relay passes requests on to, and the key it puts in for RELAY_KEY. */
  upstream: { baseUrl: string; apiKey: string | undefined } | undefined;
}

/** Each CLI's provider API when the run names no model URL (pi, Hermes and OpenCode are given an OpenAI-compatible one). */
const DEFAULT_UPSTREAM: Record<BackendName, string> = {
  'claude-code': 'https://api.anthropic.com',
  codex: 'https://api.openai.com',
  'gemini-cli': 'https://generativelanguage.googleapis.com',
  pi: 'https://api.openai.com',
  hermes: 'https://api.openai.com',
  opencode: 'https://api.openai.com',
};

/**
 * The backend's tape: recording goes on to the model URL, else the runner's base-URL variable of the
 * CLI's (ANTHROPIC_BASE_URL, GOOGLE_GEMINI_BASE_URL), else the CLI's provider; the key is the run's,
 * else the first of the CLI's key variables that is set.
 */
export function trialTape(tape: Tape, backend: Backend, model: { baseUrl: string | undefined; apiKey: string | undefined }, env: NodeJS.ProcessEnv): TrialTape {
  if (tape.mode === 'replay') return { tape, upstream: undefined };
  const fromEnv = backend.passEnv.find((v) => v.endsWith('_BASE_URL') && env[v]);
  const baseUrl = model.baseUrl ?? (fromEnv ? env[fromEnv]! : DEFAULT_UPSTREAM[backend.name]);
  const keyVar = backend.credentialEnv.find((v) => env[v]);
  return { tape, upstream: { baseUrl, apiKey: model.apiKey ?? (keyVar ? env[keyVar] : undefined) } };
}

/** What the CLI is given under a tape: the relay as its model URL, and the relay's key, never the real one. */
export function tapeEndpoint(relayUrl: string, model: string | undefined): ModelEndpoint {
  return { baseUrl: relayUrl, apiKey: RELAY_KEY, model };
}

export interface OpenTape {
  relay: Relay;
  /** After the attempt: a recording run writes what was exchanged (the last attempt's stays). */
  close(): Promise<void>;
}

/** The relay of one trial attempt, or why it cannot have one (no recording, or one made with another CLI version or skill content). */
export async function openTrialTape(
  t: TrialTape,
  trial: { key: string; backend: BackendName; cliVersion: string | undefined; fingerprint: string },
  where: { trialRoot: string; socketPath: string | undefined; redactor: Redactor },
): Promise<{ ok: true; tape: OpenTape } | { ok: false; reason: string }> {
  const base = { trialRoot: where.trialRoot, redactor: where.redactor, ...(where.socketPath ? { socketPath: where.socketPath } : { tcp: true }) };
  if (t.tape.mode === 'replay') {
    const read = readRecording(t.tape.dir, trial.key);
    if (!read.ok) return { ok: false, reason: `replay refused: ${read.reason}` };
    const refusal = replayRefusal(read.recording, trial);
    if (refusal) return { ok: false, reason: `replay refused: ${refusal}` };
    const relay = await startRelay({ ...base, how: { mode: 'replay', recording: read.recording } });
    return { ok: true, tape: { relay, close: () => relay.close() } };
  }
  const dir = t.tape.dir;
  const relay = await startRelay({ ...base, how: { mode: 'record', upstream: t.upstream! } });
  const close = async () => {
    await relay.close();
    writeRecording(dir, { format: TAPE_FORMAT, key: trial.key, backend: trial.backend, cliVersion: trial.cliVersion, fingerprint: trial.fingerprint, exchanges: relay.exchanges() });
  };
  return { ok: true, tape: { relay, close } };
}

/** What of a trial's setup the tape reads and changes. */
interface TapedSetup {
  tape?: TrialTape | undefined;
  backend: Backend;
  backendVersion: string | undefined;
  endpoint: ModelEndpoint;
  isolation: { kind: 'none' } | { kind: 'bubblewrap'; egress: string | undefined };
  runDir: string;
  redactor: Redactor;
}

/**
 * The setup of one attempt of a taped trial: its relay is the sandbox's way out (bubblewrap), or its
 * model URL (no isolation); `close` after the attempt. A replay that may not answer this trial is refused.
 */
export async function tapeForTrial<S extends TapedSetup>(setup: S & { tape: TrialTape }, plan: { key: string; fingerprint: string }, trialRoot: string, n: number): Promise<{ ok: true; setup: S; tape: OpenTape } | { ok: false; reason: string }> {
  const bubblewrap = setup.isolation.kind === 'bubblewrap';
  const opened = await openTrialTape(setup.tape, { key: plan.key, backend: setup.backend.name, cliVersion: setup.backendVersion, fingerprint: plan.fingerprint }, { trialRoot, socketPath: bubblewrap ? `${setup.runDir}/tape-${n}.sock` : undefined, redactor: setup.redactor });
  if (!opened.ok) return opened;
  const relay = opened.tape.relay;
  const next = bubblewrap ? { ...setup, isolation: { ...setup.isolation, egress: relay.socketPath } } : { ...setup, endpoint: { ...setup.endpoint, baseUrl: relay.tcpUrl } };
  return { ok: true, setup: next, tape: opened.tape };
}
