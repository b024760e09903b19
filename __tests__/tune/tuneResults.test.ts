import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tuneResultsInput } from '../../src/action/tuneResults.js';
import type { TuneSuggestion } from '../../src/report/tuneSuggestion.js';
import type { ActionRuntime } from '../../src/toolkit/core.js';
import { descriptionPatch } from '../../src/tune/patch.js';
import { readTuneSuggestion, TuneReadError } from '../../src/tune/readSuggestion.js';
import { evaluate } from '../helpers/expressions.js';
import { heldOut } from '../helpers/heldOut.js';
import { tempDir } from '../helpers/tempDirs.js';
import { readWorkflow, REUSABLE } from '../helpers/workflowRunner.js';

// Issue #41, the reusable workflow: its eval jobs ran the PR's code beside caliper tune, so the
// suggestion.json each wrote is attacker-controlled by the time the report job (which may write to the
// PR) reads it with input tune-results. Every field is checked; a file that is not one is left out.

const FILE = 'skills/pdf/SKILL.md';
const TEXT = '---\nname: pdf\ndescription: Reads PDFs.\nlicense: MIT\n---\n';
const good = (): Extract<TuneSuggestion, { kind: 'accepted' }> => ({
  kind: 'accepted',
  skill: 'pdf',
  skillFile: FILE,
  line: 3,
  patch: descriptionPatch(FILE, TEXT, TEXT.replace('Reads PDFs.', 'Reads and fills PDF forms.')),
  test: heldOut(),
});

