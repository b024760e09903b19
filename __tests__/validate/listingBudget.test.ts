import path from 'node:path';
import { claudeCode, codex, CLAUDE_CODE_CHARACTERS } from '../../src/skills/listing/budgets.js';
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
  validateRepository(root, config === undefined ? {} : { config: parseValidateConfig(config, 'caliper.yml') }).diagnostics.filter((d) => d.rule === 'listing-budget');

describe('listing-budget', () => {
  it("fires on a generated repository past Claude Code's budget, naming the CLI, the figures and the longest descriptions", () => {
    // 60 skills x (8 + 2 + 200 + 1) characters = 12,660: over 8,000, but within Codex's 5,440 tokens.
    const findings = budgetFindings(tempRepo(generated(60, 200)));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'warning', line: 3 });
    expect(findings[0]!.message).toMatch(/\(60\) take about 12,660 characters in Claude Code's skill listing, over its budget of 8,000/);
    expect(findings[0]!.message).toMatch(/SLASH_COMMAND_TOOL_CHAR_BUDGET/);
    expect(findings[0]!.message).toMatch(/`tool-000`, `tool-001`, `tool-002`, `tool-003`, `tool-004` and 55 more/);
  });

  it('fires for Codex when even its shortest lines overflow, and says how many skills it would leave out', () => {
    const findings = budgetFindings(tempRepo(generated(700, 100)));
    expect(findings.map((d) => /in (\S+ ?\S*)'s skill listing/.exec(d.message)?.[1])).toEqual(['Claude Code', 'Codex']);
    expect(findings[1]!.message).toMatch(/remove every description and leave \d+ of the skills out of the listing/);
  });

  it('stays silent on examples/ and on a repository that fits', () => {
    expect(budgetFindings(path.join(REPO_ROOT, 'examples'))).toEqual([]);
    expect(budgetFindings(tempRepo(generated(30, 200)))).toEqual([]);
  });

  it('leaves out skills Claude Code does not list (disable-model-invocation) and checks each configured set alone', () => {
    // Each plugin's 35 skills take about 7,400 characters; the two together 14,800.
    const root = tempRepo({ ...generated(35, 200, 'plugins/a/skills', 'a'), ...generated(35, 200, 'plugins/b/skills', 'b') });
    expect(budgetFindings(root)).toHaveLength(1);
    expect(budgetFindings(root, 'validate:\n  installed-together:\n    - ["plugins/a/**"]\n    - ["plugins/b/**"]\n')).toEqual([]);
    const manual = tempRepo(Object.fromEntries(Object.entries(generated(60, 200)).map(([k, v]) => [k, v.replace('---\n#', 'disable-model-invocation: true\n---\n#')])));
    expect(budgetFindings(manual)).toEqual([]);
  });

  it("shares Codex's room as Codex does: short descriptions stay whole, the long ones are cut", () => {
    const skills = [
      ...Array.from({ length: 500 }, (_, i) => ({ name: `s${i}`, description: 'short one' })),
      { name: 'long', description: 'y'.repeat(3000) },
    ];
    const outcome = codex.outcome(skills);
    expect(outcome).toMatchObject({ kind: 'shortened', count: 1, longest: ['long'] });
    expect(claudeCode.outcome(skills.slice(0, 10))).toMatchObject({ kind: 'fits' });
    expect(CLAUDE_CODE_CHARACTERS).toBe(8000);
  });
});

describe('listing-budget by default', () => {
  it('checks each plugin of a marketplace apart, since a plugin is installed on its own', () => {
    const plugin = (p: string) => ({ [`plugins/${p}/.claude-plugin/plugin.json`]: `{"name":"${p}"}` });
    const root = tempRepo({ ...plugin('a'), ...plugin('b'), ...generated(35, 200, 'plugins/a/skills', 'a'), ...generated(35, 200, 'plugins/b/skills', 'b') });
    expect(budgetFindings(root)).toEqual([]);
    const crowded = tempRepo({ ...plugin('a'), ...generated(60, 200, 'plugins/a/skills', 'a') });
    expect(budgetFindings(crowded).map((d) => /of the plugin `([^`]+)`/.exec(d.message)?.[1])).toEqual(['plugins/a']);
  });
});
