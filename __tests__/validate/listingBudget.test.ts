import path from 'node:path';
import { outcomeOf } from '../../src/skills/listing/budgets.js';
import { claudeCodeListing as claudeCode, CLAUDE_CODE_CHARACTERS } from '../../src/agents/claude-code/listing.js';
import { codexListing as codex } from '../../src/agents/codex/listing.js';
import { parseValidateConfig } from '../../src/skills/config/validateConfig.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

/** `count` skills whose descriptions are `length` characters long, under `skills/`. */
function generated(count: number, length: number, prefix = 'skills', namePrefix = 'tool'): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const name = `${namePrefix}-${String(i).padStart(3, '0')}`;
      const description = `Handles case ${i}. Use when the user asks about case ${i}. `.padEnd(length, 'z');
      return [`${prefix}/${name}/SKILL.md`, skillMd({ name, description: description.slice(0, length) })];
    }),
  );
}
const budgetFindings = (root: string, config?: string) =>
  validateRepository(
    root,
    config === undefined ? {} : { config: parseValidateConfig(config, 'caliper.yml') },
  ).diagnostics.filter((d) => d.rule === 'listing-budget');

describe('listing-budget', () => {
  it(
    "fires on a generated repository past Claude Code's 30,000 characters, " +
      'naming the CLI, the figures and what it drops',
    () => {
      // 140 skills x (10 + 2 + 220) characters and 139 newlines = 32,619: over 30,000 (and over Codex's 5,440 tokens).
      const findings = budgetFindings(tempRepo(generated(140, 220)));
      expect(findings).toHaveLength(2);
      expect(findings[0]).toMatchObject({ severity: 'warning', line: 3 });
      expect(findings[0]!.message).toMatch(
        /\(140\) take about 32,619 characters in Claude Code's skill listing, over its budget of 30,000/,
      );
      expect(findings[0]!.message).toMatch(/claude-opus-5-5.*SLASH_COMMAND_TOOL_CHAR_BUDGET/);
      // What the 140 names leave (28,461) holds 128 whole entries of 222: 12 by name alone.
      expect(findings[0]!.message).toMatch(/list 12 of them by name alone/);
      expect(findings[1]!.message).toMatch(/in Codex's skill listing/);
    },
  );

  it(
    'warns on a description that Claude Code cuts at 1,536 characters with ' +
      'its when_to_use, though the listing fits',
    () => {
      const long = skillMd({
        name: 'long',
        description: `Handles long work. ${'x'.repeat(1000)}`,
        when_to_use: `When asked for long work. ${'y'.repeat(700)}`,
      });
      const findings = budgetFindings(tempRepo({ 'skills/long/SKILL.md': long, ...generated(5, 200) }));
      expect(findings).toHaveLength(1);
      expect(findings[0]!.message).toMatch(/within its budget of 30,000/);
      expect(findings[0]!.message).toMatch(
        /cuts each description \(with `when_to_use`\) at 1,536 characters, so it would cut 1: `long`/,
      );
      expect(findings[0]!.message).toMatch(/to at most 1,536 characters/);
    },
  );

  it('fires for Codex when even its shortest lines overflow, and says how many skills it would leave out', () => {
    const findings = budgetFindings(tempRepo(generated(700, 100)));
    expect(findings.map((d) => /in (\S+ ?\S*)'s skill listing/.exec(d.message)?.[1])).toEqual(['Claude Code', 'Codex']);
    expect(findings[1]!.message).toMatch(/remove every description and leave \d+ of the skills out of the listing/);
  });

  it('stays silent on examples/ and on a repository that fits, however long its descriptions are for Hermes', () => {
    expect(budgetFindings(path.join(REPO_ROOT, 'examples'))).toEqual([]);
    expect(budgetFindings(tempRepo(generated(60, 200)))).toEqual([]);
  });

  it(
    'leaves out skills Claude Code does not list ' + '(disable-model-invocation) and checks each configured set alone',
    () => {
      // Each plugin's 80 skills fit both CLIs (18,399 characters, 5,120 tokens); the two together do not.
      const root = tempRepo({
        ...generated(80, 220, 'plugins/a/skills', 'a'),
        ...generated(80, 220, 'plugins/b/skills', 'b'),
      });
      expect(budgetFindings(root)).toHaveLength(2);
      expect(
        budgetFindings(root, 'validate:\n  installed-together:\n    - ["plugins/a/**"]\n    - ["plugins/b/**"]\n'),
      ).toEqual([]);
      const manual = tempRepo(
        Object.fromEntries(
          Object.entries(generated(140, 220)).map(([k, v]) => [
            k,
            v.replace('---\n#', 'disable-model-invocation: true\n---\n#'),
          ]),
        ),
      );
      // Codex lists them all the same.
      expect(budgetFindings(manual).map((d) => /in (\S+ ?\S*)'s skill listing/.exec(d.message)?.[1])).toEqual([
        'Codex',
      ]);
    },
  );

  it("shares Codex's room as Codex does: short descriptions stay whole, the long ones are cut", () => {
    const skills = [
      ...Array.from({ length: 500 }, (_, i) => ({ name: `s${i}`, description: 'short one' })),
      { name: 'long', description: 'y'.repeat(3000) },
    ];
    expect(outcomeOf(skills, codex.predict(skills))).toMatchObject({ kind: 'shortened', count: 1, longest: ['long'] });
    expect(outcomeOf(skills.slice(0, 10), claudeCode.predict(skills.slice(0, 10)))).toMatchObject({ kind: 'fits' });
    expect(CLAUDE_CODE_CHARACTERS).toBe(30_000);
  });
});

describe('listing-budget by default', () => {
  it('checks each plugin of a marketplace apart, since a plugin is installed on its own', () => {
    const plugin = (p: string) => ({ [`plugins/${p}/.claude-plugin/plugin.json`]: `{"name":"${p}"}` });
    const root = tempRepo({
      ...plugin('a'),
      ...plugin('b'),
      ...generated(80, 220, 'plugins/a/skills', 'a'),
      ...generated(80, 220, 'plugins/b/skills', 'b'),
    });
    expect(budgetFindings(root)).toEqual([]);
    const crowded = tempRepo({ ...plugin('a'), ...generated(160, 220, 'plugins/a/skills', 'a') });
    expect(budgetFindings(crowded).map((d) => /of the plugin `([^`]+)`/.exec(d.message)?.[1])).toEqual([
      'plugins/a',
      'plugins/a',
    ]);
  });
});
