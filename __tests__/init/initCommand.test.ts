import { existsSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLACEHOLDER_MARK } from '../../src/init/placeholders.js';
import { caliper, copyOf, PUBLIC_SKILLS, tempDir } from '../helpers/initRun.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

/** `validate --strict-spec`: its exit code and every finding in an `.eval.yaml`. */
async function strictFindings(root: string) {
  const run = await caliper(['validate', '.', '--strict-spec', '--format', 'json'], root);
  const diagnostics = JSON.parse(run.stdout).diagnostics as { file: string; rule: string; message: string }[];
  return { code: run.code, specFindings: diagnostics.filter((d) => d.file.endsWith('.eval.yaml')) };
}

const read = (root: string, rel: string) => readFileSync(path.join(root, rel), 'utf8');

describe('caliper init on the examples', () => {
  it(
    'drafts the spec a skill lacks, never touches the ones that exist, and ' +
      'the result validates --strict-spec with no finding',
    async () => {
      const root = copyOf(path.join(REPO_ROOT, 'examples'));
      const before = {
        csv: read(root, 'skills/csv-summary/.eval.yaml'),
        notes: read(root, 'skills/release-notes/.eval.yaml'),
      };
      const run = await caliper(['init'], root);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        'skipped skills/csv-summary/.eval.yaml: it exists, and caliper init ' +
          'never overwrites a spec (--force replaces it)',
      );
      expect(run.stdout).toContain(
        'wrote skills/changelog-conventions/.eval.yaml: 2 cases that should activate, 2 that should not',
      );
      expect({
        csv: read(root, 'skills/csv-summary/.eval.yaml'),
        notes: read(root, 'skills/release-notes/.eval.yaml'),
      }).toEqual(before);
      expect(await strictFindings(root)).toEqual({ code: 0, specFindings: [] });
    },
  );

  it('--force replaces the specs and keeps the fixtures that are there; every draft validates', async () => {
    const root = copyOf(path.join(REPO_ROOT, 'examples'));
    const sales = read(root, 'skills/csv-summary/fixtures/sales.csv');
    const run = await caliper(['init', '--force'], root);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('wrote skills/csv-summary/.eval.yaml');
    expect(run.stdout).toContain('kept skills/csv-summary/fixtures/sales.csv');
    expect(read(root, 'skills/csv-summary/fixtures/sales.csv')).toBe(sales);
    expect(read(root, 'skills/csv-summary/.eval.yaml')).toContain('Drafted by `caliper init`');
    expect(read(root, 'skills/csv-summary/.eval.yaml')).toContain('file_exists: "summary.txt"');
    expect(await strictFindings(root)).toEqual({ code: 0, specFindings: [] });
  });

  it('drafts one skill when given its folder, and the same text twice', async () => {
    const root = copyOf(path.join(REPO_ROOT, 'examples'), ['release-notes']);
    expect((await caliper(['init', 'skills/release-notes'], root)).code).toBe(0);
    const first = read(root, 'skills/release-notes/.eval.yaml');
    expect(existsSync(path.join(root, 'skills/changelog-conventions/.eval.yaml'))).toBe(false);
    expect((await caliper(['init', '.', '--force'], path.join(root, 'skills/release-notes'))).code).toBe(0);
    expect(read(root, 'skills/release-notes/.eval.yaml')).toBe(first);
  });
});

describe('caliper init on three public skills (anthropics/skills: pdf, xlsx, internal-comms)', () => {
  it(
    'drafts specs with placeholder fixtures for the inputs the bodies ' +
      'name; they validate --strict-spec with no finding',
    async () => {
      const root = copyOf(PUBLIC_SKILLS);
      const run = await caliper(['init', 'skills'], root);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        'wrote skills/pdf/.eval.yaml: 2 cases that should activate, 2 that ' +
          'should not; placeholder fixtures skills/pdf/fixtures/document.pdf',
      );
      expect(run.stdout).toContain('placeholder fixtures skills/xlsx/fixtures/file.xlsx');
      expect(read(root, 'skills/pdf/fixtures/document.pdf')).toContain(PLACEHOLDER_MARK);
      expect(read(root, 'skills/xlsx/.eval.yaml')).toContain(
        '# TODO: fixtures/file.xlsx is a text file, not a real one of its format',
      );
      expect(read(root, 'skills/xlsx/.eval.yaml')).toContain('- id: out-of-scope');
      expect(existsSync(path.join(root, 'skills/internal-comms/fixtures'))).toBe(false);
      expect(await strictFindings(root)).toEqual({ code: 0, specFindings: [] });
    },
  );
});

