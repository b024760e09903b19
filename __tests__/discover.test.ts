import { discoverSkills } from '../src/skills/discover.js';
import { goodSkill, tempRepo } from './helpers/tempRepo.js';

describe('discoverSkills', () => {
  it('finds skills anywhere, skipping .git, node_modules and ignored paths', () => {
    const root = tempRepo({
      'skills/a/SKILL.md': goodSkill('a'),
      '.claude/skills/b/SKILL.md': goodSkill('b'),
      '.agents/skills/c/SKILL.md': goodSkill('c'),
      'teams/data/skills/d/SKILL.md': goodSkill('d'),
      'node_modules/x/SKILL.md': goodSkill('x'),
      '.git/y/SKILL.md': goodSkill('y'),
      'vendor/z/SKILL.md': goodSkill('z'),
    });
    const found = discoverSkills(root, { ignore: ['vendor/'] });
    expect(found.skillDirs).toEqual(['.agents/skills/c', '.claude/skills/b', 'skills/a', 'teams/data/skills/d']);
  });

  it('finds lone command files and says where each should go', () => {
    const root = tempRepo({
      '.claude/commands/deploy.md': 'Deploy.',
      '.claude/commands/ops/Roll Back.md': 'Roll back.',
      'pkg/.opencode/command/lint.md': 'Lint.',
      '.agents/skills/orphan.md': 'Orphan.',
      '.agents/skills/README.md': 'Documentation is never a command, even in a native root.',
      'skills/CLAUDE.md': 'Claude Code memory.',
      'src/skills/vendor/VENDOR.md': 'Vendored.',
      'skills/README.md': 'Docs beside skills are fine in a plain folder.',
      'skills/helper.md': 'Helper.',
      'docs/guide.md': 'Not a skills folder.',
    });
    const lone = discoverSkills(root).loneCommandFiles.map((l) => [l.file, l.suggestedSkillFile]);
    expect(lone).toEqual([
      ['.agents/skills/orphan.md', '.agents/skills/orphan/SKILL.md'],
      ['.claude/commands/deploy.md', '.claude/skills/deploy/SKILL.md'],
      ['.claude/commands/ops/Roll Back.md', '.claude/skills/ops-roll-back/SKILL.md'],
      ['pkg/.opencode/command/lint.md', 'pkg/.opencode/skills/lint/SKILL.md'],
      ['skills/helper.md', 'skills/helper/SKILL.md'],
    ]);
  });

  it('does not follow symlinked folders, and reports a skill link that leaves the repository', () => {
    const root = tempRepo({
      'skills/a/SKILL.md': goodSkill('a'),
      '.claude/skills': { link: '../skills' },
      'skills/outside': { link: '/tmp' },
      'skills/dangling': { link: 'does-not-exist' },
    });
    const found = discoverSkills(root);
    expect(found.skillDirs).toEqual(['skills/a']);
    expect(found.escapingLinks.map((l) => [l.file, l.target === undefined])).toEqual([
      ['skills/dangling', true],
      ['skills/outside', false],
    ]);
  });

  it('treats a repository whose root is a skill as one skill', () => {
    expect(discoverSkills(tempRepo({ 'SKILL.md': goodSkill('x') })).skillDirs).toEqual(['']);
  });
});
