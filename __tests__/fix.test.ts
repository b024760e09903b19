import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyFixes, setFrontmatterField } from '../src/skills/fix.js';
import { validateRepository } from '../src/skills/validateRepository.js';
import { goodSkill, skillMd, tempRepo } from './helpers/tempRepo.js';

describe('validate --fix', () => {
  it('moves a lone command into a skill folder, keeping its description, and the result validates', () => {
    const root = tempRepo({
      '.claude/commands/deploy.md':
        '---\ndescription: Deploy the app. Use when the user asks to ' +
        'ship.\nallowed-tools: Bash\n---\nRun make deploy.\n',
      '.claude/commands/notes.md': '# Write release notes from the changelog\n\nSteps…\n',
    });
    const outcome = applyFixes(root, validateRepository(root).diagnostics);
    expect(outcome.applied).toHaveLength(2);
    expect(existsSync(path.join(root, '.claude/commands/deploy.md'))).toBe(false);
    const moved = readFileSync(path.join(root, '.claude/skills/deploy/SKILL.md'), 'utf8');
    expect(moved).toBe(
      '---\nname: deploy\ndisable-model-invocation: true\ndescription: ' +
        'Deploy the app. Use when the user asks to ship.\nallowed-tools: ' +
        'Bash\n---\nRun make deploy.\n',
    );
    const notes = readFileSync(path.join(root, '.claude/skills/notes/SKILL.md'), 'utf8');
    expect(notes).toContain('description: "Write release notes from the changelog"');
    expect(validateRepository(root).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('never overwrites an existing skill', () => {
    const root = tempRepo({ '.claude/commands/deploy.md': 'x', '.claude/skills/deploy/SKILL.md': goodSkill('deploy') });
    const outcome = applyFixes(root, validateRepository(root).diagnostics);
    expect(outcome.applied).toEqual([]);
    expect(outcome.skipped[0]).toMatch(/already exists/);
    expect(readFileSync(path.join(root, '.claude/commands/deploy.md'), 'utf8')).toBe('x');
  });

  it('sets the name to the folder name', () => {
    const root = tempRepo({
      'pdf-tools/SKILL.md': skillMd({ name: 'PDF Tools', description: 'Use when reading PDFs.' }),
    });
    applyFixes(root, validateRepository(root).diagnostics);
    expect(readFileSync(path.join(root, 'pdf-tools/SKILL.md'), 'utf8')).toMatch(/^---\nname: pdf-tools\n/);
    expect(validateRepository(root).diagnostics).toEqual([]);
  });

  it('replaces a multi-line field whole', () => {
    expect(setFrontmatterField('---\nname: >\n  a\n  b\nx: 1\n---\n', 'name', 'c')).toBe('---\nname: c\nx: 1\n---\n');
  });
});
