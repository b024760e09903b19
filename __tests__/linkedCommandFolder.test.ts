import { discoverSkills } from '../src/skills/discover.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';

// Issue 11, item 7: a `.claude/commands` that is a symlink to another folder was not checked, while a
// real folder was. Both are what Claude Code loads, so both are checked the same way.
describe('a command folder that is a symlink', () => {
  const lone = (root: string) => discoverSkills(root).loneCommandFiles.map((l) => [l.file, l.suggestedSkillFile]);

  it('is checked like a real command folder, at the path the CLI reads', () => {
    const real = tempRepo({ '.claude/commands/deploy.md': 'Deploy.', '.claude/commands/ops/roll.md': 'Roll.' });
    const linked = tempRepo({
      'shared/commands/deploy.md': 'Deploy.',
      'shared/commands/ops/roll.md': 'Roll.',
      '.claude/commands': { link: '../shared/commands' },
    });
    expect(lone(linked)).toEqual(lone(real));
    expect(lone(linked)).toEqual([
      ['.claude/commands/deploy.md', '.claude/skills/deploy/SKILL.md'],
      ['.claude/commands/ops/roll.md', '.claude/skills/ops-roll/SKILL.md'],
    ]);

    // Once only: a link to another command folder is checked there; skills behind a link at their real
    // path; and a link out of the repository or back into itself is never followed.
    const root = tempRepo({
      '.opencode/command/lint.md': 'Lint.',
      '.claude/commands': { link: '../.opencode/command' },
      'tools/skills/a/SKILL.md': goodSkill('a'),
      'pkg/.claude/commands': { link: '../../tools' },
    });
    const found = discoverSkills(root);
    expect(found.loneCommandFiles.map((l) => l.file)).toEqual(['.opencode/command/lint.md']);
    expect(found.skillDirs).toEqual(['tools/skills/a']);
    const looping = tempRepo({ '.claude/commands': { link: '/tmp' }, 'a/.claude/commands': { link: '../../a' } });
    expect(discoverSkills(looping).loneCommandFiles).toEqual([]);
  });
});
