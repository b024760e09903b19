import { TAPE_FORMAT } from '../../../src/eval/replay/tape.js';
import { writeRecording } from '../../helpers/recording.js';
import { EvalSetupError, runEval } from '../../../src/eval/runner/runEval.js';
import { evalParts } from '../../helpers/evalOptions.js';
import { validateRepository } from '../../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../../helpers/tempRepo.js';
import { tempDir } from '../../helpers/tempDirs.js';

const repo = (checks: string) =>
  tempRepo({
    'alpha/SKILL.md': goodSkill('alpha'),
    'alpha/.eval.yaml': `cases:\n  - id: ask\n    prompt: "Please do the alpha work"\n    checks:\n${checks}`,
  });
const findings = (root: string, rule: string) =>
  validateRepository(root)
    .diagnostics.filter((d) => d.rule === rule)
    .map((d) => ({ line: d.line, message: d.message }));

describe('what a judge check may ask for, said before any agent runs', () => {
  it('validate refuses not: around a judge check, with its line (a forged vote would make the negation pass)', () => {
    const root = repo(
      '      - activation: alpha\n      - not: { judge: { rubric: "The answer reveals the password." } }\n',
    );
    expect(findings(root, 'eval-spec-negation')).toEqual([
      { line: 6, message: expect.stringContaining('negates a judge check') },
    ]);
  });

  it('validate refuses a case whose judge checks ask for more than 27 votes in all', () => {
    const many = Array.from(
      { length: 4 },
      (_, i) => `      - judge: { rubric: "Criterion ${i} holds.", votes: 7 }\n`,
    ).join('');
    expect(findings(repo(`      - activation: alpha\n${many}`), 'eval-spec-judge')).toEqual([
      { line: 2, message: expect.stringContaining('ask for 28 votes') },
    ]);
    const fine = Array.from(
      { length: 3 },
      (_, i) => `      - judge: { rubric: "Criterion ${i} holds.", votes: 9 }\n`,
    ).join('');
    expect(findings(repo(`      - activation: alpha\n${fine}`), 'eval-spec-judge')).toEqual([]);
  });

  it(
    'a real-model run with judge checks and no judge key stops before the ' + 'first trial, saying what to set',
    async () => {
      const report = validateRepository(
        repo('      - activation: alpha\n      - judge: { rubric: "The answer names the total." }\n'),
      );
      const run = runEval(
        evalParts({
          report,
          backends: ['claude-code'],
          model: { kind: 'real', baseUrl: undefined, apiKey: undefined, model: undefined },
          outDir: tempDir('caliper-judge-'),
          env: { PATH: process.env.PATH },
        }),
      );
      await expect(run).rejects.toThrow(EvalSetupError);
      await expect(run).rejects.toThrow(/no judge is configured for a real-model run: set ANTHROPIC_API_KEY/);
      // A replay's judge is its recording: one made before caliper kept judge calls has none to give.
      const dir = tempDir('caliper-tape-');
      writeRecording(dir, {
        format: TAPE_FORMAT,
        key: 'alpha|claude-code|ask|1',
        backend: 'claude-code',
        cliVersion: '2.1.332',
        fingerprint: 'f'.repeat(64),
        exchanges: [],
      });
      const replay = runEval(
        evalParts({
          report,
          backends: ['claude-code'],
          model: {
            kind: 'real',
            baseUrl: undefined,
            apiKey: undefined,
            model: undefined,
            tape: { mode: 'replay', dir },
          },
          outDir: tempDir('caliper-judge-'),
          env: { PATH: process.env.PATH, ANTHROPIC_API_KEY: 'k' },
        }),
      );
      await expect(replay).rejects.toThrow(
        /replay refused: alpha\|claude-code\|ask\|1 has judge checks, and its recording keeps no judge calls/,
      );
    },
  );
});
