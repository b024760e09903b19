import { compilePattern } from '../src/util/pattern.js';
import { costRatio } from './helpers/cost.js';
import { checkFileContains, checkOutputMatches } from '../src/eval/checks/files.js';
import type { CheckContext } from '../src/eval/checks/context.js';
import path from 'node:path';
import { trialWorkspace } from './helpers/trialWorkspace.js';

const CATASTROPHIC = '^(a+)+$';
const EVIL_INPUT = `${'a'.repeat(34)}!`;

function context(finalAnswer: string, files: Record<string, string> = {}): CheckContext {
  const { trialRoot, workDir } = trialWorkspace('caliper-pattern-', files);
  return {
    trialRoot,
    workDir,
    transcript: { finalAnswer } as CheckContext['transcript'],
    activated: new Set(),
    installed: [],
    backend: 'claude-code',
    skillsRoot: path.join(trialRoot, 'skills'),
    subject: 'subject',
    judge: undefined,
    runCommand: () => Promise.reject(new Error('no commands here')),
  };
}

describe('check patterns match in linear time (RE2)', () => {
  it(
    'answers a catastrophic-backtracking pattern at the cost of a benign ' +
      'input, in output_matches and file_contains',
    () => {
      expect(checkOutputMatches({ pattern: CATASTROPHIC }, context(EVIL_INPUT)).status).toBe('fail');
      expect(
        checkFileContains({ path: 'out.txt', pattern: CATASTROPHIC }, context('', { 'out.txt': `ok\n${EVIL_INPUT}\n` }))
          .status,
      ).toBe('fail');
      // 20 characters: a backtracking engine takes 2^20 steps on the evil input and about 20 on the benign one.
      const evil = context(`${'a'.repeat(20)}!`);
      const benign = context('a'.repeat(21));
      const times = (c: CheckContext) => () => {
        for (let i = 0; i < 500; i++) checkOutputMatches({ pattern: CATASTROPHIC }, c);
      };
      expect(costRatio(times(evil), times(benign))).toBeLessThan(20);
    },
  );

  it('keeps line anchors and ordinary syntax working', () => {
    expect(checkOutputMatches({ pattern: '^total: \\d+$' }, context('report\ntotal: 42\nend')).status).toBe('pass');
    expect(
      checkFileContains({ path: 'a.txt', pattern: '(?i)HELLO\\s+world' }, context('', { 'a.txt': 'hello   World' }))
        .status,
    ).toBe('pass');
    expect(checkOutputMatches({ pattern: 'missing' }, context('present')).status).toBe('fail');
  });

  it('refuses what RE2 cannot do, with the reason', () => {
    for (const source of ['(a)\\1', 'a(?=b)', 'a(?!b)', '(?<=a)b']) {
      const p = compilePattern(source);
      expect(p.ok).toBe(false);
      if (!p.ok) expect(p.message).toMatch(/invalid|unsupported/);
    }
    expect(checkOutputMatches({ pattern: '(a)\\1' }, context('aa')).status).toBe('error');
  });
});
