import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { runCli } from '../../src/cli/main.js';
import { validateConfigForAction } from '../../src/action/validateConfigSource.js';
import { caliperConfigSchema } from '../../src/skills/config/schema.js';
import { ConfigError, parseValidateConfig } from '../../src/skills/config/validateConfig.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import type { ActionRuntime } from '../../src/toolkit/core.js';
import { startFakeGitHub } from '../helpers/fakeGitHub.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

const EVENT = path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json');
const BASE: string = JSON.parse(readFileSync(EVENT, 'utf8')).pull_request.base.sha;

const found = (files: Record<string, string>, yaml: string) =>
  validateRepository(tempRepo(files), { config: parseValidateConfig(yaml, '.github/caliper.yml') }).diagnostics.map(
    (d) => `${d.severity} ${d.rule} ${d.file}`,
  );

const whenless = skillMd({ name: 'a', description: 'Formats alpha documents.' });

describe('validate: in .github/caliper.yml', () => {
  it('turns a rule off, down to a warning, or up to an error', () => {
    const files = { 'a/SKILL.md': whenless, 'b/SKILL.md': goodSkill('b', '# B\n', { colour: 'red' }) };
    expect(found(files, 'validate:\n  rules:\n    description-when-to-use: off\n    field-unknown: error\n')).toEqual([
      'error field-unknown b/SKILL.md',
    ]);
    expect(found({ 'a/SKILL.md': goodSkill('c') }, 'validate:\n  rules:\n    name-mismatch: warning\n')).toEqual([
      'warning name-mismatch a/SKILL.md',
    ]);
  });

  it('ignores globs and declares command folders', () => {
    const files = {
      'vendor/x/SKILL.md': '# no front matter\n',
      '.claude/commands/dedupe.md': 'Dedupe.\n',
      'a/SKILL.md': goodSkill('a'),
    };
    expect(found(files, 'validate:\n  ignore: ["vendor/**"]\n  commands: [".claude/commands"]\n')).toEqual([]);
  });

  it('keeps the owners section valid beside it', () => {
    expect(() => parseValidateConfig('owners:\n  allow_unowned: true\nvalidate:\n  rules: {}\n', 'f')).not.toThrow();
  });

  it.each([
    [
      'validate:\n  rules:\n    descripton-when-to-use: off\n',
      /line 3: .*unknown key `descripton-when-to-use`; did you mean `description-when-to-use`/,
    ],
    [
      'validate:\n  rules:\n    field-unknown: silent\n',
      /line 3: `validate.rules.field-unknown` must be one of `off`, `warning`, `error`/,
    ],
    ['validate:\n  ignores: []\n', /line 2: .*unknown key `ignores`; did you mean `ignore`/],
    ['validate: [\n', /not valid YAML/],
  ])('refuses a bad file with its line: %j', (yaml, message) => {
    expect(() => parseValidateConfig(yaml, '.github/caliper.yml')).toThrow(ConfigError);
    expect(() => parseValidateConfig(yaml, '.github/caliper.yml')).toThrow(message);
  });

  it('schemas/caliper-config.schema.json is the schema the parser uses, and Ajv agrees with it', () => {
    expect(JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/caliper-config.schema.json'), 'utf8'))).toEqual(
      caliperConfigSchema,
    );
    const ajv = new Ajv.default({ strict: false });
    const valid = ajv.compile(caliperConfigSchema);
    expect(
      valid({
        owners: { allow_unowned: true, required_approvals: [{ pattern: 'skills/deploy/', count: 2 }] },
        validate: {
          rules: { 'body-too-long': 'off' },
          ignore: ['x/**'],
          commands: ['.claude/commands'],
          'inline-disable': 'all',
        },
      }),
    ).toBe(true);
    expect(valid({ validate: { rules: { 'body-too-long': 'silent' } } })).toBe(false);
    // The owners keys have one spelling, as the owners gate reads them: the hyphenated one is refused.
    expect(valid({ owners: { 'allow-unowned': true } })).toBe(false);
  });

  it(
    'the CLI reads the file from the repository root above DIR, and exits ' +
      '2 naming the file and line when it is wrong',
    async () => {
      const root = tempRepo({
        '.git/HEAD': 'ref: refs/heads/main\n',
        '.github/caliper.yml': 'validate:\n  rules:\n    description-when-to-use: off\n',
        'skills/a/SKILL.md': whenless,
      });
      let out = '';
      let err = '';
      const io = {
        stdout: (t: string) => (out += t),
        stderr: (t: string) => (err += t),
        cwd: root,
        env: {},
        stdoutIsTTY: false,
      };
      expect(await runCli(['validate', 'skills', '--format', 'json'], io)).toBe(0);
      expect(JSON.parse(out).diagnostics).toEqual([]);
      writeFileSync(path.join(root, '.github/caliper.yml'), 'validate:\n  rules:\n    nope: off\n');
      expect(await runCli(['validate', 'skills'], io)).toBe(2);
      expect(err).toMatch(/caliper: \.github\/caliper\.yml, line 3: .*unknown key `nope`/);
    },
  );
});

