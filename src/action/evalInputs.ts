import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_AGENT } from '../agents/facts.js';
import { AGENT_NAMES, agentNamed } from '../agents/index.js';
import { toolsDir } from '../eval/backends/locate.js';
import { disciplineUnsupported } from '../eval/disciplines/discipline.js';
import { backendsNeedingModel, gatewayKey, gatewayUrl } from '../eval/runner/gateway.js';
import { unknownName } from '../eval/runner/names.js';
import type { EvalOptions, ModelChoice, OutputOptions, Selection, Sizing } from '../eval/runner/options.js';
import type { BackendName } from '../eval/spec/types.js';
import { mayWriteCache } from '../results/cache/resultCache.js';
import { DEFAULT_SEQUENTIAL } from '../results/sequential.js';
import { DISCIPLINES, type Discipline } from '../results/types.js';
import type { ProgressDisplay } from '../report/progressDisplay.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import { actionsResultCache } from '../toolkit/cache.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { decideEvalMode, parseWithoutKey, type EvalMode } from './evalMode.js';
import { InputError, parseBoolean, parseList, parseOptionalInt } from './inputs.js';
import { planInputs, type PlanInputs } from './planInputs.js';

/** What the eval stage's inputs select: the report's skills and cases on these backends, reached this way. */
export function selectionInputs(
  rt: ActionRuntime,
  report: ValidationReport,
): { selection: Selection; sizing: PlanInputs['sizing'] } {
  const backends = parseList(rt.input('backends') || DEFAULT_AGENT) as BackendName[];
  for (const b of backends)
    if (!agentNamed(b))
      throw new InputError(`input "backends": unknown backend "${b}" (available: ${AGENT_NAMES.join(', ')})`);
  const discipline = (rt.input('discipline').trim() || 'install-discover') as Discipline;
  if (!DISCIPLINES.includes(discipline))
    throw new InputError(`input "discipline" must be one of ${DISCIPLINES.join(', ')}, not "${discipline}"`);
  for (const b of backends) {
    const unsupported = disciplineUnsupported(discipline, agentNamed(b)!);
    if (unsupported) throw new InputError(`input "discipline": ${unsupported}`);
  }
  const planned = planInputs((name) => rt.input(name));
  // A name that matches nothing would plan nothing, in silence.
  const unknown = unknownName(report, {
    ...(planned.selection.skills && { skills: { names: planned.selection.skills, label: 'input "skills"' } }),
    ...(planned.selection.cases && { cases: { names: planned.selection.cases, label: 'input "cases"' } }),
  });
  if (unknown) throw new InputError(unknown);
  return { selection: { report, backends, discipline, ...planned.selection }, sizing: planned.sizing };
}

/** Inputs model-url, scripted-model, without-key and model: the run's model, or why the eval is skipped. */
export function modelInputs(
  rt: ActionRuntime,
  backends: readonly BackendName[],
  env: NodeJS.ProcessEnv,
): { decided: EvalMode; model: ModelChoice } {
  const scripted = parseBoolean(rt.input('scripted-model'), 'scripted-model');
  const gateway = gatewayInput(rt.input('model-url'), backends, rt.input('model') || undefined, scripted);
  const decided = decideEvalMode({
    backends,
    env,
    scripted,
    withoutKey: parseWithoutKey(rt.input('without-key')),
    gateway: gateway !== undefined,
  });
  rt.setOutput('eval-mode', decided.mode);
  if (decided.mode === 'smoke' && decided.why !== 'scripted-model: true')
    rt.annotate('warning', `caliper eval is a smoke run: ${decided.why}`, {});
  const model: ModelChoice =
    decided.mode === 'smoke'
      ? { kind: 'scripted' }
      : {
          kind: 'real',
          baseUrl: gateway,
          apiKey: gateway === undefined ? undefined : gatewayKey(backends, env),
          model: rt.input('model') || undefined,
        };
  return { decided, model };
}

/** Where the stage writes and finds things: the results folder, the tools folder's environment, the event. */
export interface StagePlace {
  outDir: string;
  /**
   * The same tools folder as the CLI's (~/.cache/caliper/tools unless CALIPER_TOOLS), restored from the Actions cache.
   */
  toolEnv: NodeJS.ProcessEnv;
  event: GitHubEvent;
}

export function stagePlace(rt: ActionRuntime, env: NodeJS.ProcessEnv): StagePlace {
  const runnerTemp = env.RUNNER_TEMP ?? path.join(env.GITHUB_WORKSPACE ?? process.cwd(), '.caliper');
  const toolEnv = { ...env, CALIPER_TOOLS: toolsDir(env) };
  const outDir = path.resolve(
    env.GITHUB_WORKSPACE ?? process.cwd(),
    rt.input('results-dir') || path.join(runnerTemp, 'caliper-results'),
  );
  return { outDir, toolEnv, event: readEvent(env) };
}

