import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, parseGithubOutput, runBundle } from './helpers/runNode.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';

/** Run `dist/index.js` as the runner does: inputs and context in the environment, files for outputs. */
function runAction(workspace: string, inputs: Record<string, string>) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'caliper-action-'));
  const outputFile = path.join(tmp, 'output');
  const summaryFile = path.join(tmp, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: NodeJS.ProcessEnv = {
    GITHUB_WORKSPACE: workspace,
    GITHUB_REPOSITORY: 'octo-org/skills',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'),
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: tmp,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const r = runBundle('dist/index.js', [], { cwd: workspace, env });
  return { ...r, outputs: parseGithubOutput(readFileSync(outputFile, 'utf8')), summary: readFileSync(summaryFile, 'utf8') };
}

describe('the Action, run from dist/ as the runner runs it', () => {
  it('annotates the right file and line, summarises, sets outputs and fails on errors', () => {
    const workspace = tempRepo({
      'skills/good/SKILL.md': goodSkill('good'),
      'skills/bad/SKILL.md': '---\nname: bad\ndescription: Use when x.\nlicense: [MIT]\n---\n',
    });
    const r = runAction(workspace, { stages: 'validate', path: 'skills', 'strict-spec': 'false' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('::error title=caliper field-type,file=skills/bad/SKILL.md,line=4::`license` must be a string');
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

  it('passes on the example repository', () => {
    const r = runAction(REPO_ROOT, { stages: 'validate', path: 'examples' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.outputs.errors).toBe('0');
    expect(JSON.parse(r.outputs.skills!)).toHaveLength(3);
  });

  it('refuses an unknown stage or a malformed boolean with a message that says what to do', () => {
    const workspace = tempRepo({ 'a/SKILL.md': goodSkill('a') });
    const stage = runAction(workspace, { stages: 'validate, deploy' });
    expect(stage.status).toBe(1);
    expect(stage.stdout).toContain('::error::Unknown stage(s) deploy in input "stages". This version of caliper offers: validate.');
    const bool = runAction(workspace, { 'strict-spec': 'yes please' });
    expect(bool.status).toBe(1);
    expect(bool.stdout).toContain('input "strict-spec" must be true or false');
    expect(bool.stdout).not.toMatch(/\n\s+at /);
  });
});
