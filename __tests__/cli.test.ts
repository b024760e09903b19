import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { evalSpecSchema } from '../src/eval/spec/schema.js';
import { CALIPER_VERSION } from '../src/version.js';
import { REPO_ROOT, runBundle } from './helpers/runNode.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';

async function cli(args: string[], cwd: string, tty = false) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: tty,
  });
  return { code, stdout, stderr };
}

const broken = () =>
  tempRepo({
    'skills/good/SKILL.md': goodSkill('good'),
    'skills/bad/SKILL.md': '---\nname: bad\n---\nbody\n',
    'skills/warn/SKILL.md': '---\nname: warn\ndescription: Formats things.\n---\n',
  });

describe('caliper validate', () => {
  it('exits 0 without errors, 1 with errors, 2 on a usage error', async () => {
    expect((await cli(['validate', '.'], tempRepo({ 'a/SKILL.md': goodSkill('a') }))).code).toBe(0);
    expect((await cli(['validate'], broken())).code).toBe(1);
    expect((await cli(['validate', '--format', 'xml'], broken())).code).toBe(2);
    expect((await cli(['validate', '--nope'], broken())).code).toBe(2);
    expect((await cli(['validate', 'missing-dir'], broken())).code).toBe(2);
    expect((await cli(['frobnicate'], broken())).code).toBe(2);
  });

  it('warnings alone do not fail', async () => {
    const r = await cli(['validate'], tempRepo({ 'w/SKILL.md': '---\nname: w\ndescription: Formats things.\n---\n' }));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1 skill checked: 0 errors, 1 warning.');
  });

  it('prints JSON with paths relative to DIR', async () => {
    const root = broken();
    const r = await cli(['validate', path.basename(root), '--format', 'json'], path.dirname(root));
    const json = JSON.parse(r.stdout);
    expect(json.skills.map((s: { name: string; path: string }) => [s.name, s.path])).toEqual([
      ['bad', 'skills/bad'],
      ['good', 'skills/good'],
      ['warn', 'skills/warn'],
    ]);
    expect(json.diagnostics).toContainEqual({
      rule: 'description-missing',
      severity: 'error',
      file: 'skills/bad/SKILL.md',
      line: 1,
      message: expect.stringContaining('description'),
    });
    for (const d of json.diagnostics)
      expect(Object.keys(d).sort()).toEqual(['file', 'line', 'message', 'rule', 'severity']);
  });

  it('groups text by file with a total, and colours only on a TTY', async () => {
    const root = broken();
    const plain = await cli(['validate'], root);
    expect(plain.stdout).toMatch(/^skills\/bad\/SKILL\.md\n\s+1\s+error\s+`description` is missing/m);
    expect(plain.stdout.trimEnd().split('\n').pop()).toBe('3 skills checked: 1 error, 1 warning.');
    expect(plain.stdout).not.toContain('\u001b[');
    expect((await cli(['validate'], root, true)).stdout).toContain('\u001b[31m');
  });

  it('writes GitHub annotations with paths relative to the working folder', async () => {
    const root = broken();
    const r = await cli(['validate', path.basename(root), '--format', 'github'], path.dirname(root));
    expect(r.stdout).toContain(
      `::error file=${path.basename(root)}/skills/bad/SKILL.md,line=1,title=caliper description-missing::`,
    );
    expect(r.stdout).toMatch(/^::warning file=.*skills\/warn\/SKILL\.md,line=3,/m);
  });

  it('writes SARIF 2.1.0 with the rule catalogue', async () => {
    const r = await cli(['validate', '--format', 'sarif'], broken());
    const sarif = JSON.parse(r.stdout);
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run.tool.driver.rules.length).toBeGreaterThan(30);
    const result = run.results.find((x: { ruleId: string }) => x.ruleId === 'description-missing');
    expect(result.level).toBe('error');
    expect(result.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'skills/bad/SKILL.md' },
      region: { startLine: 1 },
    });
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe('description-missing');
  });

  it('--strict-spec turns unknown fields into errors', async () => {
    const root = tempRepo({ 'a/SKILL.md': goodSkill('a', '# B\n', { owner: 'me' }) });
    expect((await cli(['validate'], root)).code).toBe(0);
    expect((await cli(['validate', '--strict-spec'], root)).code).toBe(1);
  });

  it('--fix repairs what it can and reports the rest', async () => {
    const root = tempRepo({
      '.claude/commands/ship.md': '---\ndescription: Ship it. Use when releasing.\n---\nShip.\n',
    });
    const r = await cli(['validate', '--fix'], root);
    expect(r.stderr).toContain('fixed: .claude/commands/ship.md -> .claude/skills/ship/SKILL.md');
    expect(r.code).toBe(0);
  });
});

