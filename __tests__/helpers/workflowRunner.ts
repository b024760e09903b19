import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { runActionBundle } from './actionRun.js';
import { asText, holds, interpolate, type Scope } from './expressions.js';
import type { FakeGitHub } from './fakeGitHub.js';
import { REPO_ROOT } from './runNode.js';
import { tempDir } from './tempDirs.js';

/**
 * Runs .github/workflows/caliper.yml as GitHub would for one event, job by job: each job's and each
 * step's `if`, the matrix, needs, outputs and artifacts between jobs. Its caliper steps are the bundled
 * Action (dist/) against the fake GitHub; checkout copies the test's repository; artifacts are folders;
 * upload-sarif records what it would upload; `run:` steps run in bash, except the sandbox set-up with
 * sudo (this machine has bubblewrap already).
 */
export interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
export interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string;
  permissions?: Record<string, string>;
  strategy?: { matrix: Record<string, unknown> };
  outputs?: Record<string, string>;
  steps: Step[];
}
export interface Workflow {
  name?: string;
  on: Record<string, { inputs?: Record<string, { default?: unknown }>; types?: string[]; branches?: string[] } | null>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

export const readWorkflow = (file: string) => loadYaml(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Workflow;
export const REUSABLE = '.github/workflows/caliper.yml';

/** The caller in the README's "Adopt it": its first yaml block. */
export function readmeCaller(): Workflow {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Adopt it\n'));
  return loadYaml(/```yaml\n([\s\S]*?)```/.exec(section)![1]!) as Workflow;
}

export interface RunEvent {
  name: string;
  payload: Record<string, unknown>;
  ref: string;
  sha: string;
}

export interface JobRun {
  result: 'success' | 'failure';
  outputs: Record<string, string>;
  matrix: Record<string, unknown> | undefined;
  environment: string;
  /** The stdout of its caliper steps, in order. */
  caliper: string[];
}

export interface WorkflowRun {
  jobs: Record<string, { result: 'success' | 'failure' | 'skipped'; runs: JobRun[] }>;
  sarifUploads: string[];
}

export interface RunOptions {
  github: FakeGitHub;
  event: RunEvent;
  /** The repository a checkout step gives (copied for each job). */
  checkout: string;
  /** The caller's `with:`. */
  inputs?: Record<string, unknown>;
  /** More environment for every caliper step (tools folder, runner services). */
  env?: (job: string) => NodeJS.ProcessEnv;
}

/** Does the workflow's `on:` start a run for this event (its `types` and `branches` filters included). */
export function triggers(workflow: { on: unknown }, event: RunEvent): boolean {
  const on = (
    typeof workflow.on === 'string' || Array.isArray(workflow.on)
      ? Object.fromEntries([workflow.on].flat().map((e) => [e, null]))
      : workflow.on
  ) as Workflow['on'];
  if (!(event.name in on)) return false;
  const filter = on[event.name];
  const action = event.payload.action as string | undefined;
  if (filter?.types && (action === undefined || !filter.types.includes(action))) return false;
  return !filter?.branches || filter.branches.some((b) => event.ref === `refs/heads/${b}`);
}

/** The caller (the README's): is a run started for this event, does its job run, and with which inputs. */
export async function runCaller(
  caller: Workflow,
  options: Omit<RunOptions, 'inputs'>,
): Promise<WorkflowRun | 'not triggered' | 'not run'> {
  if (!triggers(caller, options.event)) return 'not triggered';
  const job = caller.jobs.caliper as Job & { with?: Record<string, unknown> };
  if (!holds(job.if, { contexts: { github: githubContext(options.event, 'caller') }, status: 'success' }))
    return 'not run';
  return runWorkflow(readWorkflow(REUSABLE), { ...options, inputs: job.with ?? {} });
}

export async function runWorkflow(workflow: Workflow, options: RunOptions): Promise<WorkflowRun> {
  const declared = workflow.on.workflow_call?.inputs ?? {};
  const inputs = {
    ...Object.fromEntries(Object.entries(declared).map(([k, v]) => [k, v.default ?? ''])),
    ...options.inputs,
  };
  const run: WorkflowRun = { jobs: {}, sarifUploads: [] };
  const artifacts = new Map<string, string>();
  for (const id of Object.keys(workflow.jobs)) {
    const job = workflow.jobs[id]!;
    const needs = [job.needs ?? []].flat();
    const needsContext = Object.fromEntries(
      needs.map((n) => [n, { result: run.jobs[n]!.result, outputs: run.jobs[n]!.runs.at(-1)?.outputs ?? {} }]),
    );
    const contexts = { github: githubContext(options.event, id), inputs, needs: needsContext, secrets: {} };
    const status = needs.every((n) => run.jobs[n]!.result === 'success') ? 'success' : 'failure';
    if (!holds(job.if, { contexts, status })) {
      run.jobs[id] = { result: 'skipped', runs: [] };
      continue;
    }
    const runs: JobRun[] = [];
    const matrices = matrixOf(job, { contexts, status: 'success' });
    for (const matrix of matrices)
      runs.push(
        await runJob(
          id,
          job,
          { ...contexts, ...(matrix && { matrix }), strategy: { 'job-total': matrices.length } },
          options,
          artifacts,
          run,
        ),
      );
    run.jobs[id] = { result: runs.every((r) => r.result === 'success') ? 'success' : 'failure', runs };
  }
  return run;
}

/** The GITHUB_TOKEN (`github.token`) a job of the run gets. */
export const tokenOf = (job: string) => `ghs_token_of_${job}`;

function githubContext(event: RunEvent, job: string) {
  return {
    event_name: event.name,
    event: event.payload,
    repository: 'octo-org/skills',
    token: tokenOf(job),
    sha: event.sha,
    ref: event.ref,
    run_id: '777',
  };
}

const LEVEL: Record<string, number> = { none: 0, read: 1, write: 2 };
/** What a workflow without `permissions:` grants under GitHub's restricted default (the repository setting). */
export const RESTRICTED_DEFAULT = { contents: 'read', packages: 'read' } as const;

/**
 * Each job's GITHUB_TOKEN when `caller` calls `workflow`, keyed by tokenOf(job): the job's own
 * `permissions:` (else the called workflow's), which GitHub checks against what the caller grants
 * (its `permissions:`, else the restricted default) before the run starts: a nested job asking for
 * more fails the whole run, whether or not that job would run.
 */
export function jobTokens(caller: Workflow, workflow: Workflow): Record<string, Record<string, string>> {
  const granted: Record<string, string> = caller.jobs.caliper?.permissions ?? caller.permissions ?? RESTRICTED_DEFAULT;
  const tokens: Record<string, Record<string, string>> = {};
  for (const [id, job] of Object.entries(workflow.jobs)) {
    const asked = job.permissions ?? workflow.permissions ?? granted;
    if (typeof asked !== 'object' || typeof granted !== 'object')
      throw new Error(`permissions of ${id}: only the map form is modelled`);
    for (const [scope, level] of Object.entries(asked)) {
      if ((LEVEL[level] ?? 0) > (LEVEL[granted[scope] ?? 'none'] ?? 0)) {
        throw new Error(
          `The nested job '${id}' is requesting '${scope}: ${level}', but is ` +
            `only allowed '${scope}: ${granted[scope] ?? 'none'}'.`,
        );
      }
    }
    tokens[tokenOf(id)] = { ...asked };
  }
  return tokens;
}

function matrixOf(job: Job, scope: Scope): (Record<string, unknown> | undefined)[] {
  if (!job.strategy) return [undefined];
  let combos: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(job.strategy.matrix)) {
    if (key === 'include' || key === 'exclude') continue;
    combos = combos.flatMap((c) => (interpolate(values, scope) as unknown[]).map((v) => ({ ...c, [key]: v })));
  }
  return combos;
}

async function runJob(
  id: string,
  job: Job,
  contexts: Record<string, unknown>,
  options: RunOptions,
  artifacts: Map<string, string>,
  run: WorkflowRun,
): Promise<JobRun> {
  const temp = tempDir(`caliper-job-${id}-`);
  const workspace = tempDir(`caliper-workspace-${id}-`);
  const steps: Record<string, { outputs: Record<string, string> }> = {};
  const jobRun: JobRun = {
    result: 'success',
    outputs: {},
    matrix: contexts.matrix as Record<string, unknown> | undefined,
    environment: '',
    caliper: [],
  };
  const scope = (): Scope => ({
    contexts: { ...contexts, runner: { temp }, steps },
    status: jobRun.result,
    hashFiles: (...p) => hashFiles(workspace, p),
  });
  jobRun.environment = asText(interpolate(job.environment ?? '', scope()));
  for (const step of job.steps) {
    if (!holds(step.if, scope())) continue;
    const withs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([k, v]) => [k, asText(interpolate(v, scope()))]),
    );
    const env = Object.fromEntries(
      Object.entries(step.env ?? {}).map(([k, v]) => [k, asText(interpolate(v, scope()))]),
    );
    const action = step.uses?.split('@')[0];
    let outputs: Record<string, string> = {};
    let ok = true;
    if (action === 'actions/checkout') checkout(options.checkout, options.event.sha, workspace);
    else if (action === 'caliper-ci/caliper') {
      const inputs = { ...actionDefaults(scope()), ...withs };
      const uploaded = options.github.artifacts.length;
      const r = await runActionBundle({
        workspace,
        eventName: options.event.name,
        eventPath: eventFile(options.event),
        apiUrl: options.github.url,
        inputs,
        env: {
          GITHUB_REF: options.event.ref,
          GITHUB_SHA: options.event.sha,
          GITHUB_RUN_ID: '777',
          RUNNER_TEMP: temp,
          ...options.env?.(id),
          ...env,
        },
      });
      jobRun.caliper.push(r.stdout + r.stderr);
      ok = r.status === 0;
      outputs = r.outputs;
      // The eval stage uploads its results folder itself, as the artifact `artifact-name`.
      if (options.github.artifacts.slice(uploaded).some((a) => a.name === inputs['artifact-name']))
        artifacts.set(inputs['artifact-name']!, path.resolve(workspace, inputs['results-dir'] ?? ''));
    } else if (action === 'actions/upload-artifact') {
      const folder = path.resolve(workspace, withs.path!);
      if (existsSync(folder)) artifacts.set(withs.name!, folder);
    } else if (action === 'actions/download-artifact') {
      ok = download(artifacts, withs, path.join(workspace, withs.path ?? '.'));
    } else if (action === 'github/codeql-action/upload-sarif') {
      run.sarifUploads.push(readFileSync(path.join(workspace, withs.sarif_file!), 'utf8'));
    } else if (step.run !== undefined && !/\bsudo\b/.test(step.run))
      ({ ok, outputs } = shell(step.run, workspace, env));
    else if (step.run === undefined) throw new Error(`the test runner does not know ${step.uses}`);
    if (step.id) steps[step.id] = { outputs };
    if (!ok) jobRun.result = 'failure';
  }
  jobRun.outputs = Object.fromEntries(
    Object.entries(job.outputs ?? {}).map(([k, v]) => [k, asText(interpolate(v, scope()))]),
  );
  return jobRun;
}

