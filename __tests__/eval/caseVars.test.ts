import { planTrials } from '../../src/eval/runner/plan.js';
import { readEvalSpec, type SkillIndex } from '../../src/eval/spec/readSpec.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const skills: SkillIndex = {
  has: (n) => n === 'alpha',
  disablesModelInvocation: () => false,
  directDependencies: () => [],
};
const root = tempRepo({
  'alpha/SKILL.md': goodSkill('alpha'),
  'alpha/fixtures/a/in.csv': 'a\n',
  'alpha/fixtures/b/in.csv': 'b\n',
  'alpha/fixtures/shared/x.txt': 'x\n',
});

function read(cases: string, head = '') {
  const r = readEvalSpec({
    root,
    skillDir: 'alpha',
    subject: 'alpha',
    file: 'alpha/.eval.yaml',
    text: `${head}cases:\n${cases}`,
    skills,
  });
  return { spec: r.spec, found: r.diagnostics.map((d) => ({ rule: d.rule, line: d.line, message: d.message })) };
}

describe('vars: a case over a table', () => {
  const table = `  - id: total
    prompt: "Total the {{column}} column of in.csv"
    vars:
      - { id: price, column: price, expected: 12 }
      - { column: qty, expected: 3 }
    checks:
      - activation: alpha
      - file_contains: { path: "{{column}}.txt", pattern: "^{{expected}}$" }
      - not: { output_matches: "{{column}} is missing" }
`;
  it(
    'makes each row its own case, by the row id or its number, with every ' + '{{name}} filled in prompt and checks',
    () => {
      const { spec, found } = read(table);
      expect(found).toEqual([]);
      expect(spec!.cases).toEqual([
        {
          id: 'total-price',
          prompt: 'Total the price column of in.csv',
          checks: [
            { kind: 'activation', skill: 'alpha', expect: true },
            { kind: 'file_contains', path: 'price.txt', pattern: '^12$' },
            { kind: 'not', check: { kind: 'output_matches', pattern: 'price is missing' } },
          ],
        },
        {
          id: 'total-2',
          prompt: 'Total the qty column of in.csv',
          checks: [
            { kind: 'activation', skill: 'alpha', expect: true },
            { kind: 'file_contains', path: 'qty.txt', pattern: '^3$' },
            { kind: 'not', check: { kind: 'output_matches', pattern: 'qty is missing' } },
          ],
        },
      ]);
    },
  );

  it(
    'a name a row lacks, a placeholder without vars, a bad variable name ' +
      'and an id results cannot hold are errors on their lines',
    () => {
      const bad = `  - id: total
    prompt: "Total the {{column}} column"
    vars:
      - { col: price }
      - { column: "qty", "bad-name": 1 }
      - { id: "no spaces here", column: x }
    checks:
      - activation: alpha
  - id: plain
    prompt: "Sum {{column}}"
    checks:
      - activation: alpha
`;
      const { spec, found } = read(bad);
      expect(spec).toBeUndefined();
      expect(found.map((f) => [f.rule, f.line])).toEqual([
        ['eval-spec-vars', 5],
        ['eval-spec-vars', 6],
        ['eval-spec-vars', 7],
        ['eval-spec-vars', 10],
      ]);
      expect(found[0]!.message).toBe(
        'Case `total`: row 1 of `vars` has no `column`, which the case uses as `{{column}}`. Add it to the row.',
      );
      expect(found[2]!.message).toContain('total-no spaces here');
      expect(found[3]!.message).toContain('`{{column}}` but has no `vars:`');
    },
  );

  it('two rows that make one id are a duplicate case', () => {
    const { found } = read(
      `  - id: t\n    prompt: "Sum {{c}}"\n    vars:\n      - { id: a, c: 1 ` +
        `}\n      - { id: a, c: 2 }\n    checks:\n      - activation: alpha\n`,
    );
    expect(found.map((f) => f.rule)).toEqual(['eval-spec-duplicate-case']);
  });
});

describe('per-case fixtures and timeout', () => {
  it(
    'a case timeout wins over sandbox.timeout, which every other case ' +
      'takes; a case fixtures folder is checked like sandbox.fixtures',
    () => {
      const { spec, found } = read(
        `  - id: a\n    prompt: "Sum it"\n    fixtures: fixtures/a\n    ` +
          `timeout: 30\n    checks:\n      - activation: alpha\n  - id: b\n    ` +
          `prompt: "Sum it"\n    checks:\n      - activation: alpha\n  - id: ` +
          `c\n    prompt: "Sum it"\n    fixtures: ../elsewhere\n    ` +
          `checks:\n      - activation: alpha\n`,
        'sandbox:\n  timeout: 200\n',
      );
      expect(found).toEqual([expect.objectContaining({ rule: 'eval-spec-path', line: 16 })]);
      expect(spec).toBeUndefined();
      const ok = read(
        `  - id: a\n    prompt: "Sum it"\n    fixtures: fixtures/a\n    ` +
          `timeout: 30\n    checks:\n      - activation: alpha\n  - id: b\n    ` +
          `prompt: "Sum it"\n    checks:\n      - activation: alpha\n`,
        'sandbox:\n  timeout: 200\n',
      );
      expect(ok.spec!.cases.map((c) => [c.id, c.fixtures, c.timeoutSeconds])).toEqual([
        ['a', 'fixtures/a', 30],
        ['b', undefined, 200],
      ]);
    },
  );

  it(
    "each case's trials copy its own fixtures (else the spec's), and no " +
      'fixtures folder is ever installed with the skill',
    () => {
      const repo = tempRepo({
        'alpha/SKILL.md': goodSkill('alpha'),
        'alpha/fixtures/a/in.csv': 'a\n',
        'alpha/fixtures/b/in.csv': 'b\n',
        'alpha/fixtures/shared/x.txt': 'x\n',
        'alpha/.eval.yaml':
          `sandbox:\n  fixtures: fixtures/shared\ncases:\n  - id: one\n    ` +
          `prompt: "Sum {{c}}"\n    fixtures: "fixtures/{{c}}"\n    vars:\n      ` +
          `- { id: a, c: a }\n      - { id: b, c: b }\n    checks:\n      - ` +
          `activation: alpha\n  - id: two\n    prompt: "Sum it"\n    ` +
          `checks:\n      - activation: alpha\n`,
      });
      const report = validateRepository(repo);
      expect(report.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const plan = planTrials(report, {
        backends: ['claude-code'],
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: undefined,
        skills: undefined,
        cases: undefined,
      });
      const copied = Object.fromEntries(plan.trials.map((t) => [t.evalCase.id, t.fixtures.map((f) => f.rel)]));
      expect(copied).toEqual({ 'one-a': ['in.csv'], 'one-b': ['in.csv'], two: ['x.txt'] });
      const contents = plan.trials.map((t) => t.fixtures.map((f) => f.source));
      expect(contents[0]![0]).toMatch(/fixtures\/a\/in\.csv$/);
      expect(contents[1]![0]).toMatch(/fixtures\/b\/in\.csv$/);
      const installed = plan.trials[0]!.installs[0]!.files.map((f) => f.rel);
      expect(installed).toEqual(['SKILL.md']);
    },
  );
});
