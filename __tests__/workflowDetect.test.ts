import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { asText, interpolate } from './helpers/expressions.js';
import { REPO_ROOT } from './helpers/runNode.js';

interface Workflow {
  on: { workflow_call: { inputs: Record<string, { default?: unknown }> } };
  jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
}

// The reusable workflow's eval step, with its inputs as GitHub would fill them for an event.
const workflow = loadYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/caliper.yml'), 'utf8')) as Workflow;
const evalStep = workflow.jobs.eval!.steps.find((s) => s.uses?.startsWith('caliper-ci/caliper'))!;
const defaults = Object.fromEntries(
  Object.entries(workflow.on.workflow_call.inputs).map(([k, v]) => [k, v.default ?? '']),
);

function stepInputs(event: string, inputs: Record<string, unknown> = {}, jobTotal = 2): Record<string, string> {
  const contexts = {
    github: { event_name: event },
    inputs: { ...defaults, ...inputs },
    matrix: { backend: 'claude-code', shard: 1 },
    strategy: { 'job-total': jobTotal },
  };
  return Object.fromEntries(
    Object.entries(evalStep.with!).map(([k, v]) => [k, asText(interpolate(v, { contexts, status: 'success' }))]),
  );
}

describe('the reusable workflow sizes a pull request for detect, and nothing else', () => {
  it.each(['pull_request', 'pull_request_review'])(
    '%s: detect 30, trials empty, every job of the matrix counted, max-cost 15',
    (event) => {
      const w = stepInputs(event);
      expect([w.detect, w.trials, w['matrix-jobs'], w['max-trials'], w['max-cost']]).toEqual([
        '30',
        '',
        '2',
        '200',
        '15',
      ]);
    },
  );

  it.each(['push', 'schedule', 'workflow_dispatch'])('%s compares nothing: trials auto, no detect', (event) => {
    const w = stepInputs(event);
    expect([w.detect, w.trials]).toEqual(['', 'auto']);
  });

  it('a caller that sets trials gets those trials, and no detect, on every event', () => {
    for (const event of ['pull_request', 'push'])
      expect([stepInputs(event, { trials: '5' }).detect, stepInputs(event, { trials: '5' }).trials]).toEqual(['', '5']);
    // detect: '' opts out: the specs' trials (else 3) on a pull request.
    expect([
      stepInputs('pull_request', { detect: '' }).detect,
      stepInputs('pull_request', { detect: '' }).trials,
    ]).toEqual(['', '']);
  });
});
