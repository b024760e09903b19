import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

const rules = (files: Record<string, string>) =>
  validateRepository(tempRepo(files)).diagnostics.map((d) => `${d.rule} ${d.file}`);

describe('noise a maintainer would silence', () => {
  it('says disable-model-invocation-ignored once per skill, naming every backend', () => {
    const report = validateRepository(
      tempRepo({ 'skills/a/SKILL.md': goodSkill('a', '# A\n', { 'disable-model-invocation': 'true' }) }),
    );
    const hits = report.diagnostics.filter((d) => d.rule === 'disable-model-invocation-ignored');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.message).toMatch(/^codex, gemini-cli, hermes, opencode ignore/);
  });

  it('is silent for a skill shipped inside a Claude Code plugin', () => {
    expect(
      rules({
        'plugins/tools/.claude-plugin/plugin.json': '{"name":"tools"}',
        'plugins/tools/skills/a/SKILL.md': goodSkill('a', '# A\n', { 'disable-model-invocation': 'true' }),
      }),
    ).toEqual([]);
  });

  it('still warns once per skill when the plugin manifest is at the root (also installed with npx skills)', () => {
    expect(
      rules({
        '.claude-plugin/plugin.json': '{"name":"all"}',
        'skills/a/SKILL.md': goodSkill('a', '# A\n', { 'disable-model-invocation': 'true' }),
      }),
    ).toEqual(['disable-model-invocation-ignored skills/a/SKILL.md']);
  });

  it.each([
    'Fill in PDF forms. When Claude needs to fill in a PDF form, read this first.',
    'Reviews code for quality. Use immediately after writing or modifying code.',
    'Conventions for the billing service. Load this when editing billing code.',
    'Conventions for the billing service. Use proactively for billing changes.',
  ])('accepts the when-to-use clause in %j', (description) => {
    expect(rules({ 'a/SKILL.md': skillMd({ name: 'a', description: JSON.stringify(description) }) })).toEqual([]);
  });

  it('does not ask a user-invoked skill (disable-model-invocation: true) when to use it', () => {
    expect(
      rules({
        '.claude/skills/a/SKILL.md': skillMd({
          name: 'a',
          description: 'A relentless interview to sharpen a plan.',
          'disable-model-invocation': 'true',
        }),
      }),
    ).toEqual(['disable-model-invocation-ignored .claude/skills/a/SKILL.md']);
  });

  it('still asks for a when-to-use clause when there is none', () => {
    expect(rules({ 'a/SKILL.md': skillMd({ name: 'a', description: 'Formats alpha documents.' }) })).toEqual([
      'description-when-to-use a/SKILL.md',
    ]);
  });

  it('body-too-long says tokens when it counted tokens, and lines when it counted lines', () => {
    const wide = validateRepository(
      tempRepo({ 'a/SKILL.md': goodSkill('a', `${'word '.repeat(100)}\n`.repeat(60)) }),
    ).diagnostics;
    expect(wide.map((d) => d.message)).toEqual([
      expect.stringMatching(/^The body is about 7\d\d\d tokens \(limit 5000/),
    ]);
    expect(wide[0]!.message).not.toMatch(/lines/);
    const tall = validateRepository(tempRepo({ 'a/SKILL.md': goodSkill('a', 'x\n'.repeat(600)) })).diagnostics;
    expect(tall.map((d) => d.message)).toEqual([expect.stringMatching(/^The body is 60\d lines \(limit 500\);/)]);
  });
});
