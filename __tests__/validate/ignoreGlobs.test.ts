import { runCli } from '../../src/cli/main.js';
import { parseValidateConfig } from '../../src/skills/config/validateConfig.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { compileGlobs } from '../../src/util/glob.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

// Issue #27, item 2: the documented `ignore: ["vendor/**"]` did nothing for a skill whose SKILL.md sits
// right in the folder (`template/SKILL.md`): discovery listed the folder and took its SKILL.md before
// matching any entry against the ignore globs. Globs mean what they say, in the configuration and on
// the command line alike.

/** [pattern, path, matches]: paths are files or folders, relative and `/`-separated. */
const TABLE: [string, string, boolean][] = [
  ['vendor/**', 'vendor/SKILL.md', true],
  ['vendor/**', 'vendor/x/SKILL.md', true],
  ['vendor/**', 'vendor/', true], // every path inside the folder: the folder is not walked
  ['vendor/**', 'vendor', false], // the name alone (a file called vendor) is not inside it
  ['vendor/**', 'a/vendor/SKILL.md', false], // a pattern with a `/` is anchored at the folder validated
  ['vendor/**', 'vendors/SKILL.md', false],
  ['/vendor', 'vendor/SKILL.md', true],
  ['/vendor', 'a/vendor/SKILL.md', false],
  ['./vendor/**', 'vendor/SKILL.md', true],
  ['vendor', 'vendor/SKILL.md', true], // no `/`: the name at any depth, and everything under it
  ['vendor', 'a/b/vendor/SKILL.md', true],
  ['vendor', 'vendors/SKILL.md', false],
  ['vendor/', 'a/vendor/SKILL.md', true],
  ['**/x', 'x', true],
  ['**/x', 'a/x', true],
  ['**/x', 'a/b/x/SKILL.md', true],
  ['**/x', 'a/xx', false],
  ['*.md', 'README.md', true],
  ['*.md', 'docs/a/b.md', true],
  ['*.md', 'a.mdx', false],
  ['docs/*.md', 'docs/a.md', true],
  ['docs/*.md', 'docs/x/a.md', false],
  ['docs/*.md', 'a/docs/a.md', false],
  ['skills/*/SKILL.md', 'skills/a/SKILL.md', true],
  ['skills/*/SKILL.md', 'skills/a/b/SKILL.md', false],
  ['dir/*', 'dir/', true],
  ['dir/**/*.md', 'dir/', false],
  ['dir/**/*.md', 'dir/a.md', true],
  ['dir/**/*.md', 'dir/a/b/c.md', true],
  ['a?c', 'abc', true],
  ['a?c', 'a/c', false],
  ['**', 'anything/at/all', true],
];

describe('ignore globs', () => {
  it.each(TABLE)('%s against %s: %s', (pattern, path, expected) => {
    expect(compileGlobs([pattern])(path)).toBe(expected);
  });

  const repo = () =>
    tempRepo({
      'a/SKILL.md': goodSkill('a'),
      'template/SKILL.md': '---\nname: x\n---\n',
      'vendor/lib/SKILL.md': '# no front matter\n',
      'deep/down/x/SKILL.md': '# no front matter\n',
      'skills/b/SKILL.md': goodSkill('b'),
      'skills/b/notes/SKILL.md': '# a nested one\n',
    });
  const skillsFound = (root: string, ignore: string[]) =>
    validateRepository(root, { ignore }).skills.map((s) => s.path);
  const viaConfig = (root: string, ignore: string[]) =>
    validateRepository(root, {
      config: parseValidateConfig(`validate:\n  ignore: ${JSON.stringify(ignore)}\n`, '.github/caliper.yml'),
    }).skills.map((s) => s.path);

  it.each([
    [['template/**'], ['a', 'deep/down/x', 'skills/b', 'skills/b/notes', 'vendor/lib']],
    [
      ['template', 'vendor/**'],
      ['a', 'deep/down/x', 'skills/b', 'skills/b/notes'],
    ],
    [['**/x'], ['a', 'skills/b', 'skills/b/notes', 'template', 'vendor/lib']],
    [['**/notes/**'], ['a', 'deep/down/x', 'skills/b', 'template', 'vendor/lib']],
    [['skills/*/*/SKILL.md'], ['a', 'deep/down/x', 'skills/b', 'template', 'vendor/lib']],
    [['*'], []],
  ])('discovery skips what %j names, in the configuration and on the command line alike', (ignore, skills) => {
    const root = repo();
    expect(skillsFound(root, ignore)).toEqual(skills);
    expect(viaConfig(root, ignore)).toEqual(skills);
  });

  it("`caliper validate --ignore 'template/**'` no longer checks template/SKILL.md", async () => {
    const root = tempRepo({ 'a/SKILL.md': goodSkill('a'), 'template/SKILL.md': '---\nname: x\n---\n' });
    let out = '';
    const io = { stdout: (t: string) => (out += t), stderr: () => {}, cwd: root, env: {}, stdoutIsTTY: false };
    expect(await runCli(['validate', '.', '--ignore', 'template/**', '--format', 'json'], io)).toBe(0);
    expect(JSON.parse(out).diagnostics).toEqual([]);
  });
});
