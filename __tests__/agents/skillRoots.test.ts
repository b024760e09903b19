import { AGENT_FACTS } from '../../src/agents/facts.js';
import { skillPathTest } from '../../src/ownership/skillPaths.js';
import { NATIVE_SKILL_ROOTS } from '../../src/skills/layout.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

// Where a repository keeps an agent's skills is one fact of the agent (facts.skillRoots): discovery's
// native roots and the owners gate's skill paths are read from it, so a new agent's roots reach both.
const roots = [...new Set(AGENT_FACTS.flatMap((f) => f.skillRoots))].sort();
const gated = skillPathTest({ skillDirs: [], pluginRoots: [], extraGlobs: [], symlinks: {} });

describe("the agents' skills roots", () => {
  it('are the native skills roots discovery knows, no more and no fewer', () => {
    expect([...NATIVE_SKILL_ROOTS].sort()).toEqual(roots);
  });

  it.each(roots)('%s: a file in it is a skill path for the owners gate, even outside any skill folder', (root) => {
    expect(gated(`${root}/notes.md`)).toBe(true);
    expect(gated(`${root}/alpha/helper.py`)).toBe(true);
  });

  it('.github/skills is gated (Copilot CLI reads it) and the rest of .github is not', () => {
    expect(gated('.github/skills/alpha/SKILL.md')).toBe(true);
    expect(gated('.github/workflows/ci.yml')).toBe(false);
    expect(gated('.github/CODEOWNERS')).toBe(false);
  });

  it.each(roots)('%s: a skill in it is discovered', (root) => {
    const report = validateRepository(tempRepo({ [`${root}/alpha/SKILL.md`]: goodSkill('alpha') }));
    expect(report.skills.map((s) => [s.name, s.path])).toEqual([['alpha', `${root}/alpha`]]);
  });
});
