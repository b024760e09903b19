import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runActionBundle } from './helpers/actionRun.js';
import { REPO_ROOT } from './helpers/runNode.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';

/** The bundled Action on a pull_request event, with no REST API: these stages need none. */
const runAction = (workspace: string, inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
  runActionBundle({
    workspace,
    eventName: 'pull_request',
    eventPath: path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'),
    inputs,
    env,
  });

describe('the Action, run from dist/ as the runner runs it', () => {
  it('annotates the right file and line, summarises, sets outputs and fails on errors', async () => {
    const workspace = tempRepo({
      'skills/good/SKILL.md': goodSkill('good'),
      'skills/bad/SKILL.md': '---\nname: bad\ndescription: Use when x.\nlicense: [MIT]\n---\n',
    });
    const r = await runAction(workspace, { stages: 'validate', path: 'skills', 'strict-spec': 'false' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      '::error title=caliper field-type,file=skills/bad/SKILL.md,line=4::`license` must be a string',
    );
    expect(r.stdout).toMatch(/::error::1 error in the skills under skills; see the annotations/);
    expect(r.outputs).toEqual({
      skills: JSON.stringify([
        { name: 'bad', path: 'skills/bad' },
        { name: 'good', path: 'skills/good' },
      ]),
      errors: '1',
      warnings: '0',
    });
    expect(r.summary).toContain('## caliper validate');
    expect(r.summary).toContain('| `bad` | `skills/bad` | — | 1 | 0 |');
    expect(r.summary).toContain('`skills/bad/SKILL.md:4`');
  });

  it('passes on the example repository', async () => {
    const r = await runAction(REPO_ROOT, { stages: 'validate', path: 'examples' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.outputs.errors).toBe('0');
    expect(JSON.parse(r.outputs.skills!)).toHaveLength(3);
  });

  it('refuses an unknown stage or a malformed boolean with a message that says what to do', async () => {
    const workspace = tempRepo({ 'a/SKILL.md': goodSkill('a') });
    const stage = await runAction(workspace, { stages: 'validate, deploy' });
    expect(stage.status).toBe(1);
    expect(stage.stdout).toMatch(
      /::error::Unknown stage\(s\) deploy in input "stages"\. This version of caliper offers: validate(, [a-z]+)+\./,
    );
    const bool = await runAction(workspace, { 'strict-spec': 'yes please' });
    expect(bool.status).toBe(1);
    expect(bool.stdout).toContain('input "strict-spec" must be true or false');
    expect(bool.stdout).not.toMatch(/\n\s+at /);
  });
});

describe('the Action eval stage, from dist/, on the real CLI against the scripted model', () => {
  it('runs the example specs, writes the score table to the summary and the results path to the outputs', async () => {
    const results = tempDir('caliper-action-results-');
    const r = await runAction(
      REPO_ROOT,
      {
        stages: 'validate,eval',
        path: 'examples',
        'scripted-model': 'true',
        trials: '1',
        'results-dir': results,
        'install-clis': 'false',
      },
      { CALIPER_TOOLS: process.env.CALIPER_TOOLS },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.outputs['results-path']).toBe(path.join(results, 'results.json'));
    const json = JSON.parse(readFileSync(r.outputs['results-path']!, 'utf8'));
    expect(json.meta).toMatchObject({ era: expect.any(String), discipline: 'install-discover' });
    expect(r.summary).toContain('## caliper eval');
    expect(r.summary).toMatch(
      new RegExp(
        String.raw`\| release-notes \| claude-code 2\.1\.332 \(scripted model\) \| 1\/1 ` +
          String.raw`100% \[21–100\] \| 0\/1 0% \[0–79\] \| 1\/1 100% \[21–100\] \| 0 \|`,
      ),
    );
    expect(r.stdout).toContain('results and transcripts not uploaded: not running on GitHub Actions');
    // The HTML report of every trial, beside results.json (so in the artifact), named in the summary.
    const html = readFileSync(path.join(results, 'report.html'), 'utf8');
    expect(html).toContain('<script id="caliper-data" type="application/json">');
    expect(html).toContain('release-notes|claude-code|writes-notes|1');
    expect(r.summary).toContain('`report.html` in the artifact `caliper-results`');
  }, 120_000);

  it('without a model key and without scripted-model, says which secret to set', async () => {
    const r = await runAction(REPO_ROOT, { stages: 'eval', path: 'examples', 'install-clis': 'false' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      '::error::no model credentials for claude-code: set ANTHROPIC_API_KEY or ANTHROPIC_AUTH_TOKEN',
    );
  });
});