describe('the committed bundle', () => {
  it('runs the CLI from dist/ on the example repository', () => {
    const r = runBundle('dist/cli/index.js', ['validate', 'examples', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).skills.map((s: { name: string }) => s.name)).toEqual([
      'changelog-conventions',
      'csv-summary',
      'release-notes',
    ]);
  });

  it('prints a one-line error, not a stack trace, on bad input', () => {
    const r = runBundle('dist/cli/index.js', ['validate', '--format']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^caliper: /);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('things that must stay in step', () => {
  it(
    'schemas/eval-spec.schema.json is the schema the validator uses ' + '(regenerate: node dist/cli/index.js schema)',
    () => {
      expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/eval-spec.schema.json'), 'utf8'))).toEqual(
        evalSpecSchema,
      );
    },
  );

  it('the version matches package.json', () => {
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).version).toBe(CALIPER_VERSION);
  });
});

describe('caliper eval and caliper install: bad input is a clear usage error', () => {
  const withSpec = () =>
    tempRepo({
      'a/SKILL.md': goodSkill('a'),
      'a/.eval.yaml': 'cases:\n  - id: one\n    prompt: "Do the a work"\n    checks:\n      - activation: a\n',
    });

  it.each([
    [
      ['eval'],
      new RegExp(
        'no model credentials for claude-code: set ANTHROPIC_API_KEY or ' +
          'ANTHROPIC_AUTH_TOKEN, or run offline with --scripted-model',
      ),
    ],
    [['eval', '--scripted-model', '--backend', 'cursor'], /unknown backend "cursor"/],
    [['eval', '--scripted-model', '--resume', '--fresh'], /--resume and --fresh exclude each other/],
    [
      ['eval', '--scripted-model', '--trials', '0'],
      /--trials takes a whole number of at least 1 or auto\[:MAX\], not "0"/,
    ],
    [['eval', '--scripted-model', '--cli', 'claude-code'], /--cli takes NAME=PATH/],
    [['install'], /name at least one backend/],
    [['install', 'cursor'], /unknown backend "cursor"/],
    // bisect reads the flags it shares with eval the same way (src/cli/runFlags.ts).
    [['bisect', '--skills', 'a', '--scripted-model'], /bisect needs --base REF/],
    [['bisect', '--base', 'HEAD', '--skills', 'a,b', '--scripted-model'], /bisect needs --skills NAME, one skill/],
    [['bisect', '--base', 'HEAD', '--skills', 'a', 'x', 'y'], /bisect takes one folder, got 2/],
    [
      ['bisect', '--base', 'HEAD', '--skills', 'a', '--scripted-model', '--backend', 'cursor'],
      /unknown backend "cursor"/,
    ],
    [['bisect', '--base', 'HEAD', '--skills', 'a', '--scripted-model', '--max-cost', '-1'], /--max-cost/],
    [['bisect', '--base', 'HEAD', '--skills', 'a', '--scripted-model', '--cli', 'pi'], /--cli takes NAME=PATH/],
    [['bisect', '--base', 'HEAD', '--skills', 'a', '--scripted-model', '--model-url', 'http://x'], /needs none/],
  ])('%j', async (args, message) => {
    const r = await cli(args, withSpec());
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('says there is nothing to evaluate when no skill has a valid spec', async () => {
    const r = await cli(['eval', '--scripted-model'], tempRepo({ 'a/SKILL.md': goodSkill('a') }));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no .eval.yaml under .');
  });
});
