import { realpathSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { prepareSpecs } from '../../src/eval/runner/plan.js';
import { installableFiles } from '../../src/eval/sandbox/installableFiles.js';
import { ConfigError, findValidateConfig } from '../../src/skills/config/validateConfig.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { readRepoFile } from '../../src/util/repoFiles.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { goodSkill, tempRepo, type Entry } from '../helpers/tempRepo.js';

// Issue #35 item 2: every file validate reads is a pull request's, and a link to /dev/zero or a FIFO
// must not hang it (the gate job, the Action's validate stage and every `caliper eval` run validate).
// On the old code a FIFO blocks in open() for ever (these tests then fail by jest's timeout), and
// /dev/zero is read until memory runs out.
const ATTACKS: [string, Entry][] = [
  ['a link to /dev/zero', { link: '/dev/zero' }],
  ['a FIFO', { fifo: true }],
];

const alpha = { 'skills/alpha/SKILL.md': goodSkill('alpha'), '.git/HEAD': 'ref: refs/heads/main\n' };
const errorsAt = (root: string, file: string) =>
  validateRepository(root).diagnostics.filter((d) => d.file === file && d.severity === 'error');

async function validateCli(root: string): Promise<{ code: number; output: string }> {
  let output = '';
  const io = {
    stdout: (t: string) => (output += t),
    stderr: (t: string) => (output += t),
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
    stdoutIsTTY: false,
  };
  const code = await runCli(['validate', '.'], io);
  return { code, output };
}

describe.each(ATTACKS)('%s', (_, hostile) => {
  it(
    'as a SKILL.md: validate ends, with an error naming it, and no later ' + 'stage reads it (disable comments)',
    async () => {
      const root = tempRepo({ ...alpha, 'skills/evil/SKILL.md': hostile });
      expect(errorsAt(root, 'skills/evil/SKILL.md')).toContainEqual(
        expect.objectContaining({ rule: 'skill-file-name', message: expect.stringContaining('not a regular file') }),
      );
      const run = await validateCli(root);
      expect(run.code).toBe(1);
      expect(run.output).toContain('skills/evil/SKILL.md');
    },
  );

  it('as a misnamed skill.md, whose front matter validate looks at', () => {
    const root = tempRepo({ ...alpha, 'docs/guide/skill.md': hostile });
    // A FIFO is no file to classify; a link to /dev/zero is listed as a link. Either way nothing blocks.
    expect(validateRepository(root).skills.map((s) => s.name)).toEqual(['alpha']);
  });

  it.each([
    ['plugins/p/.claude-plugin/plugin.json', { 'plugins/p/skills/beta/SKILL.md': goodSkill('beta') }],
    ['plugins/p/.codex-plugin/plugin.json', { 'plugins/p/skills/beta/SKILL.md': goodSkill('beta') }],
    ['.claude-plugin/marketplace.json', {}],
  ])('as %s: a file-unreadable error naming it', (file, more) => {
    const root = tempRepo({ ...alpha, ...more, [file]: hostile });
    expect(errorsAt(root, file)).toEqual([
      expect.objectContaining({
        rule: 'file-unreadable',
        message: expect.stringContaining(`\`${file}\` was not read`),
      }),
    ]);
  });

  it('as .github/caliper.yml: the configuration is an error naming the file, not a hang or the defaults', async () => {
    const root = tempRepo({ ...alpha, '.github/caliper.yml': hostile });
    expect(() => findValidateConfig(root, root)).toThrow(ConfigError);
    expect(() => findValidateConfig(root, root)).toThrow(/\.github\/caliper\.yml was not read/);
    const run = await validateCli(root);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('.github/caliper.yml was not read');
  });

  it('as .eval.yaml: the spec is refused with an error naming it, and nothing is planned', () => {
    const root = tempRepo({ ...alpha, 'skills/alpha/.eval.yaml': hostile });
    const report = validateRepository(root);
    expect(
      report.diagnostics.filter((d) => d.file === 'skills/alpha/.eval.yaml' && d.severity === 'error'),
    ).toHaveLength(1);
    expect(report.specs).toEqual([]);
    expect(prepareSpecs(report).prepared.size).toBe(0);
  });

  it('as a file the SKILL.md references: an error naming it, and the install leaves it out', () => {
    const root = tempRepo({
      'skills/alpha/SKILL.md': goodSkill('alpha', 'Read [the guide](references/guide.md) first.\n'),
      'skills/alpha/.eval.yaml': evalSpec([
        { id: 'one', prompt: 'Summarise the report', checks: ['activation: alpha'] },
      ]),
      'skills/alpha/references/guide.md': hostile,
    });
    expect(errorsAt(root, 'skills/alpha/references/guide.md').length).toBeGreaterThan(0);
    expect(installableFiles(path.join(root, 'skills/alpha'), () => false).map((f) => f.rel)).toEqual(['SKILL.md']);
  });
});

describe('a spec linked to a FIFO inside the repository (a link that stays in is followed, then refused)', () => {
  it('is reported at the spec, not waited on', () => {
    const root = tempRepo({
      ...alpha,
      'skills/alpha/.eval.yaml': { link: '../../data/spec.fifo' },
      'data/spec.fifo': { fifo: true },
    });
    expect(errorsAt(root, 'skills/alpha/.eval.yaml')).toEqual([
      expect.objectContaining({ rule: 'file-unreadable', line: 1, message: expect.stringContaining('a FIFO') }),
    ]);
  });

  it('and a link inside a skill to an in-repository FIFO is never installed (its hash would block on it)', () => {
    const root = tempRepo({
      'skills/alpha/SKILL.md': goodSkill('alpha'),
      'skills/alpha/notes.md': { link: 'data/notes.fifo' },
      'skills/alpha/data/notes.fifo': { fifo: true },
    });
    expect(errorsAt(root, 'skills/alpha/notes.md')).toEqual([
      expect.objectContaining({
        rule: 'file-unreadable',
        message: expect.stringContaining('neither a file nor a folder'),
      }),
    ]);
    expect(errorsAt(root, 'skills/alpha/data/notes.fifo')).toEqual([
      expect.objectContaining({ rule: 'file-unreadable', message: expect.stringContaining('is a FIFO') }),
    ]);
    expect(installableFiles(path.join(root, 'skills/alpha'), () => false).map((f) => f.rel)).toEqual(['SKILL.md']);
  });
});

describe('readRepoFile, the one reader of a repository file', () => {
  const root = realpathSync(
    tempRepo({
      'a/real.txt': 'hello',
      'a/inside': { link: 'real.txt' },
      'a/out': { link: '/etc/hostname' },
      'a/fifo': { fifo: true },
      'a/zero': { link: '/dev/zero' },
    }),
  );
  const read = (rel: string, max = 1024) => readRepoFile(root, path.join(root, rel), rel, max);

  it('follows a link that stays inside, and reads no more than the cap', () => {
    expect(read('a/inside')).toMatchObject({ kind: 'file', size: 5 });
    expect(read('a/real.txt', 4)).toEqual({ kind: 'too-large', size: 5 });
  });

  it.each([
    ['a/out', 'is a symbolic link that leads outside the repository'],
    ['a/zero', 'is a symbolic link that leads outside the repository'],
    ['a/fifo', 'is not a regular file (a FIFO)'],
  ])('refuses %s unread: %s', (rel, why) => {
    expect(read(rel)).toEqual({ kind: 'refused', reason: `${rel} ${why}` });
  });
});
