import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { decideEvalMode } from '../src/action/evalMode.js';
import { runActionBundle } from './helpers/actionRun.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { tempDir } from './helpers/tempDirs.js';

describe('real or smoke, decided where the keys are', () => {
  const decide = (env: NodeJS.ProcessEnv, withoutKey: 'fail' | 'smoke' | 'skip', backends = ['claude-code'] as const) =>
    decideEvalMode({ backends: [...backends], env, scripted: false, withoutKey });

  it('real when every backend has its key, whatever the fallback', () => {
    for (const fallback of ['fail', 'smoke', 'skip'] as const)
      expect(decide({ ANTHROPIC_API_KEY: 'k' }, fallback)).toEqual({ mode: 'real' });
    expect(decide({ ANTHROPIC_API_KEY: 'k', OPENAI_API_KEY: 'k' }, 'skip', ['claude-code', 'codex'] as never)).toEqual({
      mode: 'real',
    });
  });

  it('an empty secret (what GitHub gives a job without the environment) is no key', () => {
    expect(decide({ ANTHROPIC_API_KEY: '' }, 'skip')).toMatchObject({
      mode: 'skip',
      why: expect.stringContaining('claude-code: set ANTHROPIC_API_KEY or ANTHROPIC_AUTH_TOKEN'),
    });
    expect(decide({ ANTHROPIC_API_KEY: '' }, 'smoke')).toMatchObject({
      mode: 'smoke',
      why: expect.stringContaining('scripted model stands in'),
    });
    expect(() => decide({}, 'fail')).toThrow(
      /no model credentials for claude-code: set ANTHROPIC_API_KEY or ANTHROPIC_AUTH_TOKEN in the step's env/,
    );
  });

  it("a key for one backend does not make another's run real", () => {
    expect(decide({ ANTHROPIC_API_KEY: 'k' }, 'skip', ['claude-code', 'codex'] as never)).toMatchObject({
      mode: 'skip',
      why: expect.stringContaining('codex: set OPENAI_API_KEY'),
    });
  });

  it('scripted-model: true is a smoke run even with a key', () => {
    expect(
      decideEvalMode({
        backends: ['claude-code'],
        env: { ANTHROPIC_API_KEY: 'k' },
        scripted: true,
        withoutKey: 'fail',
      }),
    ).toMatchObject({ mode: 'smoke' });
  });
});

describe('the reusable workflow reads the keys in the job that names the environment', () => {
  type Job = {
    environment?: string;
    steps?: { id?: string; uses?: string; env?: Record<string, string>; with?: Record<string, string> }[];
    if?: string;
  };
  const workflow = loadYaml(readFileSync(path.join(REPO_ROOT, '.github/workflows/caliper.yml'), 'utf8')) as {
    jobs: Record<string, Job>;
  };
  const KEYS = ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY', 'OPENROUTER_API_KEY'];

  it(
    'only the eval job reads model keys, and it names the environment ' +
      '(except for a fork PR, which gets no secrets)',
    () => {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const text = JSON.stringify(job);
        const readsKeys = KEYS.some((k) => text.includes(`secrets.${k}`));
        expect([name, readsKeys]).toEqual([name, name === 'eval']);
      }
      const evalJob = workflow.jobs.eval!;
      // An event without a pull request (push, schedule) or a same-repository PR or approval names it.
      expect(evalJob.environment).toBe(
        '${{ (!github.event.pull_request || ' +
          'github.event.pull_request.head.repo.full_name == github.repository) ' +
          "&& inputs.environment || '' }}",
      );
      expect(evalJob.if).toBeUndefined();
    },
  );

  it('the eval step gets the keys unconditionally and lets caliper decide real, smoke or skip', () => {
    const step = workflow.jobs.eval!.steps!.find((s) => s.uses?.startsWith('caliper-ci/caliper'))!;
    for (const key of KEYS) expect(step.env![key]).toBe(`\${{ secrets.${key} }}`);
    expect(step.with!['without-key']).toBe("${{ inputs.smoke-on-forks && 'smoke' || 'skip' }}");
    expect(step.with!['scripted-model']).toBeUndefined();
  });
});

describe('without-key, from dist/', () => {
  const run = (inputs: Record<string, string>) =>
    runActionBundle({
      workspace: REPO_ROOT,
      eventName: 'pull_request',
      eventPath: path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'),
      inputs: { stages: 'eval', path: 'examples', 'install-clis': 'false', ...inputs },
      env: { ANTHROPIC_API_KEY: '', ANTHROPIC_AUTH_TOKEN: '' },
    });

  it('skip: exit 0, the summary says which key is missing, output ' +
    'eval-mode=skip, and the skip is recorded for the report job', async () => {
    const resultsDir = tempDir('caliper-skip-');
    const r = await run({ 'without-key': 'skip', 'results-dir': resultsDir });
    expect(r.status).toBe(0);
    expect(r.outputs['eval-mode']).toBe('skip');
    expect(r.summary).toContain('## caliper eval: skipped');
    expect(r.summary).toContain(
      'No model key in the eval job for claude-code (`ANTHROPIC_API_KEY` or `ANTHROPIC_AUTH_TOKEN`)',
    );
    expect(readFileSync(path.join(resultsDir, 'eval-skipped.txt'), 'utf8')).toContain('without-key: skip');
    expect(JSON.parse(readFileSync(path.join(resultsDir, 'eval-skipped.json'), 'utf8'))).toEqual({
      why: 'no-key',
      backends: ['claude-code'],
      fork: true,
    });
  }, 60_000);

  it('an unknown value is a usage error naming the input', async () => {
    const r = await run({ 'without-key': 'maybe' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('::error::input "without-key" must be one of fail, smoke, skip, not "maybe"');
  }, 60_000);
});
