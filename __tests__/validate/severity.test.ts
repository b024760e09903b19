import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const findings = (files: Record<string, string>) =>
  validateRepository(tempRepo(files)).diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, file: d.file }));

describe('severity means the skill is broken, nothing less', () => {
  it('accepts metadata.internal: true, which the skills installer reads as a boolean', () => {
    expect(findings({ 'a/SKILL.md': goodSkill('a', '# A\n', { metadata: '\n  internal: true' }) })).toEqual([]);
  });

  it('warns, not errs, on a non-string metadata value', () => {
    expect(findings({ 'a/SKILL.md': goodSkill('a', '# A\n', { metadata: '\n  version: 2' }) })).toEqual([
      { rule: 'field-type', severity: 'warning', file: 'a/SKILL.md' },
    ]);
  });

  it.each([
    'effort: high',
    'when_to_use: When the user asks.',
    'shell: bash',
    'arguments: [issue]',
    'model: haiku',
    'context: fork',
    'agent: Explore',
    'author: Jane',
  ])('knows %s', (field) => {
    const [key, value] = field.split(': ') as [string, string];
    expect(findings({ 'a/SKILL.md': goodSkill('a', '# A\n', { [key]: value }) })).toEqual([]);
  });

  it("does not call a docs generator's lowercase skill.md outside any skill root an error", () => {
    expect(findings({ 'docs/guide/skill.md': '# How our skill system works\n' })).toEqual([
      { rule: 'skill-file-name', severity: 'warning', file: 'docs/guide/skill.md' },
    ]);
  });

  it("still errs on a lowercase skill.md under a skills folder, or one with a skill's front matter", () => {
    expect(findings({ 'skills/a/skill.md': '# A\n', 'b/skill.md': goodSkill('b') })).toEqual([
      { rule: 'skill-file-name', severity: 'error', file: 'b/skill.md' },
      { rule: 'skill-file-name', severity: 'error', file: 'skills/a/skill.md' },
    ]);
  });
});
