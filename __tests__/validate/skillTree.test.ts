import path from 'node:path';
import { plainSkillTree } from '../../src/skills/skillTree.js';
import { walkSkillFolder } from '../../src/skills/skillFiles.js';
import { tempRepo } from '../helpers/tempRepo.js';

describe('plainSkillTree', () => {
  it('knows the files the walk saw, and leaves links, misses and never-installed files to the disk', () => {
    const root = tempRepo({
      'a/SKILL.md': 'x',
      'a/references/guide.md': 'x',
      'a/linked': { link: '../b' },
      'b/x.md': 'x',
      'a/.eval.yaml': 'x',
    });
    const dir = path.join(root, 'a');
    const known = plainSkillTree(dir, walkSkillFolder(dir));
    expect(known(path.join(dir, 'references/guide.md'))).toBe(true);
    expect(known(path.join(dir, 'references'))).toBe(true);
    expect(known(path.join(dir, 'linked/x.md'))).toBe(false);
    expect(known(path.join(dir, 'linked'))).toBe(false);
    expect(known(path.join(dir, '.eval.yaml'))).toBe(false);
    expect(known(path.join(dir, 'references/Guide.md'))).toBe(false);
    expect(known(path.join(root, 'b/x.md'))).toBe(false);
  });
});