describe('inline suppression in a SKILL.md', () => {
  it('silences a warning on the next line, or in the whole file', () => {
    const nextLine =
      '---\nname: a\n# caliper-disable-next-line ' +
      'description-when-to-use\ndescription: Formats alpha ' +
      'documents.\n---\n# A\n';
    expect(found({ 'a/SKILL.md': nextLine }, '')).toEqual([]);
    const wrongLine =
      '---\n# caliper-disable-next-line description-when-to-use\nname: ' +
      'a\ndescription: Formats alpha documents.\n---\n# A\n';
    expect(found({ 'a/SKILL.md': wrongLine }, '')).toEqual(['warning description-when-to-use a/SKILL.md']);
    const file = `${whenless}<!-- caliper-disable description-when-to-use, body-too-long -->\n`;
    expect(found({ 'a/SKILL.md': file }, '')).toEqual([]);
  });

  it('cannot silence an error unless the configuration allows it, and can be switched off', () => {
    const broken =
      '---\nname: b\n# caliper-disable-next-line\ndescription: Formats alpha ' +
      'documents. Use when asked.\n---\n<!-- caliper-disable name-mismatch ' +
      'description-when-to-use -->\n';
    expect(found({ 'a/SKILL.md': broken }, '')).toEqual(['error name-mismatch a/SKILL.md']);
    expect(found({ 'a/SKILL.md': broken }, 'validate:\n  inline-disable: all\n')).toEqual([]);
    expect(
      found({ 'a/SKILL.md': `${whenless}<!-- caliper-disable -->\n` }, 'validate:\n  inline-disable: none\n'),
    ).toEqual(['warning description-when-to-use a/SKILL.md']);
  });
});

describe('a disable comment that names no rule', () => {
  const messages = (text: string) =>
    validateRepository(tempRepo({ 'a/SKILL.md': text }))
      .diagnostics.filter((d) => d.rule === 'disable-comment-unknown-rule')
      .map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);

  it('is a warning with the file, the line and the nearest rule id, in front matter and body', () => {
    const text =
      '---\nname: a\n# caliper-disable-next-line ' +
      'descripton-when-to-use\ndescription: Formats alpha documents.\n---\n# ' +
      'A\n<!-- caliper-disable body-too-long, frobnicate -->\n';
    expect(messages(text)).toEqual([
      expect.stringMatching(
        new RegExp(
          '^warning a\\/SKILL\\.md:3 .*`descripton-when-to-use`, which is not a ' +
            'caliper rule.*Did you mean `description-when-to-use`\\?$',
        ),
      ),
      expect.stringMatching(/^warning a\/SKILL\.md:7 .*`frobnicate`, which is not a caliper rule.*docs\/rules\.md/),
    ]);
  });

  it('says nothing about known ids or a comment without ids', () => {
    expect(
      messages(`${whenless}<!-- caliper-disable-next-line body-too-long field-unknown -->\n<!-- caliper-disable -->\n`),
    ).toEqual([]);
  });

  it('reads one inside a fenced code block as an example, not a comment: it neither warns nor silences', () => {
    const text =
      `${whenless}Silence a rule like this:\n\n\`\`\`markdown\n<!-- ` +
      `caliper-disable rule-id -->\n<!-- caliper-disable -->\n\`\`\`\n`;
    expect(messages(text)).toEqual([]);
    expect(found({ 'a/SKILL.md': text }, '')).toEqual(['warning description-when-to-use a/SKILL.md']);
  });
});

