import { changedSkills } from '../../src/eval/pr/changedSkills.js';
import { evalPlan } from '../../src/eval/runner/runEval.js';
import { planParts } from '../helpers/evalOptions.js';
import { mergeResults } from '../../src/results/merge.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { makeResults } from '../helpers/results.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

const spec = (skill: string) =>
  evalSpec([
    { id: 'go', prompt: `Please do the ${skill} work`, checks: [`activation: ${skill}`, 'file_exists: out.txt'] },
  ]);

describe('--alongside: other skills of the repository installed next to a spec’s own', () => {
  const repo = () =>
    tempRepo({
      'skills/alpha/SKILL.md': goodSkill('alpha'),
      'skills/alpha/.eval.yaml': spec('alpha'),
      'skills/alpha/answers/key.txt': 'the answer\n',
      'skills/beta/SKILL.md': goodSkill('beta'),
      'skills/beta/.eval.yaml': `sandbox:\n  forbidden_files: ["answers/**"]\n${spec('beta')}`,
      'skills/beta/answers/key.txt': 'beta answer key\n',
      'skills/gamma/SKILL.md': goodSkill('gamma'),
      'skills/broken/SKILL.md': skillMd({ name: 'broken' }),
    });

  it('all: every installable skill, after the spec’s own; one with validation errors is left out and said', () => {
    const report = validateRepository(repo());
    const plan = evalPlan(
      planParts({ report, backends: ['claude-code'], trials: 1, skills: ['alpha'], alongside: 'all' }),
    );
    expect(plan.trials[0]!.installs.map((i) => i.name)).toEqual(['alpha', 'beta', 'gamma']);
    // A neighbour's answer key is never installed: its own spec forbids it.
    expect(plan.trials[0]!.installs.find((i) => i.name === 'beta')!.files.map((f) => f.rel)).not.toContain(
      'answers/key.txt',
    );
    expect(plan.notes).toContainEqual({
      key: 'alpha|*',
      note: expect.stringMatching(/^not installed alongside: "broken" \(validation errors/),
    });
    // The set is part of what the trials measured: a different set, a different fingerprint.
    const alone = evalPlan(planParts({ report, backends: ['claude-code'], trials: 1, skills: ['alpha'] }));
    expect(alone.trials[0]!.installs.map((i) => i.name)).toEqual(['alpha']);
    expect(alone.trials[0]!.fingerprint).not.toBe(plan.trials[0]!.fingerprint);
  });

  it('names: only those; the baseline arm still installs none', () => {
    const report = validateRepository(repo());
    const plan = evalPlan(
      planParts({
        report,
        backends: ['claude-code'],
        trials: 1,
        skills: ['alpha'],
        alongside: ['gamma'],
        baseline: true,
      }),
    );
    expect(plan.trials.filter((t) => t.arm === 'skill')[0]!.installs.map((i) => i.name)).toEqual(['alpha', 'gamma']);
    expect(plan.trials.filter((t) => t.arm === 'baseline')[0]!.installs).toEqual([]);
  });

  it(
    'says before the first trial when the set installed together is past a ' +
      'CLI’s listing budget, and not when it fits',
    () => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 120; i++) {
        const name = `tool-${String(i).padStart(3, '0')}`;
        files[`skills/${name}/SKILL.md`] = skillMd({
          name,
          description:
            `Handles the ${name} part of the release process in detail, covering every step a maintainer takes. `
              .repeat(3)
              .trim() + ` Use when the user asks about ${name}.`,
        });
      }
      files['skills/tool-000/.eval.yaml'] = spec('tool-000');
      const report = validateRepository(tempRepo(files));
      const plan = evalPlan(planParts({ report, backends: ['claude-code', 'codex'], trials: 1, alongside: 'all' }));
      const notes = plan.notes.filter((n) => n.note.includes('skill listing'));
      expect(notes.map((n) => n.key)).toEqual(['tool-000|claude-code', 'tool-000|codex']);
      expect(notes[0]!.note).toMatch(
        new RegExp(
          String.raw`^the 120 skills installed together need about [\d,]+ characters of ` +
            String.raw`claude-code's skill listing, which holds 30,000 \(.*\): claude-code ` +
            String.raw`lists \d+ skill\(s\) by name alone \(the longest: tool-\d{3}`,
        ),
      );
      const fits = evalPlan(
        planParts({
          report: validateRepository(repo()),
          backends: ['claude-code', 'codex'],
          trials: 1,
          skills: ['alpha'],
          alongside: 'all',
        }),
      );
      expect(fits.notes.filter((n) => n.note.includes('skill listing'))).toEqual([]);
    },
  );

  it('compare refuses runs that installed different sets alongside', () => {
    const alone = makeResults([{ skill: 'alpha', activated: 3, trials: 3 }]);
    const all = makeResults([{ skill: 'alpha', activated: 3, trials: 3 }], { alongside: 'all' });
    const outcome = compareResults(alone, all);
    expect(outcome).toEqual({
      kind: 'refused',
      reason: expect.stringContaining('base nothing alongside, head --alongside all'),
    });
    expect(
      compareResults(all, makeResults([{ skill: 'alpha', activated: 1, trials: 3 }], { alongside: 'all' })).kind,
    ).toBe('compared');
  });

  it(
    'a PR that changes a neighbour changes what every spec installed with ' + 'it measures (--base with --alongside)',
    () => {
      const files = (betaDescription: string) => ({
        'skills/alpha/SKILL.md': goodSkill('alpha'),
        'skills/alpha/.eval.yaml': spec('alpha'),
        'skills/beta/SKILL.md': skillMd({ name: 'beta', description: betaDescription }),
        'skills/gamma/SKILL.md': goodSkill('gamma'),
        'skills/gamma/.eval.yaml': spec('gamma'),
      });
      const base = validateRepository(tempRepo(files('Handles beta work. Use when the user asks about beta.')));
      const head = validateRepository(
        tempRepo(files('Handles beta work and alpha work. Use when the user asks about beta or alpha.')),
      );
      expect(changedSkills(base, head)).toEqual([]);
      expect(changedSkills(base, head, 'all')).toEqual(['alpha', 'gamma']);
      expect(changedSkills(base, head, ['gamma'])).toEqual([]);
      expect(changedSkills(base, head, ['beta'])).toEqual(['alpha', 'gamma']);
    },
  );

  it('merge refuses shards that installed different sets alongside', () => {
    const outcome = mergeResults([
      { name: 'a', results: makeResults([{ skill: 'alpha', activated: 3, trials: 3 }], { alongside: 'all' }) },
      { name: 'b', results: makeResults([{ skill: 'beta', activated: 3, trials: 3 }]) },
    ]);
    expect(outcome).toEqual({
      kind: 'refused',
      reason:
        'refusing to merge b (nothing alongside) with a (--alongside all): ' +
        'shards that installed different skills alongside are not one run',
    });
  });

  it('an unknown name is said before the first trial, apart from a skill that cannot be installed', () => {
    const plan = evalPlan(
      planParts({
        report: validateRepository(repo()),
        backends: ['claude-code'],
        trials: 1,
        skills: ['alpha'],
        alongside: ['gamma', 'gamam'],
      }),
    );
    expect(plan.trials[0]!.installs.map((i) => i.name)).toEqual(['alpha', 'gamma']);
    expect(plan.notes).toContainEqual({
      key: 'alpha|*',
      note:
        'not installed alongside: "gamam": no skill of this repository has ' +
        'that name (run caliper validate to list them)',
    });
  });
});
