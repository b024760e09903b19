import { matchRule, parseCodeowners } from '../../src/ownership/codeowners.js';

// Our own vectors, from GitHub's documented semantics (../shared/docs/codeowners.md).
const CASES: [pattern: string, matches: string[], doesNotMatch: string[]][] = [
  ['*', ['a', 'x/y/z.md', '.claude/skills/a/SKILL.md'], []],
  ['*.js', ['a.js', 'x/y/a.js'], ['a.jsx', 'a.js.map']],
  ['foo', ['foo', 'x/foo', 'foo/bar', 'x/foo/bar'], ['foo.txt', 'xfoo', 'foox/a']],
  ['/foo', ['foo', 'foo/bar'], ['x/foo', 'x/foo/bar']],
  ['foo/', ['foo/a', 'x/foo/a/b'], ['foo', 'x/foo']],
  ['foo/bar', ['foo/bar', 'foo/bar/baz'], ['x/foo/bar', 'foo/barx']],
  ['docs/*', ['docs/a.md', 'docs/.hidden'], ['docs/x/a.md', 'x/docs/a.md', 'docs']],
  ['/*', ['README.md', '.gitignore'], ['foo/bar', 'a/b/c']],
  ['**/logs', ['logs', 'a/logs', 'a/b/logs/x'], ['logsx', 'a/blogs']],
  ['foo/**', ['foo/a', 'foo/a/b'], ['foo', 'x/foo/a']],
  ['a/**/b', ['a/b', 'a/x/b', 'a/x/y/b', 'a/x/b/c'], ['a/bc', 'x/a/b']],
  ['fi?e.md', ['file.md', 'x/fine.md'], ['fie.md', 'fi/e.md']],
  ['\\*.md', ['*.md', 'x/*.md'], ['a.md']],
  ['{a,b}.md', ['{a,b}.md'], ['a.md', 'b.md']],
  ['skills/pdf/', ['skills/pdf/SKILL.md', 'skills/pdf/scripts/x.py'], ['skills/pdfx/SKILL.md', 'skills/pdf']],
  ['.claude/skills/*', ['.claude/skills/a'], ['.claude/skills/a/SKILL.md']],
];

describe('CODEOWNERS patterns', () => {
  describe.each(CASES)('%s', (pattern, yes, no) => {
    const co = parseCodeowners(`${pattern} @owner`);
    for (const path of yes) it(`matches ${path}`, () => expect(matchRule(co, path)?.pattern).toBe(pattern));
    for (const path of no) it(`does not match ${path}`, () => expect(matchRule(co, path)).toBeUndefined());
  });

  it('paths are case-sensitive', () => {
    const co = parseCodeowners('/Skills/ @owner');
    expect(matchRule(co, 'Skills/a')).toBeDefined();
    expect(matchRule(co, 'skills/a')).toBeUndefined();
  });
});

describe('CODEOWNERS lines', () => {
  it('the last matching line wins, and a line without owners makes the path unowned', () => {
    const co = parseCodeowners(
      [
        '*       @everyone',
        '/skills/ @skill-team  # all skills',
        '/skills/pdf/ @pdf-owner',
        '/skills/pdf/generated/',
      ].join('\n'),
    );
    expect(matchRule(co, 'skills/csv/SKILL.md')?.owners).toEqual(['@skill-team']);
    expect(matchRule(co, 'skills/pdf/SKILL.md')?.owners).toEqual(['@pdf-owner']);
    expect(matchRule(co, 'skills/pdf/generated/x')?.owners).toEqual([]);
    expect(matchRule(co, 'README.md')?.owners).toEqual(['@everyone']);
  });

  it('reads inline comments, teams and emails; reports what GitHub would skip', () => {
    const co = parseCodeowners(
      [
        '# comment',
        '',
        '/a/ @org/team dev@example.com # trailing',
        '!/b/ @x',
        '/c/[abc] @x',
        '\\#d @x',
        '@lonely',
        '/e/ not-an-owner',
        '/f/ @ok',
      ].join('\n'),
    );
    expect(co.rules.map((r) => [r.pattern, r.owners, r.line])).toEqual([
      ['/a/', ['@org/team', 'dev@example.com'], 3],
      ['/f/', ['@ok'], 9],
    ]);
    expect(co.problems.map((p) => p.line)).toEqual([4, 5, 6, 7, 8]);
    expect(co.problems[0]!.message).toMatch(/negation/);
    expect(co.problems[1]!.message).toMatch(/ranges/);
    expect(co.problems[2]!.message).toMatch(/\\#/);
  });
});
