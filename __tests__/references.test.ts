import { cleanTarget, extractReferences } from '../src/skills/references.js';
import { validateRepository } from '../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';

describe('extractReferences', () => {
  it('finds links, link definitions and path tokens in prose and code, with lines', () => {
    const body = [
      'Read [guide](references/guide.md "Guide") and ![img](assets/a.png).',
      '[def]: <templates/t.md>',
      'Run `python scripts/run.py` or see https://example.com/a/b.md.',
      '```bash',
      'cat references/inside-fence.md',
      '[not a link](inside/fence.md)',
      '```',
    ].join('\n');
    const plain = { rooted: false, example: false };
    const refs = extractReferences(body, 10).map(({ instruction, ...ref }) =>
      instruction?.() === undefined ? ref : { ...ref, instruction: instruction() },
    );
    expect(refs).toEqual([
      { target: 'references/guide.md', line: 10, kind: 'link', where: 'prose', ...plain },
      { target: 'assets/a.png', line: 10, kind: 'link', where: 'prose', ...plain },
      { target: 'templates/t.md', line: 11, kind: 'link', where: 'prose', ...plain },
      {
        target: 'scripts/run.py',
        line: 12,
        kind: 'path',
        where: 'inline-code',
        ...plain,
        instruction: '"Run" before it',
      },
      {
        target: 'references/inside-fence.md',
        line: 14,
        kind: 'path',
        where: 'command',
        ...plain,
        instruction: 'run by `cat`',
      },
      { target: 'inside/fence.md', line: 15, kind: 'path', where: 'command', ...plain },
    ]);
  });

  it('cleans targets and drops what is not a relative file', () => {
    expect(cleanTarget('<a/b%20c.md#part>')).toBe('a/b c.md');
    expect(cleanTarget('https://x.y/z')).toBeUndefined();
    expect(cleanTarget('#anchor')).toBeUndefined();
    expect(cleanTarget('/etc/passwd')).toBeUndefined();
    expect(cleanTarget('out/{name}.csv')).toBeUndefined();
  });
});

describe('reference resolution', () => {
  it("records a cross-skill dependency, bare or relative, and ignores the user's project paths", () => {
    const root = tempRepo({
      'skills/wayfinder/SKILL.md': goodSkill(
        'wayfinder',
        'Read setup-tracker/issue-tracker-github.md first.\nThen edit `src/app.ts` in the project, and/or ask.\n',
      ),
      'skills/setup-tracker/SKILL.md': goodSkill('setup-tracker', 'See [x](../wayfinder/SKILL.md).\n'),
      'skills/setup-tracker/issue-tracker-github.md': 'tracker',
    });
    const report = validateRepository(root);
    expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.skills.find((s) => s.name === 'wayfinder')?.dependencies).toEqual([
      { name: 'setup-tracker', line: 5, via: 'reference' },
    ]);
    expect(report.skills.find((s) => s.name === 'setup-tracker')?.dependencies).toEqual([
      { name: 'wayfinder', line: 5, via: 'reference' },
    ]);
  });

  it('says a link to a never-installed file is unresolved', () => {
    const root = tempRepo({
      'a/SKILL.md': goodSkill('a', 'See [answers](.eval.yaml).\n'),
      'a/.eval.yaml': 'cases: []\n',
    });
    const hits = validateRepository(root).diagnostics.filter((d) => d.rule === 'reference-unresolved');
    expect(hits[0]?.message).toMatch(/never installed/);
  });
});
