import { jest } from '@jest/globals';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_JUDGE_MODEL } from '../../src/eval/judge/choice.js';
import { PROMPT_TEMPLATE_HASH } from '../../src/eval/judge/prompt.js';
import type { TrialRecord } from '../../src/results/types.js';
import { greeter } from '../helpers/backendRepo.js';
import { startJudgeStandIn } from '../helpers/judgeStandIn.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { caliper, outFolder, realModeEnv, runFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';
import { tempRepo } from '../helpers/tempRepo.js';

// Judge checks under --record and --replay on the real Claude Code CLI: a real-mode run against the
// provider's stand-in, judged by a judge stand-in on the Messages API, is recorded; with both stand-ins
// gone and no key, its replay gives the same verdict per check, judged by "replay"; a rubric edited
// since is a harness error that says so, never a pass or a fail.
jest.setTimeout(600_000);

const BASE_ENV = () => ({ PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS });
const GOODBYE = `judge: { rubric: 'The banner says "goodbye"', on: greeting.txt }`;

const spec = (goodbye: string) => `backends: [claude-code]
cases:
  - id: greet
    prompt: "Please greet the world with a banner"
    checks:
      - activation: greeter
      - judge: { rubric: 'The banner says "hello world"', on: greeting.txt }
      - ${goodbye}
      - judge: { rubric: 'The answer says "done"', votes: 1 }
`;

async function run(
  repo: string,
  tape: ['--record' | '--replay', string],
  env: Record<string, string> = {},
): Promise<{ outDir: string; records: TrialRecord[]; stderr: string; code: number }> {
  const outDir = outFolder();
  const r = await caliper(
    [
      'eval',
      repo,
      '--backend',
      'claude-code',
      '--skills',
      'greeter',
      '--trials',
      '1',
      '--out',
      outDir,
      '--allow-errors',
      ...tape,
    ],
    { cwd: repo, env: { ...BASE_ENV(), ...env } },
  );
  return { outDir, records: runFolder(outDir).records, stderr: r.stderr, code: r.code };
}

const verdicts = (r: TrialRecord) => r.checks.map((c) => [c.label, c.status, c.judge?.votes.map((v) => v.verdict)]);

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('judge checks recorded and replayed on claude-code', () => {
  it(
    'a replay grades each judge check as recorded, offline and keyless, as ' +
      'a replayed judge; an edited rubric is a harness error',
    async () => {
      const repo = tempRepo({
        'skills/greeter/SKILL.md': greeter,
        'skills/greeter/references/style.md': 'Greet warmly.\n',
        'skills/greeter/.eval.yaml': spec(GOODBYE),
      });
      const tapeDir = outFolder();
      const model = await startStandIn();
      const judge = await startJudgeStandIn();
      const recorded = await run(repo, ['--record', tapeDir], {
        ...realModeEnv('claude-code', model.url),
        CALIPER_JUDGE_BASE_URL: judge.url,
      }).finally(() => Promise.all([model.close(), judge.close()]));
      const [live] = recorded.records;
      expect(live!.checks.map((c) => c.status)).toEqual(['pass', 'pass', 'fail', 'pass']);
      expect(judge.requests).toHaveLength(7);
      expect(live!.checks[1]!.judge).toMatchObject({ provider: 'anthropic', model: DEFAULT_JUDGE_MODEL });

      // The judge's calls are in the trial's recording, without the key.
      const [file] = readdirSync(tapeDir);
      const raw = readFileSync(path.join(tapeDir, file!), 'utf8');
      expect(raw).not.toContain(STAND_IN_KEYS.anthropic);
      expect((JSON.parse(raw) as { judge: { calls: unknown[] } }).judge.calls).toHaveLength(7);

      // Both stand-ins are gone and no key is given: the recording answers the agent and the judge.
      const replayed = await run(repo, ['--replay', tapeDir]);
      expect(replayed.code).toBe(0);
      expect(verdicts(replayed.records[0]!)).toEqual(verdicts(live!));
      expect(replayed.records[0]!.checks[1]!.judge).toMatchObject({ provider: 'replay', model: DEFAULT_JUDGE_MODEL });
      const results = runFolder(replayed.outDir).results;
      expect(results.meta.judge).toEqual({
        provider: 'replay',
        model: DEFAULT_JUDGE_MODEL,
        promptTemplate: PROMPT_TEMPLATE_HASH,
        votes: [1, 3],
      });
      expect(results.meta.modelSource).toEqual({ kind: 'replay' });
      // compare keeps a replayed judge apart from the live one it replays.
      const mixed = await caliper(
        ['compare', path.join(recorded.outDir, 'results.json'), path.join(replayed.outDir, 'results.json')],
        { cwd: replayed.outDir },
      );
      expect(mixed.code).not.toBe(0);
      expect(mixed.stderr).toMatch(
        new RegExp(
          'refusing to compare runs judged by different judges: the base by ' +
            'anthropic claude-haiku-4-5 .*, the head by replay claude-haiku-4-5',
        ),
      );

      // The rubric edited since: that check is a harness error saying why; the others are graded as recorded.
      writeFileSync(path.join(repo, 'skills/greeter/.eval.yaml'), spec(GOODBYE.replace('goodbye', 'farewell')));
      const edited = await run(repo, ['--replay', tapeDir]);
      const [trial] = edited.records;
      expect(trial!.outcome).toBe('error');
      expect(trial!.checks.map((c) => c.status)).toEqual(['pass', 'pass', 'error', 'pass']);
      expect(trial!.checks[2]!.reason).toBe(
        'judge call not in the recording: the rubric changed since it was recorded; run live or re-record',
      );
      expect(trial!.reason).toMatch(
        /^check judge: greeting\.txt ~ The banner says "farewell": judge call not in the recording: the rubric changed/,
      );
    },
  );
});