/** The eval stage's options in their five parts, built once from its inputs. */
export async function actionEvalOptions(
  rt: ActionRuntime,
  parts: { selection: Selection; sizing: PlanInputs['sizing']; model: ModelChoice },
  place: StagePlace,
  env: NodeJS.ProcessEnv,
  display: ProgressDisplay,
): Promise<EvalOptions> {
  const sizing: Sizing = { ...smokeTrials(rt, parts.sizing, parts.model) };
  const concurrency = parseOptionalInt(rt.input('concurrency'), 'concurrency');
  if (concurrency !== undefined) sizing.concurrency = concurrency;
  const timeoutSeconds = parseOptionalInt(rt.input('timeout'), 'timeout');
  const sandbox = { ...(timeoutSeconds !== undefined && { timeoutSeconds }), env: place.toolEnv };
  return {
    selection: parts.selection,
    sizing,
    model: parts.model,
    sandbox,
    output: await actionOutput(rt, place, env, display),
  };
}

async function actionOutput(
  rt: ActionRuntime,
  place: StagePlace,
  env: NodeJS.ProcessEnv,
  display: ProgressDisplay,
): Promise<OutputOptions> {
  const cacheWanted = rt.input('cache').trim() === '' || parseBoolean(rt.input('cache'), 'cache');
  const actionsCache = cacheWanted ? await actionsResultCache() : undefined;
  if (actionsCache && 'unavailable' in actionsCache) rt.info(`result cache off: ${actionsCache.unavailable}`);
  const write = mayWriteCache(env.GITHUB_EVENT_NAME, env.GITHUB_REF, place.event.defaultBranch);
  return {
    outDir: place.outDir,
    journal: parseBoolean(rt.input('resume'), 'resume') ? 'resume' : 'fresh',
    progress: (line) => display.line(line),
    onTrialFinished: (finished, total, left) => display.trial(finished, total, left),
    ...(actionsCache && 'store' in actionsCache && { cache: { store: actionsCache.store, write } }),
  };
}

/**
 * A smoke run (the scripted model) checks the harness; sizing its trials for a drop buys nothing, so
 * with `detect` it runs `trials: auto` instead, and says so. A dry run still shows the sizing.
 */
function smokeTrials(rt: ActionRuntime, sizing: PlanInputs['sizing'], model: ModelChoice): PlanInputs['sizing'] {
  if (model.kind !== 'scripted' || !sizing.detect) return sizing;
  rt.info(`detect ${sizing.detect.points}: not sized on a smoke run (the scripted model); trials auto instead`);
  const { detect: _detect, ...rest } = sizing;
  return { ...rest, sequential: DEFAULT_SEQUENTIAL };
}

/** Inputs allow-errors and defer-verdict: what the step does with the harness faults of its run. */
export interface FaultPolicy {
  allowErrors: boolean;
  /** The report stage judges them from the uploaded results; this step passes, with a warning. */
  deferred: boolean;
}

export function faultPolicyInputs(rt: ActionRuntime): FaultPolicy {
  return {
    allowErrors: parseBoolean(rt.input('allow-errors'), 'allow-errors'),
    deferred: parseBoolean(rt.input('defer-verdict'), 'defer-verdict'),
  };
}

/** `fork`: the pull request's head is another repository's (a deleted fork has none); undefined when not a PR. */
export interface GitHubEvent {
  baseSha: string | undefined;
  defaultBranch: string | undefined;
  fork: boolean | undefined;
}

export function readEvent(env: NodeJS.ProcessEnv): GitHubEvent {
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
      pull_request?: { base?: { sha?: string }; head?: { repo?: { full_name?: string } | null } };
      repository?: { default_branch?: string; full_name?: string };
    };
    const pr = payload.pull_request;
    return {
      baseSha: pr?.base?.sha,
      defaultBranch: payload.repository?.default_branch,
      fork: pr ? pr.head?.repo?.full_name !== payload.repository?.full_name : undefined,
    };
  } catch {
    return { baseSha: undefined, defaultBranch: undefined, fork: undefined };
  }
}

/** Input model-url: a gateway every backend is pointed at, or undefined (each CLI's provider). */
function gatewayInput(
  raw: string,
  backends: readonly BackendName[],
  model: string | undefined,
  scripted: boolean,
): string | undefined {
  if (raw.trim() === '') return undefined;
  if (scripted)
    throw new InputError(
      'input "model-url" is where a real model is; scripted-model: true needs none (drop one of them)',
    );
  const url = gatewayUrl(raw);
  if (!url.ok) throw new InputError(`input "model-url" ${url.reason}`);
  const needing = backendsNeedingModel(backends, model);
  if (needing.length > 0)
    throw new InputError(
      `input "model-url" needs input "model" for ${needing.join(', ')}: ` +
        `through a gateway they would ask for no model it knows`,
    );
  return url.url;
}
