import { jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { parseValidateConfig } from '../src/skills/config/validateConfig.js';
import { validateRepository } from '../src/skills/validateRepository.js';
import { evalSpec } from './helpers/evalRepo.js';
import { claudeLines, fakeCli } from './helpers/fakeCli.js';
import { REPO_ROOT, bundleNode } from './helpers/runNode.js';
import { goodSkill, skillMd, tempRepo } from './helpers/tempRepo.js';
import { tempDir } from './helpers/tempDirs.js';

jest.setTimeout(60_000);

// Issue #27, item 5: every message it quotes, fixed, each with the test that failed before.

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

const specFindings = (spec: string, extra: Record<string, string> = {}) =>
  validateRepository(tempRepo({ 'pdf/SKILL.md': goodSkill('pdf'), 'pdf/.eval.yaml': spec, ...extra }))
    .diagnostics.filter((d) => d.file === 'pdf/.eval.yaml')
    .map((d) => `${d.line} ${d.severity} ${d.rule}: ${d.message}`);

describe('spec findings say where in words, and what rule, plainly', () => {
  it('the case by its id and the check by its number, a plain rule for a name, and one full stop', () => {
    const found = specFindings(
      'cases:\n  - id: extract-table\n    prompt: "Extract the table"\n    ' +
        'checks:\n      - activation: Pdf_Tools\n      - file_exist: out.csv\n',
    );
    expect(found).toEqual([
      '5 error eval-spec-schema: Case `extract-table`, check 1 ' +
        '(`activation`) must be a skill name (lowercase letters, digits and ' +
        'single hyphens, like `pdf-tools`), not `Pdf_Tools`. See ' +
        'docs/eval-spec.md.',
      '6 error eval-spec-schema: Case `extract-table`, check 2 has an ' +
        'unknown key `file_exist`; did you mean `file_exists`?',
    ]);
    expect(found.join('\n')).not.toMatch(/cases\.\d|\^\[|\?\./);
  });

  it('a case whose id is itself wrong is named by its number', () => {
    expect(specFindings('cases:\n  - id: "-x"\n    prompt: p\n    checks:\n      - activation: pdf\n')).toEqual([
      '2 error eval-spec-schema: Case 1: `id` must be an id of letters, ' +
        'digits, `.`, `_` and `-` that starts with a letter or digit, not ' +
        '`-x`. See docs/eval-spec.md.',
    ]);
  });

  it('every error of a spec in one pass: schema, unknown skills, duplicate ids, patterns, paths', () => {
    const spec = [
      'skills: [nope]',
      'tirals: 3',
      'cases:',
      '  - id: one',
      '    prompt: "Extract it"',
      '    checks:',
      '      - activation: pdf',
      '      - file_exist: out.csv',
      "      - output_matches: '(?=x)'",
      '  - id: one',
      '    prompt: "Extract again"',
      '    checks:',
      '      - activation: ghost',
      '',
    ].join('\n');
    expect(specFindings(spec).map((f) => f.split(':')[0])).toEqual([
      '1 error eval-spec-unknown-skill',
      '2 error eval-spec-schema',
      '8 error eval-spec-schema',
      '9 error eval-spec-pattern',
      '10 error eval-spec-duplicate-case',
      '13 error eval-spec-unknown-skill',
    ]);
  });

  it('a check path outside the working folder is an error on its line, before any agent runs', () => {
    const spec = evalSpec([
      {
        id: 'peek',
        prompt: 'Read the users',
        checks: [
          'activation: pdf',
          'file_exists: /etc/passwd',
          'file_contains: { path: ../../x.txt, pattern: "a" }',
          'file_exists: out/../ok.txt',
        ],
      },
    ]);
    expect(specFindings(spec)).toEqual([
      '6 error eval-spec-path: Case `peek`, check 2: `/etc/passwd` is ' +
        "outside the agent's working folder, the only place checks look. Give " +
        'a path relative to it, like `out.csv`.',
      '7 error eval-spec-path: Case `peek`, check 3: `../../x.txt` is ' +
        "outside the agent's working folder, the only place checks look. Give " +
        'a path relative to it, like `out.csv`.',
    ]);
  });

  it(
    'an execution check in a case that expects the skill not to be chosen ' + 'counts nowhere: a warning on its line',
    () => {
      const spec = evalSpec([
        { id: 'does-it', prompt: 'Extract the table', checks: ['activation: pdf', 'file_exists: out.csv'] },
        {
          id: 'unrelated',
          prompt: 'What is 2+2?',
          checks: ['activation: { skill: pdf, expect: false }', 'file_exists: out.csv', 'output_matches: "4"'],
        },
      ]);
      expect(specFindings(spec)).toEqual([
        '11 warning eval-spec-check-not-counted: Case `unrelated` expects ' +
          '`pdf` not to be chosen, so it counts toward false activation only: ' +
          'its `file_exists` check counts toward no rate. Move the check to a ' +
          'case that expects `pdf`, or remove it.',
        '12 warning eval-spec-check-not-counted: Case `unrelated` expects ' +
          '`pdf` not to be chosen, so it counts toward false activation only: ' +
          'its `output_matches` check counts toward no rate. Move the check to a ' +
          'case that expects `pdf`, or remove it.',
      ]);
    },
  );
});

describe('an inline disable that may not silence a finding says so', () => {
  const skill =
    '---\nname: b\ndescription: Formats b documents. Use when ' +
    'asked.\n---\n<!-- caliper-disable name-mismatch -->\n# B\n';
  const message = (config: string) =>
    validateRepository(tempRepo({ 'a/SKILL.md': skill }), {
      config: parseValidateConfig(config, '.github/caliper.yml'),
    }).diagnostics.find((d) => d.rule === 'name-mismatch')?.message;

  it('an error, under the default inline-disable: warnings', () => {
    expect(message('')).toMatch(
      new RegExp(
        String.raw`\(The caliper-disable comment on line 5 does not silence an error: ` +
          'fix it, or set `validate\\.inline-disable: all` in ' +
          String.raw`\.github\/caliper\.yml\.\)$`,
      ),
    );
  });

  it('anything, under inline-disable: none', () => {
    expect(message('validate:\n  inline-disable: none\n')).toMatch(
      /\(The caliper-disable comment on line 5 is not read: `inline-disable: none` in \.github\/caliper\.yml\.\)$/,
    );
  });

  it('and is silenced where the configuration allows it', () => {
    expect(message('validate:\n  inline-disable: all\n')).toBeUndefined();
  });
});

describe("the CLI's own messages", () => {
  it('a configuration error says what to fix, with no "--help" pointer and no "?."', async () => {
    const root = tempRepo({
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.github/caliper.yml': 'validate:\n  ignores: []\n',
      'a/SKILL.md': goodSkill('a'),
    });
    const r = await cli(['validate', '.'], root);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'caliper: .github/caliper.yml, line 2: `validate` has an unknown key ' +
        '`ignores`; did you mean `ignore`? Fix the file; its shape is in ' +
        'schemas/caliper-config.schema.json.\n',
    );
    const json = await cli(['validate', '.', '--format', 'json'], root);
    expect(JSON.parse(json.stdout).error.kind).toBe('config');
  });

  it('caliper schema --help prints its usage, not the schema', async () => {
    const r = await cli(['schema', '--help'], REPO_ROOT);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: caliper schema/);
    expect(r.stdout).not.toContain('$schema"');
    expect((await cli(['schema', 'extra'], REPO_ROOT)).code).toBe(2);
  });

  it('eval names the skills it cannot evaluate, and says nothing of an error that skips none', async () => {
    const agent = fakeCli(claudeLines(['alpha'], 'alpha'));
    const alpha = {
      'alpha/SKILL.md': goodSkill('alpha'),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    };
    const args = [
      'eval',
      '.',
      '--scripted-model',
      '--isolation',
      'none',
      '--cli',
      `claude-code=${agent.path}`,
      '--trials',
      '1',
      '--out',
      'out',
    ];
    // An error in a skill no spec involves: nothing is skipped, so nothing is said.
    const elsewhere = await cli(args, tempRepo({ ...alpha, 'broken/SKILL.md': skillMd({ name: 'other' }) }));
    expect(elsewhere.code).toBe(0);
    expect(elsewhere.stderr).not.toMatch(/validation error|not evaluated/);
    // A spec with errors: named, with what to run.
    const named = await cli(
      args,
      tempRepo({ ...alpha, 'beta/SKILL.md': goodSkill('beta'), 'beta/.eval.yaml': 'cases: []\n' }),
    );
    expect(named.code).toBe(1);
    expect(named.stderr).toContain('not evaluated: beta: 1 error in .eval.yaml; run caliper validate to see them');
    expect(named.stderr).toContain(
      'caliper: not evaluated: beta (1 error in .eval.yaml). Fix them ' +
        '(caliper validate lists the errors), or set `validate.not-evaluated: ' +
        'warning` in .github/caliper.yml to pass without them.\n',
    );
    // Said, and passed, when the repository says such skills do not fail its runs.
    const allowed = await cli(
      args,
      tempRepo({
        ...alpha,
        'beta/SKILL.md': goodSkill('beta'),
        'beta/.eval.yaml': 'cases: []\n',
        '.github/caliper.yml': 'validate:\n  not-evaluated: warning\n',
      }),
    );
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain(
      'caliper: not evaluated: beta (1 error in .eval.yaml). Passing without ' +
        'them: `validate.not-evaluated` is warning.\n',
    );
  });
});

describe('Ctrl-C during an eval', () => {
  it('leaves no caliper-run-* or caliper-trial-* folder behind', async () => {
    const tmp = tempDir('caliper-interrupt-tmp-');
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const started = path.join(tmp, 'started');
    const agent = fakeCli(`touch ${started}\nsleep 600`);
    const args = [
      'eval',
      root,
      '--scripted-model',
      '--isolation',
      'none',
      '--cli',
      `claude-code=${agent.path}`,
      '--trials',
      '2',
      '--out',
      path.join(tmp, 'out'),
      '--fresh',
    ];
    const child = spawn(bundleNode(), [path.join(REPO_ROOT, 'dist/cli/index.js'), ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    const owned = () => readdirSync(tmp).filter((n) => /^caliper-(run|trial)-/.test(n));
    await waitFor(() =>
      readdirSafe(started) && owned().some((n) => n.startsWith('caliper-trial-')) ? true : undefined,
    );
    child.kill('SIGINT');
    expect(await new Promise<number | null>((resolve) => child.on('close', resolve))).toBe(130);
    expect(stderr).toContain('caliper: interrupted.');
    expect(owned()).toEqual([]);
  });
});

function readdirSafe(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

async function waitFor<T>(probe: () => T | undefined, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
