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

// One installed set holds both: skills of the user's own (baker, greeter) and skills named as the CLIs' own
// (turning a bundled skill off by its name must not turn off the user's). One run a backend asserts both.
const INSTALLED = ['skill-creator', 'doctor', 'customize-opencode', 'plugin-authoring', 'baker', 'greeter'];
const repo = () =>
  tempRepo({
    'skills/skill-creator/SKILL.md': skillMd({
      name: 'skill-creator',
      description: 'Creates pottery glazes for the studio. Use when asked to create a pottery glaze.',
    }),
    'skills/skill-creator/.eval.yaml': evalSpec(
      [{ id: 'glaze', prompt: 'Please create a pottery glaze for the studio', checks: ['activation: skill-creator'] }],
      `skills: [${INSTALLED.slice(1).join(', ')}]\n`,
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
    'skills/baker/SKILL.md': skillMd(
      { name: 'baker', description: 'Bakes sourdough bread for the bakery. Use when asked to bake bread.' },
      '# Baker\n\nKnead the dough.\n',
    ),
    'skills/greeter/SKILL.md': skillMd({
      name: 'greeter',
      description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
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
    it(
      'are exactly the installed set, the skills named as its own included, in every request it sends the model ' +
        'and in what it reports discovering (less what its recorded policy says it hides from the model)',
      async () => {
        const run = await evalRepo(repo(), { backends: [backend], skills: ['skill-creator'] });
        expectBackendRan(run, backend);
        const listings = run.requests
          .map((r) => listingInRequest(backend, r.body).map((s) => s.name))
          .filter((names) => names.length > 0);
        expect(listings.length).toBeGreaterThan(0);
        for (const names of listings) expect([...names].sort()).toEqual([...INSTALLED].sort());
        const record = run.records[0]!;
        expect([...(record.discovered ?? [])].sort()).toEqual([...INSTALLED, ...hiddenBy(backend, INSTALLED)].sort());
        expect(record.outcome).toBe('pass');
        expect(record.activations).toEqual(
          Object.fromEntries(INSTALLED.map((n) => [n, n === 'skill-creator' ? 'activated' : 'not-activated'])),
        );
        // The policy is part of how the result was measured.
        expect(run.results.meta.backends.find((b) => b.name === backend)!.bundledSkills).toEqual(
          factsOf(backend).bundledSkills,
        );
        // The record has the listing with its descriptions (what the CLI kept of the text it sent, else its
        // model-free listing, less what its model is never offered): the same set.
        expect(record.listed!.map((s) => s.name).sort()).toEqual([...INSTALLED].sort());
        expect(record.listed!.find((s) => s.name === 'skill-creator')!.description).toMatch(/^Creates pottery glazes/);
      },
    );
  });
}
