import { expect, it, jest } from '@jest/globals';
import { AGENT_NAMES } from '../../src/agents/index.js';
import { factsOf } from '../../src/agents/facts.js';
import { listingInRequest } from '../helpers/listingSent.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// Issue 22: one stated policy for what a CLI ships. On every backend the skills a real CLI lists (to
// the model, in the request it sends, and in what it reports discovering) are exactly the skills caliper
// installed: no bundled `doctor`, `plugin-authoring`, `skill-creator`, … beside them.
jest.setTimeout(180_000);

const repo = () =>
  tempRepo({
    'skills/baker/SKILL.md': skillMd(
      { name: 'baker', description: 'Bakes sourdough bread for the bakery. Use when asked to bake bread.' },
      '# Baker\n\nKnead the dough.\n',
    ),
    'skills/baker/.eval.yaml': evalSpec(
      [{ id: 'bake', prompt: 'Please bake sourdough bread for the bakery', checks: ['activation: baker'] }],
      'skills: [greeter]\n',
    ),
    'skills/greeter/SKILL.md': skillMd({
      name: 'greeter',
      description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
    }),
  });

// Skills named as the CLIs' own: turning a bundled skill off by its name must not turn off the user's.
const namesakes = () =>
  tempRepo({
    'skills/skill-creator/SKILL.md': skillMd({
      name: 'skill-creator',
      description: 'Creates sourdough starters for the bakery. Use when asked to create a sourdough starter.',
    }),
    'skills/skill-creator/.eval.yaml': evalSpec(
      [
        {
          id: 'starter',
          prompt: 'Please create a sourdough starter for the bakery',
          checks: ['activation: skill-creator'],
        },
      ],
      'skills: [doctor, customize-opencode, plugin-authoring]\n',
    ),
    'skills/doctor/SKILL.md': skillMd({
      name: 'doctor',
      description: 'Diagnoses sick garden plants. Use when the user asks about sick plants.',
    }),
    'skills/customize-opencode/SKILL.md': skillMd({
      name: 'customize-opencode',
      description: 'Paints custom bicycle frames. Use when asked to paint a bicycle.',
    }),
    'skills/plugin-authoring/SKILL.md': skillMd({
      name: 'plugin-authoring',
      description: 'Writes guitar pedal manuals. Use when asked about guitar pedals.',
    }),
  });

/** What the CLI's own discovery lists beyond the installed set, by the policy recorded for it. */
const hiddenBy = (backend: BackendName, installed: readonly string[]) => {
  const b = factsOf(backend).bundledSkills;
  return b.policy === 'off' ? [] : b.names.filter((n) => !installed.includes(n));
};

const needs = (backend: BackendName) => [`cli:${backend}`, ...(backend === 'opencode' ? ['rg'] : []), ...SANDBOX_NEEDS];

for (const backend of AGENT_NAMES) {
  describeNeeding(needs(backend))(`the skills ${backend} lists`, () => {
    const expectListed = async (root: string, subject: string, installed: string[]) => {
      const run = await evalRepo(root, { backends: [backend], skills: [subject] });
      expectBackendRan(run, backend);
      const listings = run.requests
        .map((r) => listingInRequest(backend, r.body).map((s) => s.name))
        .filter((names) => names.length > 0);
      expect(listings.length).toBeGreaterThan(0);
      for (const names of listings) expect([...names].sort()).toEqual([...installed].sort());
      const record = run.records[0]!;
      expect([...(record.discovered ?? [])].sort()).toEqual([...installed, ...hiddenBy(backend, installed)].sort());
      expect(record).toMatchObject({ outcome: 'pass', activations: { [subject]: 'activated' } });
      // The policy is part of how the result was measured.
      expect(run.results.meta.backends.find((b) => b.name === backend)!.bundledSkills).toEqual(
        factsOf(backend).bundledSkills,
      );
      // The record has the listing with its descriptions (what the CLI kept of the text it sent, else its
      // model-free listing, less what its model is never offered): the same set.
      expect(record.listed!.map((s) => s.name).sort()).toEqual([...installed].sort());
      expect(record.listed!.find((s) => s.name === subject)!.description).toMatch(
        /^(Bakes sourdough bread|Creates sourdough starters)/,
      );
      return record;
    };

    it(
      'are exactly the installed set, in every request it sends the model ' +
        'and in what it reports discovering (less what its recorded policy ' +
        'says it hides from the model)',
      async () => {
        const record = await expectListed(repo(), 'baker', ['baker', 'greeter']);
        expect(record.activations).toEqual({ baker: 'activated', greeter: 'not-activated' });
      },
    );

    it(
      "are the user's skills when they are named as the CLI's own " +
        '(skill-creator, doctor, customize-opencode, plugin-authoring)',
      async () => {
        await expectListed(namesakes(), 'skill-creator', [
          'skill-creator',
          'doctor',
          'customize-opencode',
          'plugin-authoring',
        ]);
      },
    );
  });
}
