import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateRepository } from '../../src/skills/validateRepository.js';

// Patterns the labelled corpus check (docs/internals/corpus.md, bench/corpus/labels.json) found in public skill
// repositories: dependencies the text states that were not recorded, and errors that were false alarms.
const repo = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/repos/corpus-patterns');
const report = validateRepository(repo);
const about = (file: string) =>
  report.diagnostics.filter((d) => d.file === file).map((d) => ({ rule: d.rule, severity: d.severity, line: d.line }));

describe('dependencies the corpus states in prose', () => {
  it('records a code span naming a skill, a path into a sibling, a skill called by its folder and /plugin:name', () => {
    expect(report.skills.find((s) => s.name === 'user')?.dependencies).toEqual([
      // In code-unit order, the same on every machine (upper case first).
      { name: 'Hook Development', line: 8, via: 'mention' }, // `../hook-dev/` (trailofbits, claude-code plugin-dev)
      { name: 'access', line: 11, via: 'mention' }, // `/chat:access pair <code>` (claude-plugins-official)
      { name: 'lookup-papers', line: 7, via: 'mention' }, // Use `lookup-papers` to find… (K-Dense, wshobson)
    ]);
  });

  it('does not read a one-word code span (`pdf`) as a skill: it is too often a format or a tool', () => {
    expect(report.skills.find((s) => s.name === 'user')?.dependencies.map((d) => d.name)).not.toContain('pdf');
  });

  it('does not read a name offered as an example (e.g., `gh-address-comments`) as a dependency', () => {
    expect(report.skills.find((s) => s.name === 'user')?.dependencies.map((d) => d.name)).not.toContain(
      'gh-address-comments',
    );
  });
});

describe('errors the corpus showed to be false alarms', () => {
  it('warns, not errs, on a link of a document template the skill writes', () => {
    expect(about('skills/c4-page/SKILL.md')).toEqual([
      { rule: 'reference-unconfirmed', severity: 'warning', line: 14 },
      // references/ is the skill's own folder: still broken
      { rule: 'reference-unresolved', severity: 'error', line: 17 },
    ]);
  });

  it('warns on an extensionless link into a folder the skill does not have, errs on a missing top-level file', () => {
    expect(about('skills/postmortem/SKILL.md')).toEqual([
      { rule: 'reference-unconfirmed', severity: 'warning', line: 10 },
      { rule: 'reference-unresolved', severity: 'error', line: 12 },
    ]);
  });

  it('warns, not errs, on a docs page named skill.md outside any skill root whose name is not its folder', () => {
    expect(about('docs/site/skill.md')).toEqual([{ rule: 'skill-file-name', severity: 'warning', line: undefined }]);
    expect(report.diagnostics.find((d) => d.file === 'docs/site/skill.md')?.message).toMatch(
      /`name: site-guide` is not its folder's name/,
    );
  });

  it('does not say a lone .md in a skills folder lacks the name and description it has', () => {
    const lone = report.diagnostics.find((d) => d.file === 'skills/clean-branch.md');
    expect(lone).toMatchObject({ rule: 'lone-command-file', severity: 'error' });
    expect(lone?.message).toMatch(/agents load only `<folder>\/SKILL.md`/);
    expect(lone?.message).not.toMatch(/no `name`/);
  });
});
