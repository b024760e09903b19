import { createHash } from 'node:crypto';
import { invocationSyntax, readEvalSpec, type SkillIndex } from '../../src/eval/spec/readSpec.js';

describe('invocationSyntax: a prompt that invokes the skill by name', () => {
  it.each([
    ['/skill:report-writer now', '/skill:report-writer'],
    ['please run /report-writer', '/report-writer'],
    ['use $report-writer.', '$report-writer'],
    ['x$report-writer', '$report-writer'],
    ['\t/report-writer', '/report-writer'],
    ['a\n/skill:report-writer', '/skill:report-writer'],
  ])('%j names it as %j', (prompt, syntax) => {
    expect(invocationSyntax(prompt, 'report-writer')).toBe(syntax);
  });

  it.each([
    'write the report',
    'see docs/report-writer for more', // a slash inside a path, not after white space
    'run /report-writer-v2', // another name that starts the same
    'run /report-writers',
    '$report-writer_x',
    'the report-writer skill',
  ])('%j does not', (prompt) => {
    expect(invocationSyntax(prompt, 'report-writer')).toBeUndefined();
  });

  it('reads a name with regular-expression characters literally', () => {
    expect(invocationSyntax('run /a.b', 'a.b')).toBe('/a.b');
    expect(invocationSyntax('run /axb', 'a.b')).toBeUndefined();
  });
});

describe('readEvalSpec: the spec hash', () => {
  const skills: SkillIndex = {
    has: (n) => n === 'alpha',
    disablesModelInvocation: () => false,
    directDependencies: () => [],
  };
  const text = 'cases:\n  - id: one\n    prompt: "Summarise the report"\n    checks:\n      - activation: alpha\n';

  it('is the sha256 of the spec text, the same each time it is read', () => {
    const { spec } = readEvalSpec({
      root: '/nowhere',
      skillDir: 'alpha',
      subject: 'alpha',
      file: 'alpha/.eval.yaml',
      text,
      skills,
    });
    const expected = createHash('sha256').update(text).digest('hex');
    expect(spec?.hash).toBe(expected);
    expect(spec?.hash).toBe(expected);
    expect(JSON.parse(JSON.stringify(spec)).hash).toBe(expected);
  });
});
