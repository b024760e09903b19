import { startStandIn, type StandIn } from '../helpers/providers/standIn.js';
import { chooseSkill } from '../../src/scripted-model/matching.js';
import { bodyOutline, type Proposer, type ProposerInput } from '../../src/tune/proposer.js';
import { modelProposer, readProposal } from '../../src/tune/modelProposer.js';
import { scriptedProposer } from '../../src/tune/scriptedProposer.js';
import { splitCases, type TuneCase } from '../../src/tune/split.js';
import { tune, type TuneDeps } from '../../src/tune/tune.js';
import type { Measurement } from '../../src/tune/measurement.js';
import type { EvalCase } from '../../src/eval/spec/types.js';

const SHOULD = [
  'Rename every photo file in this folder to its date',
  'Rename the log files so each name starts with the date',
  'Batch rename these files by date taken',
  'Move each file into a folder named after its extension',
  'Sort the files of downloads into folders by extension',
  'Rename files that have spaces in their names to use dashes',
  'Find duplicate files in this folder and move them aside',
  'Rename the files so the numbering is padded to three digits',
];
const SHOULD_NOT = [
  'Summarise this CSV file into a report',
  'Write a poem about files',
  'Chart the sales CSV file by month',
  'Translate this text file into French',
];
const cases: EvalCase[] = [
  ...SHOULD.map((prompt, i) => ({
    id: `s${i + 1}`,
    prompt,
    checks: [{ kind: 'activation' as const, skill: 'file-organiser', expect: true }],
  })),
  ...SHOULD_NOT.map((prompt, i) => ({
    id: `n${i + 1}`,
    prompt,
    checks: [{ kind: 'activation' as const, skill: 'file-organiser', expect: false }],
  })),
];
const split = splitCases({ file: 'skills/file-organiser/.eval.yaml', subject: 'file-organiser', cases }, 3);
const neighbours = [{ name: 'csv-report', description: 'Summarises a CSV file into a report with a chart.' }];

/** The scripted model's choice between the skill (with `description`) and its neighbour, as a measurement. */
function fakeMeasure(description: string, run: readonly TuneCase[]): Measurement {
  const listed = [{ name: 'file-organiser', description }, ...neighbours];
  const chosen = (c: TuneCase) => chooseSkill(c.prompt, listed)?.name === 'file-organiser';
  const counts = run.map((c) => ({ id: c.id, role: c.role, activations: chosen(c) ? 3 : 0, trials: 3 }));
  return {
    byBackend: [
      { backend: 'claude-code', cases: counts },
      { backend: 'codex', cases: counts },
    ],
    faults: [],
    skipped: 0,
    spend: { agentRuns: run.length * 6, tokens: 0, costUsd: undefined },
  };
}

function deps(proposer: Proposer, measured: string[][]): TuneDeps {
  return {
    proposer,
    check: () => undefined,
    measure: async (description, run) => {
      measured.push(run.map((c) => c.id));
      return fakeMeasure(description, run);
    },
  };
}

const input = {
  skill: 'file-organiser',
  current: 'Helps with files.',
  outline: ['Renaming by date', 'Sorting by extension'],
  neighbours,
  listing: [{ backend: 'claude-code' as const, entryCap: 1536 }],
  split,
  rounds: 3,
};
const heldOutPrompts = split.heldOut.map((c) => c.prompt);

describe('the proposer never sees a held-out case', () => {
  it(
    'scripted: every input it got holds train prompts only, and its ' + 'candidate is accepted on the held-out cases',
    async () => {
      const inputs: ProposerInput[] = [];
      const recording: Proposer = {
        identity: scriptedProposer.identity,
        propose: (i) => (inputs.push(i), scriptedProposer.propose(i)),
      };
      const measured: string[][] = [];
      const outcome = await tune(input, deps(recording, measured));
      expect(inputs.length).toBeGreaterThan(0);
      const seen = JSON.stringify(inputs);
      for (const c of split.train) expect(seen).toContain(c.prompt);
      for (const prompt of heldOutPrompts) expect(seen).not.toContain(prompt);
      expect(outcome.accepted).toBe(true);
      expect(outcome.best?.description).toMatch(/^Use for /);
      // The held-out part is run twice, after the rounds: the current description and the best candidate.
      const heldIds = split.heldOut.map((c) => c.id);
      expect(measured.filter((ids) => ids.join() === heldIds.join())).toHaveLength(2);
      expect(measured.at(-1)).toEqual(heldIds);
    },
  );

  describe('the judge model, through a provider stand-in', () => {
    let standIn: StandIn;
    beforeAll(async () => {
      standIn = await startStandIn();
    });
    afterAll(() => standIn.close());

    it('every request it got holds the train prompts and no held-out prompt', async () => {
      const env = {
        ANTHROPIC_API_KEY: 'test-key',
        CALIPER_JUDGE_BASE_URL: standIn.url,
        CALIPER_JUDGE_MODEL: 'claude-haiku-4-5',
      };
      const outcome = await tune(input, deps(modelProposer(env, 1), []));
      const bodies = standIn
        .requests()
        .filter((r) => r.url.includes('/v1/messages'))
        .map((r) => JSON.stringify(r.body));
      expect(bodies).toHaveLength(3);
      for (const body of bodies) {
        for (const c of split.train) expect(body).toContain(JSON.stringify(c.prompt).slice(1, -1));
        for (const prompt of heldOutPrompts) expect(body).not.toContain(prompt.slice(0, 30));
        expect(body).toContain('Helps with files.');
        expect(body).toContain('csv-report');
      }
      expect(outcome.accepted).toBe(false);
      expect(outcome.candidates.every((c) => c.rejected !== undefined)).toBe(true);
    });
  });
});

describe('proposals and outlines', () => {
  it('reads the last {"description"} object of a reply, on one line', () => {
    expect(readProposal('Here:\n{"description": "Renames\\nfiles by date."}')).toEqual({
      description: 'Renames files by date.',
    });
    expect(readProposal('no json').description).toBeUndefined();
    expect(readProposal('{"description": ""}').description).toBeUndefined();
  });

  it('the outline is the headings outside fenced blocks', () => {
    expect(bodyOutline('# Files\n\nText\n```md\n# not a heading\n```\n## Rename by date ##\n')).toEqual([
      'Files',
      'Rename by date',
    ]);
  });
});
