import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tuneStage } from '../../src/action/tuneStage.js';
import type { ActionRuntime } from '../../src/toolkit/core.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { makeResults } from '../helpers/results.js';
import { removeAfterAll, tempDir } from '../helpers/tempDirs.js';

// Issue #41, input tune: true, the spend caps (in-process, from src/, no agent run). A max-trials too small
// for one round is a warning naming what one round needs, no tune and no suggestion, and never a failure.
// (__tests__/tuneAction.test.ts runs the bundle through a whole tune; this case needs no eval to show.)

const SKILL =
  '---\nname: file-organiser\ndescription: Helps with stuff.\n---\n# File organiser\n\nRename each file by date.\n';
const cases = (n: number, expect: boolean) =>
  Array.from({ length: n }, (_, i) =>
    expect
      ? `  - id: s${i}\n    prompt: "Rename photo ${i} by date"\n    checks: [{ activation: file-organiser }]`
      : `  - id: n${i}\n    prompt: "Count the words in file ${i}"\n` +
        '    checks: [{ activation: { skill: file-organiser, expect: false } }]',
  );
// 12 cases × 2 trials: one round measures the current and one candidate on train and both on held out: 2 × 24.
const SPEC = `trials: 2\ncases:\n${[...cases(8, true), ...cases(4, false)].join('\n')}\n`;

function repository(): { root: string; head: string; base: string } {
  const root = tempDir('caliper-tune-stage-');
  mkdirSync(path.join(root, 'skills/file-organiser'), { recursive: true });
  writeFileSync(path.join(root, 'skills/file-organiser/SKILL.md'), SKILL);
  writeFileSync(path.join(root, 'skills/file-organiser/.eval.yaml'), SPEC);
  const results = (side: string, activated: number) => {
    const file = path.join(
      removeAfterAll(path.join(root, '..', `${path.basename(root)}-results`)),
      side,
      'results.json',
    );
    mkdirSync(path.dirname(file), { recursive: true });
    const meta = { modelSource: { kind: 'scripted' as const } };
    writeFileSync(file, JSON.stringify(makeResults([{ skill: 'file-organiser', activated, trials: 16 }], meta)));
    return file;
  };
  return { root, base: results('base', 16), head: results('head', 0) };
}

function runtime(inputs: Record<string, string>): { rt: ActionRuntime; log: string[] } {
  const log: string[] = [];
  const rt: ActionRuntime = {
    input: (name) => inputs[name] ?? '',
    setOutput: () => {},
    annotate: (severity, message) => log.push(`${severity}: ${message}`),
    info: (message) => log.push(message),
    appendSummary: async () => {},
    fail: (message) => log.push(`fail: ${message}`),
  };
  return { rt, log };
}

describe('tuneStage: the spend caps', () => {
  it('a max-trials too small for one round is a warning and no tune, not a failure', async () => {
    const repo = repository();
    const { rt, log } = runtime({ tune: 'true', 'max-trials': '40', 'scripted-model': 'true' });
    const outcome = { kind: 'evaluated' as const, head: repo.head, base: repo.base };
    const tuned = await tuneStage(rt, validateRepository(repo.root), {}, outcome, undefined);
    expect(tuned).toEqual([]);
    expect(log).toContainEqual(
      expect.stringMatching(
        /^warning: caliper tune stopped: tuning needs at least 48 agent runs for one round, more than --max-trials 40 /,
      ),
    );
    expect(log.some((l) => l.startsWith('fail:'))).toBe(false);
    const tuneDir = path.join(path.dirname(path.dirname(repo.head)), 'tune');
    expect(existsSync(tuneDir)).toBe(false);
  });

  it("with the eval's trials auto, the tune plans the spec's trials and says so", async () => {
    const repo = repository();
    const { rt, log } = runtime({ tune: 'true', trials: 'auto', 'max-trials': '40', 'scripted-model': 'true' });
    const outcome = { kind: 'evaluated' as const, head: repo.head, base: repo.base };
    expect(await tuneStage(rt, validateRepository(repo.root), {}, outcome, undefined)).toEqual([]);
    expect(log).toContainEqual(expect.stringContaining("the tune measures each case the spec's trials"));
    // 48: the spec's 2 trials a case, as without auto.
    expect(log).toContainEqual(expect.stringMatching(/^warning: caliper tune stopped: tuning needs at least 48 /));
  });

  it('the same repository with no regression under the same cap: nothing to tune, no warning', async () => {
    const repo = repository();
    const { rt, log } = runtime({ tune: 'true', 'max-trials': '40', 'scripted-model': 'true' });
    const outcome = { kind: 'evaluated' as const, head: repo.base, base: repo.base };
    expect(await tuneStage(rt, validateRepository(repo.root), {}, outcome, undefined)).toEqual([]);
    expect(log).toEqual(['tune: no skill regressed on activation or false activation; nothing to tune.']);
  });
});
