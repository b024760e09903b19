import { closeSync, constants, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { readUpTo } from '../../util/readUpTo.js';
import { checkedJudgeTape, type JudgeTape } from './judgeCalls.js';
import { checkedMcpTape, type McpTape } from './mcpTape.js';

/**
 * A trial's model exchanges, as `caliper eval --record DIR` keeps them and `--replay DIR` serves them:
 * for the trial key, the CLI version and the skill content (`fingerprint`: spec, installs and fixtures)
 * it was recorded with, each request's method, path and model, and the answer's status, content type
 * and body, in order. The trial's sandbox folder is written as TRIAL_ROOT in every body (a stream's deltas
 * coalesced first: trialRootInBody.ts), so a replay in another sandbox gets its own paths back; bodies went
 * through the run's redactor.
 *
 * Two fields came later, in the same format (an older caliper reads such a recording as it always did,
 * and a recording without them is one it made): `agentInput`, the hash of what the agent was given
 * (agentInput.ts), which a replay compares instead of `fingerprint`, so checks edited since are graded
 * on the recorded run; and `judge`, the trial's judge calls (judgeCalls.ts), kept whenever the run had
 * a judge, so a replay can answer its judge checks. A third, `mcp`, the trial's MCP exchanges (mcpTape.ts), kept
 * whenever its case has `mcp:`, so a replay answers for its real servers without starting them.
 */
export interface Recording {
  format: typeof TAPE_FORMAT;
  key: string;
  backend: string;
  cliVersion: string | undefined;
  fingerprint: string;
  agentInput?: string;
  exchanges: Exchange[];
  judge?: JudgeTape;
  mcp?: McpTape;
}

export interface Exchange {
  method: string;
  /** The path without its query (a query may carry a key). */
  path: string;
  model: string | undefined;
  status: number;
  contentType: string | undefined;
  body: string;
}

export const TAPE_FORMAT = 'caliper-tape/1';
export const TRIAL_ROOT = '/__caliper_trial_root__';
/** A recording caliper reads back is bounded: a replay folder may come from an untrusted run's artifact. */
export const MAX_RECORDING_BYTES = 64 * 1024 * 1024;
export const MAX_EXCHANGES = 10_000;

/** The file of one trial's recording: the trial key, percent-encoded, so that no key names a path. */
export function recordingFile(dir: string, key: string): string {
  return path.join(dir, `${encodeURIComponent(key).replace(/\./g, '%2E')}.json`);
}

/** The recording of `key` in `dir`, or why there is none that caliper can use. */
export function readRecording(
  dir: string,
  key: string,
): { ok: true; recording: Recording } | { ok: false; reason: string } {
  const file = recordingFile(dir, key);
  if (!existsSync(file))
    return { ok: false, reason: `${dir} has no recording of ${key} (record it with caliper eval --record)` };
  // Not through a link: a replay folder from someone else's run must not read the host's files.
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    return {
      ok: false,
      reason:
        `the recording of ${key} cannot be read ` +
        `(${(error as NodeJS.ErrnoException).code ?? 'error'}; a link is not ` +
        `followed)`,
    };
  }
  let raw: Buffer;
  try {
    raw = readUpTo(fd, MAX_RECORDING_BYTES + 1);
  } finally {
    closeSync(fd);
  }
  if (raw.length > MAX_RECORDING_BYTES)
    return { ok: false, reason: `the recording of ${key} is larger than ${MAX_RECORDING_BYTES} bytes` };
  try {
    return { ok: true, recording: checkedRecording(JSON.parse(raw.toString('utf8')), key) };
  } catch (error) {
    return {
      ok: false,
      reason:
        `the recording of ${key} is not one caliper wrote: ` +
        `${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

function checkedRecording(v: unknown, key: string): Recording {
  const o = v as Partial<Recording> | null;
  if (!o || typeof o !== 'object' || o.format !== TAPE_FORMAT) throw new Error(`its format is not ${TAPE_FORMAT}`);
  if (o.key !== key) throw new Error('it is of another trial');
  if (
    typeof o.backend !== 'string' ||
    typeof o.fingerprint !== 'string' ||
    (o.cliVersion !== undefined && typeof o.cliVersion !== 'string') ||
    (o.agentInput !== undefined && typeof o.agentInput !== 'string')
  )
    throw new Error('its header is incomplete');
  if (!Array.isArray(o.exchanges) || o.exchanges.length > MAX_EXCHANGES)
    throw new Error('its exchanges are not a list');
  const exchanges = o.exchanges.map((e: Partial<Exchange>, i) => {
    const ok =
      e &&
      typeof e.method === 'string' &&
      typeof e.path === 'string' &&
      Number.isInteger(e.status) &&
      typeof e.body === 'string' &&
      (e.model === undefined || typeof e.model === 'string') &&
      (e.contentType === undefined || typeof e.contentType === 'string');
    if (!ok) throw new Error(`exchange ${i + 1} is incomplete`);
    return {
      method: e.method!,
      path: e.path!,
      model: e.model,
      status: e.status!,
      contentType: e.contentType,
      body: e.body!,
    };
  });
  const judge = o.judge === undefined ? undefined : checkedJudgeTape(o.judge);
  const mcp = o.mcp === undefined ? undefined : checkedMcpTape(o.mcp);
  return {
    format: TAPE_FORMAT,
    key,
    backend: o.backend,
    cliVersion: o.cliVersion,
    fingerprint: o.fingerprint,
    ...(o.agentInput !== undefined && { agentInput: o.agentInput }),
    exchanges,
    ...(judge && { judge }),
    ...(mcp && { mcp }),
  };
}

/**
 * Why a recording may not be replayed to this trial (another CLI version, other skill content, judge
 * checks it kept no judge calls for), or undefined. A recording that names what its agent was given is
 * compared on that alone: the checks that grade the agent may have changed, and are graded anew.
 */
export function replayRefusal(
  recording: Recording,
  trial: { backend: string; cliVersion: string | undefined; fingerprint: string; agentInput: string; judged: boolean },
): string | undefined {
  if (recording.backend !== trial.backend)
    return `${recording.key} was recorded on ${recording.backend}, not ${trial.backend}`;
  if (recording.cliVersion !== trial.cliVersion)
    return (
      `${recording.key} was recorded with ${recording.backend} ` +
      `${recording.cliVersion ?? '(unknown version)'}, this is ` +
      `${trial.cliVersion ?? '(unknown version)'}: a replay answers only the ` +
      `CLI that asked`
    );
  if (recording.agentInput !== undefined && recording.agentInput !== trial.agentInput)
    return (
      `${recording.key} was recorded with other input to the agent (hash ` +
      `${recording.agentInput.slice(0, 12)}, now ` +
      `${trial.agentInput.slice(0, 12)}): the case's prompt, its skills, its ` +
      `fixtures, the discipline or the turns allowed changed since, so the ` +
      `recorded answers are not to this trial`
    );
  if (recording.agentInput === undefined && recording.fingerprint !== trial.fingerprint)
    return (
      `${recording.key} was recorded with other skill content (hash ` +
      `${recording.fingerprint.slice(0, 12)}, now ` +
      `${trial.fingerprint.slice(0, 12)}): the spec, its skills or its ` +
      `fixtures changed since, so the recorded answers are not to this trial`
    );
  if (trial.judged && !recording.judge) return NO_JUDGE_CALLS(recording.key);
  return undefined;
}

/**
 * A trial with judge checks, and a recording of it from before caliper kept judge calls (or from a run without a
 * judge).
 */
export const NO_JUDGE_CALLS = (key: string) =>
  `${key} has judge checks, and its recording keeps no judge calls (it ` +
  `was made before caliper kept them, or by a run without a judge): ` +
  `re-record it with --record, or replay specs without judge checks`;
