import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { caliper, copyOf, PUBLIC_SKILLS } from '../helpers/initRun.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { codexRun } from '../../src/agents/codex/run.js';

// What `caliper init` drafts runs as it is: a real CLI in its sandbox against the scripted model, every case a
// trial, none a harness error. The subject is the drafted spec, not the CLI: Codex, which starts for a quarter
// of Claude Code's CPU (24 runs here).
jest.setTimeout(600_000);

interface Row {
  skill: string;
  backend: string;
  backendVersion: string;
  cases: { id: string; trials: number; errors: number }[];
}

interface Trial {
  caseId: string;
  outcome: string;
  reason?: string;
  activations: Record<string, string>;
}

async function initAndEval(root: string): Promise<{ rows: Row[]; errors: Trial[]; activated: string[] }> {
  const init = await caliper(['init', '--force'], root);
  expect(init.code).toBe(0);
  expect((await caliper(['validate', '.', '--strict-spec'], root)).code).toBe(0);
  const run = await caliper(
    ['eval', '.', '--scripted-model', '--backend', 'codex', '--trials', '1', '--out', 'out'],
    root,
  );
  expect(run.stderr).not.toMatch(/harness fault|validation error|internal error/);
  expect(run.code).toBe(0);
  const results = JSON.parse(readFileSync(path.join(root, 'out/results.json'), 'utf8')) as { results: Row[] };
  const records = readFileSync(path.join(root, 'out/trials.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Trial & { type: string })
    .filter((r) => r.type === 'trial');
  // The real CLI ran each trial: it reports its version, and it chose skills.
  expect(new Set(results.results.map((r) => `${r.backend} ${r.backendVersion}`))).toEqual(
    new Set([`codex ${codexRun.install.version}`]),
  );
  const activated = records.flatMap((r) =>
    Object.entries(r.activations)
      .filter(([, v]) => v === 'activated')
      .map(([skill]) => `${skill}/${r.caseId}`),
  );
  return { rows: results.results, errors: records.filter((r) => r.outcome === 'error'), activated };
}

const caseIds = (rows: Row[]) =>
  Object.fromEntries(rows.map((r) => [r.skill, r.cases.map((c) => `${c.id}:${c.trials}:${c.errors}`)]));

describeNeeding(['cli:codex', ...SANDBOX_NEEDS])('caliper init drafts specs that caliper eval runs', () => {
  it('the examples: three drafted specs, every case one trial and no harness error', async () => {
    const { rows, errors, activated } = await initAndEval(copyOf(path.join(REPO_ROOT, 'examples')));
    expect(errors).toEqual([]);
    expect(activated).toContain('csv-summary/task');
    expect(caseIds(rows)).toEqual({
      'changelog-conventions': ['task:1:0', 'when-to-use:1:0', 'near-release-notes:1:0', 'nearby-question:1:0'],
      'csv-summary': ['task:1:0', 'when-to-use:1:0', 'near-changelog-conventions:1:0', 'nearby-question:1:0'],
      'release-notes': ['task:1:0', 'when-to-use:1:0', 'near-changelog-conventions:1:0', 'nearby-question:1:0'],
    });
  });

  it(
    'pdf, xlsx and internal-comms from anthropics/skills, with placeholder ' +
      'fixtures: every case one trial and no harness error',
    async () => {
      const { rows, errors, activated } = await initAndEval(copyOf(PUBLIC_SKILLS));
      expect(errors).toEqual([]);
      expect(activated).toEqual(expect.arrayContaining(['pdf/task', 'xlsx/task', 'internal-comms/task']));
      expect(caseIds(rows)).toEqual({
        'internal-comms': ['task:1:0', 'when-to-use:1:0', 'near-xlsx:1:0', 'nearby-question:1:0'],
        pdf: ['task:1:0', 'when-to-use:1:0', 'near-xlsx:1:0', 'nearby-question:1:0'],
        xlsx: ['task:1:0', 'when-to-use:1:0', 'near-internal-comms:1:0', 'out-of-scope:1:0'],
      });
    },
  );
});