describe('caliper init refuses what it cannot draft, and writes only where it means to', () => {
  it('a spec that is a link is replaced under --force, never written through', async () => {
    const outside = path.join(tempDir(), 'target.yaml');
    writeFileSync(outside, 'keep me\n');
    const root = tempRepo({
      'skills/alpha/SKILL.md': goodSkill('alpha'),
      'skills/alpha/.eval.yaml': { link: outside },
    });
    expect((await caliper(['init'], root)).stdout).toContain('skipped skills/alpha/.eval.yaml');
    expect((await caliper(['init', '--force'], root)).code).toBe(0);
    expect(readFileSync(outside, 'utf8')).toBe('keep me\n');
    expect(lstatSync(path.join(root, 'skills/alpha/.eval.yaml')).isSymbolicLink()).toBe(false);
  });

  it(
    'a fixtures folder that is a link is not written into; the spec says ' + 'what to do instead and still validates',
    async () => {
      const elsewhere = tempDir();
      const root = tempRepo({
        'skills/alpha/SKILL.md': goodSkill('alpha', 'Read `input.csv` and sum it.\n'),
        'skills/alpha/fixtures': { link: elsewhere },
      });
      expect((await caliper(['init'], root)).code).toBe(0);
      expect(existsSync(path.join(elsewhere, 'input.csv'))).toBe(false);
      const spec = read(root, 'skills/alpha/.eval.yaml');
      expect(spec).toContain(
        '# TODO: SKILL.md names input.csv as inputs, but fixtures in the skill is not a plain folder',
      );
      expect(spec).not.toContain('sandbox:');
      expect((await strictFindings(root)).specFindings).toEqual([]);
    },
  );

  it(
    'a skill without a description, with an invalid name or that no agent ' +
      'may choose is named with the reason, and exit is 1',
    async () => {
      const root = tempRepo({
        'skills/bare/SKILL.md': '---\nname: bare\n---\n# Bare\n',
        'skills/quiet/SKILL.md': goodSkill('quiet', '# Q\n', { 'disable-model-invocation': 'true' }),
        'skills/Bad_Name/SKILL.md': skillMd({ name: 'Bad_Name', description: 'Does things. Use when asked.' }),
        'skills/good/SKILL.md': goodSkill('good'),
      });
      const run = await caliper(['init'], root);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('not drafted: skills/bare/SKILL.md: its front matter has no description');
      expect(run.stdout).toContain('not drafted: skills/quiet/SKILL.md: it sets disable-model-invocation: true');
      expect(run.stdout).toContain('not drafted: skills/Bad_Name/SKILL.md: its name is not a valid skill name');
      expect(run.stdout).toContain('wrote skills/good/.eval.yaml');
      expect(['bare', 'quiet', 'Bad_Name'].map((s) => existsSync(path.join(root, 'skills', s, '.eval.yaml')))).toEqual([
        false,
        false,
        false,
      ]);
    },
  );

  it('ignores what the configuration ignores, and says so when there is no skill at all', async () => {
    const root = tempRepo({
      '.github/caliper.yml': 'validate:\n  ignore: ["template/**"]\n',
      'template/SKILL.md': goodSkill('template'),
      'skills/good/SKILL.md': goodSkill('good'),
    });
    mkdirSync(path.join(root, 'empty'));
    expect((await caliper(['init'], root)).code).toBe(0);
    expect(existsSync(path.join(root, 'template/.eval.yaml'))).toBe(false);
    expect((await caliper(['init', 'empty'], root)).stderr).toContain('no SKILL.md under empty; nothing to draft.');
  });

  it('--help, and a mistyped option, point at what to do', async () => {
    expect((await caliper(['init', '--help'], REPO_ROOT)).stdout).toMatch(
      /^Usage: caliper init \[SKILL_DIR\|DIR\]\.\.\./,
    );
    expect((await caliper(['init', '--forse'], REPO_ROOT)).stderr).toContain(
      'unknown option --forse for "caliper init". Did you mean --force?',
    );
    expect((await caliper(['help'], REPO_ROOT)).stdout).toContain('init [SKILL_DIR...]');
  });
});