describe('the Action reads validate: from the base commit', () => {
  const runtime = () => {
    const annotations: string[] = [];
    const rt: ActionRuntime & { annotations: string[] } = {
      annotations,
      input: (name) => (name === 'github-token' ? token : ''),
      setOutput: () => {},
      annotate: (_s, m) => void annotations.push(m),
      info: () => {},
      appendSummary: async () => {},
      fail: () => {},
    };
    return rt;
  };
  let token = '';
  const loosening = 'validate:\n  rules:\n    name-mismatch: off\n  inline-disable: all\n';
  const strict = 'validate:\n  rules:\n    description-when-to-use: error\n';

  it('through the API at the base SHA; the PR cannot loosen its own rules', async () => {
    const github = await startFakeGitHub({
      login: 'caliper-bot',
      pull: {
        number: 42,
        author: 'bob',
        baseSha: BASE,
        headSha: 'f'.repeat(40),
        contents: { [BASE]: { '.github/caliper.yml': strict }, ['f'.repeat(40)]: { '.github/caliper.yml': loosening } },
        files: [],
        reviews: [],
        permissions: {},
      },
    });
    try {
      token = 'ghs_fake';
      // The checkout is the PR's head: its caliper.yml turns the error off. It must not count.
      const workspace = tempRepo({
        '.github/caliper.yml': loosening,
        'a/SKILL.md': goodSkill('b'),
        'c/SKILL.md': skillMd({ name: 'c', description: 'Formats c.' }),
      });
      const config = await validateConfigForAction(
        runtime(),
        { GITHUB_EVENT_PATH: EVENT, GITHUB_REPOSITORY: 'octo-org/skills', GITHUB_API_URL: github.url },
        workspace,
      );
      expect(config.source).toBe(`.github/caliper.yml at the base commit ${BASE.slice(0, 12)}`);
      const rules = validateRepository(workspace, { config }).diagnostics.map((d) => `${d.severity} ${d.rule}`);
      expect(rules).toEqual(['error name-mismatch', 'error description-when-to-use']);
      expect(
        github.requests.filter((r) => r.path.includes('caliper.yml')).every((r) => r.path.includes(`ref=${BASE}`)),
      ).toBe(true);
    } finally {
      token = '';
      await github.close();
    }
  });

  it(
    'from git history when there is no token, and with a warning (never ' + 'the head copy) when neither is there',
    async () => {
      const workspace = tempRepo({ '.github/caliper.yml': strict, 'a/SKILL.md': goodSkill('a') });
      const git = (...args: string[]) =>
        spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: workspace, encoding: 'utf8' });
      git('init', '-q');
      git('add', '-A');
      git('commit', '-qm', 'base');
      const base = git('rev-parse', 'HEAD').stdout.trim();
      writeFileSync(path.join(workspace, '.github/caliper.yml'), loosening);
      const event = path.join(workspace, 'event.json');
      writeFileSync(event, JSON.stringify({ pull_request: { base: { sha: base } } }));
      const fromGit = await validateConfigForAction(runtime(), { GITHUB_EVENT_PATH: event }, workspace);
      expect(fromGit.rules).toEqual({ 'description-when-to-use': 'error' });

      const rt = runtime();
      const noHistory = await validateConfigForAction(
        rt,
        { GITHUB_EVENT_PATH: EVENT },
        tempRepo({ '.github/caliper.yml': loosening }),
      );
      expect(noHistory.rules).toEqual({});
      expect(rt.annotations[0]).toMatch(
        /could not read \.github\/caliper\.yml at the base commit .* default rules\. The PR's own copy is never used/,
      );
    },
  );
});