function written(value: unknown, dir = tempDir('caliper-tune-results-')): string {
  const file = path.join(dir, 'suggestion.json');
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('readTuneSuggestion: a suggestion.json from another job, checked field by field', () => {
  it('reads back what the tune stage writes (accepted, and kept with its reason)', () => {
    expect(readTuneSuggestion(written(good()))).toEqual(good());
    const kept = { kind: 'kept', skill: 'pdf', reason: 'no better description found' };
    expect(readTuneSuggestion(written(kept))).toEqual(kept);
  });

  const hostile: [string, (s: Record<string, unknown>) => unknown, RegExp][] = [
    ['a path out of the repository', (s) => ({ ...s, skillFile: '../../.github/SKILL.md' }), /skillFile/],
    ['a workflow file', (s) => ({ ...s, skillFile: '.github/workflows/ci.yml' }), /skillFile/],
    ['an absolute path', (s) => ({ ...s, skillFile: '/etc/SKILL.md' }), /skillFile/],
    ['a path with a line break', (s) => ({ ...s, skillFile: 'a\n/SKILL.md' }), /skillFile/],
    ['a skill name with markup', (s) => ({ ...s, skill: '<img src=x>' }), /skill is not a skill name/],
    ['a patch of another file', (s) => ({ ...s, patch: String(s.patch).replaceAll(FILE, 'x/SKILL.md') }), /patch/],
    ['a patch that adds two lines', (s) => ({ ...s, patch: `${s.patch}+run: evil\n` }), /patch/],
    ["a line that is not the patch's", (s) => ({ ...s, line: 1 }), /line is not/],
    [
      'an unknown CLI',
      (s) => ({ ...s, test: { ...heldOut(), byBackend: [{ ...heldOut().byBackend[0], backend: 'x' }] } }),
      /backend/,
    ],
    [
      'more successes than trials',
      (s) => {
        const b = heldOut().byBackend[0]!;
        return {
          ...s,
          test: {
            ...heldOut(),
            byBackend: [{ ...b, after: { ...b.after, activation: { successes: 11, trials: 10 } } }],
          },
        };
      },
      /after\.activation has more successes/,
    ],
    [
      'a p-value above 1',
      (s) => ({ ...s, test: { ...heldOut(), activationRises: 2 } }),
      /activationRises is not a p-value/,
    ],
    [
      'a test that was not accepted',
      (s) => ({ ...s, test: { ...heldOut(), accepted: false } }),
      /accepted is not true/,
    ],
    ['a reason of a megabyte', () => ({ kind: 'kept', skill: 'pdf', reason: 'x'.repeat(1000) }), /reason/],
    ['another kind', (s) => ({ ...s, kind: 'applied' }), /kind is not one of/],
  ];
  it.each(hostile)('refuses %s, naming the field', (_what, change, field) => {
    const file = written(change(good() as unknown as Record<string, unknown>));
    expect(() => readTuneSuggestion(file)).toThrow(TuneReadError);
    expect(() => readTuneSuggestion(file)).toThrow(field);
  });

  it('refuses what is not JSON, and a file too big to be one unread', () => {
    expect(() => readTuneSuggestion(written('{'))).toThrow(/not JSON/);
    expect(() => readTuneSuggestion(written(' '.repeat(300 * 1024)))).toThrow(/larger than/);
  });

  it('follows no symbolic link: a suggestion.json that points at another file is not read', () => {
    const dir = tempDir('caliper-tune-results-link-');
    const target = written(good());
    symlinkSync(target, path.join(dir, 'suggestion.json'));
    expect(() => readTuneSuggestion(path.join(dir, 'suggestion.json'))).toThrow(/symbolic link/);
  });
});

describe('input tune-results', () => {
  it('reads every match of its glob, leaves out a forged file with a warning naming it, and fails nothing', () => {
    const workspace = tempDir('caliper-tune-results-ws-');
    for (const [job, value] of [
      ['a', good()],
      ['b', { ...good(), skillFile: '../x/SKILL.md' }],
    ] as const) {
      mkdirSync(path.join(workspace, 'artifacts', job, 'tune', 'pdf'), { recursive: true });
      written(value, path.join(workspace, 'artifacts', job, 'tune', 'pdf'));
    }
    const log: string[] = [];
    const rt = {
      input: (name: string) => (name === 'tune-results' ? 'artifacts/*/tune/*/suggestion.json' : ''),
      annotate: (severity: string, message: string) => log.push(`${severity}: ${message}`),
    } as unknown as ActionRuntime;
    expect(tuneResultsInput(rt, workspace)).toEqual([good()]);
    expect(log).toEqual([
      'warning: input "tune-results": artifacts/b/tune/pdf/suggestion.json: skillFile is not ' +
        "a SKILL.md's path in the repository; not a suggestion.json; left out",
    ]);
  });
});

describe('input tune of the reusable workflow', () => {
  const workflow = readWorkflow(REUSABLE);
  const step = (job: string) =>
    workflow.jobs[job]!.steps.find(
      (s) => s.uses?.startsWith('caliper-ci/caliper') && s.with?.stages !== 'validate,owners',
    )!;
  const withInputs = (tune: boolean) => ({ contexts: { inputs: { tune } }, status: 'success' as const });
  const value = (v: unknown, tune: boolean) =>
    evaluate(String(v).replace(/^\$\{\{\s*|\s*\}\}$/g, ''), withInputs(tune));

  it('is a boolean, off unless asked', () => {
    expect(workflow.on.workflow_call!.inputs!.tune).toMatchObject({ type: 'boolean', default: false });
  });

  it("goes to the eval job, and the report job reads each eval artifact's suggestions as data", () => {
    expect(step('eval').with!.stages).toBe('eval');
    expect(value(step('eval').with!.tune, true)).toBe(true);
    expect(value(step('eval').with!.tune, false)).toBe(false);
    expect(step('report').with!.stages).toBe('report');
    // The eval job's results-dir holds tune/SKILL/ beside head/, and each artifact unpacks into artifacts/NAME/.
    expect(value(step('report').with!['tune-results'], true)).toBe('artifacts/*/tune/*/suggestion.json');
    expect(value(step('report').with!['tune-results'], false)).toBe('');
    expect(step('report').with!['head-results']).toContain("'artifacts/*/head/results.json'");
  });
});