/** The test's repository at the event's commit (a folder without git is taken as it is). */
function checkout(repository: string, sha: string, workspace: string): void {
  cpSync(repository, workspace, { recursive: true });
  if (existsSync(path.join(workspace, '.git'))) {
    const r = spawnSync('git', ['checkout', '-q', '--detach', sha], { cwd: workspace, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`checkout of ${sha}: ${r.stderr}`);
  }
}

/** The defaults of action.yml's inputs, as the runner fills them in (`${{ github.token }}` included). */
function actionDefaults(scope: Scope): Record<string, string> {
  const action = loadYaml(readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  return Object.fromEntries(
    Object.entries(action.inputs).map(([k, v]) => [k, asText(interpolate(v.default ?? '', scope))]),
  );
}

function download(artifacts: Map<string, string>, withs: Record<string, string>, into: string): boolean {
  if (withs.name) {
    const folder = artifacts.get(withs.name);
    if (folder) cpSync(folder, into, { recursive: true });
    return folder !== undefined;
  }
  const pattern = new RegExp(`^${withs.pattern!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  for (const [name, folder] of artifacts)
    if (pattern.test(name)) cpSync(folder, path.join(into, name), { recursive: true });
  return true;
}

function shell(
  script: string,
  cwd: string,
  env: Record<string, string>,
): { ok: boolean; outputs: Record<string, string> } {
  const output = path.join(tempDir('caliper-step-'), 'output');
  writeFileSync(output, '');
  const r = spawnSync('bash', ['-e', '-c', script], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, GITHUB_OUTPUT: output },
    encoding: 'utf8',
  });
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return { ok: r.status === 0, outputs };
}

function hashFiles(workspace: string, patterns: string[]): string {
  const regexes = patterns.map(
    (p) =>
      new RegExp(
        `^${p
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '(?:.*/)?')
          .replace(/\*/g, '[^/]*')}$`,
      ),
  );
  const files = (readdirSync(workspace, { recursive: true }) as string[]).filter((f) =>
    regexes.some((re) => re.test(f)),
  );
  return files.length > 0 ? files.sort().join(',') : '';
}

const eventFiles = new WeakMap<RunEvent, string>();
function eventFile(event: RunEvent): string {
  let file = eventFiles.get(event);
  if (!file) {
    file = path.join(tempDir('caliper-event-'), 'event.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(event.payload));
    eventFiles.set(event, file);
  }
  return file;
}
