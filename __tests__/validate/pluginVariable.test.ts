import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const body =
  '# Alpha\n\n```bash\npython ' +
  '"${CLAUDE_PLUGIN_ROOT}/scripts/plan.py"\nbash ' +
  '"${CLAUDE_PLUGIN_ROOT}/scripts/check.sh"\n```\n';
const scripts = (prefix: string) => ({
  [`${prefix}scripts/plan.py`]: 'print(1)\n',
  [`${prefix}scripts/check.sh`]: 'echo 1\n',
});
const warnings = (files: Record<string, string>) =>
  validateRepository(tempRepo(files))
    .diagnostics.filter((d) => d.rule === 'plugin-root-variable')
    .map((d) => `${d.file}:${d.line} ${d.message}`);

describe('${CLAUDE_PLUGIN_ROOT} where agents read it as empty', () => {
  it('is silent in a Claude Code plugin folder: only Claude Code installs that skill, and it sets the variable', () => {
    expect(
      warnings({
        'plugins/p/.claude-plugin/plugin.json': '{"name":"p"}',
        ...scripts('plugins/p/'),
        'plugins/p/skills/alpha/SKILL.md': goodSkill('alpha', body),
      }),
    ).toEqual([]);
  });

  it('warns once, at the first use, under a plugin at the repository root (also installed into other agents)', () => {
    expect(
      warnings({
        '.claude-plugin/plugin.json': '{"name":"p"}',
        ...scripts(''),
        'skills/alpha/SKILL.md': goodSkill('alpha', body),
      }),
    ).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^skills\/alpha\/SKILL\.md:8 Only Claude Code expands .*read ` +
            '`\\$\\{CLAUDE_PLUGIN_ROOT\\}\\/scripts\\/plan\\.py` \\(and 1 more\\) as ' +
            '`\\/scripts\\/plan\\.py`.*turn this rule off\\.$',
        ),
      ),
    ]);
  });

  it('warns without offering to turn it off where no plugin is above the skill: no agent sets it there', () => {
    const [message] = warnings({ ...scripts('skills/alpha/'), 'skills/alpha/SKILL.md': goodSkill('alpha', body) });
    expect(message).toMatch(/no plugin manifest is above this skill, so every agent reads/);
    expect(message).not.toMatch(/turn this rule off/);
  });
});
