import { readEvalSpec, type SkillIndex } from '../../../src/eval/spec/readSpec.js';
import { tempRepo, goodSkill } from '../../helpers/tempRepo.js';

const skills: SkillIndex = {
  has: (n) => n === 'alpha',
  disablesModelInvocation: () => false,
  directDependencies: () => [],
};
const root = tempRepo({ 'alpha/SKILL.md': goodSkill('alpha'), 'alpha/references/guide.md': 'Guide.\n' });

function findings(checks: string[], head = '') {
  const text =
    `${head}cases:\n  - id: one\n    prompt: "Summarise the report"\n    ` +
    `checks:\n      - activation: ` +
    `alpha\n${checks.map((c) => `      - ${c}\n`).join('')}`;
  const r = readEvalSpec({ root, skillDir: 'alpha', subject: 'alpha', file: 'alpha/.eval.yaml', text, skills });
  return {
    spec: r.spec,
    found: r.diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, line: d.line, message: d.message })),
  };
}

describe('trace checks and not: in a spec', () => {
  it('read into the spec as checks, with a count defaulting to 1 and not: wrapping any check', () => {
    const { spec, found } = findings([
      'tool_used: Read',
      'tool_used: { tool: Bash, count: 2 }',
      'tool_order: [Skill, Bash]',
      'read: references/guide.md',
      'not: { file_exists: answers.txt }',
      'not: { not: { tool_used: Write } }',
    ]);
    expect(found).toEqual([]);
    expect(spec!.cases[0]!.checks.slice(1)).toEqual([
      { kind: 'tool_used', tool: 'Read', count: 1 },
      { kind: 'tool_used', tool: 'Bash', count: 2 },
      { kind: 'tool_order', tools: ['Skill', 'Bash'] },
      { kind: 'read', path: 'references/guide.md' },
      { kind: 'not', check: { kind: 'file_exists', path: 'answers.txt' } },
      { kind: 'not', check: { kind: 'not', check: { kind: 'tool_used', tool: 'Write', count: 1 } } },
    ]);
  });

  it('a tool name a listed backend never records is an error on its line, naming the backend and its tools', () => {
    const { spec, found } = findings(
      ['tool_used: Read', 'tool_order: [command_execution, Bash]'],
      'backends: [claude-code, codex]\n',
    );
    expect(spec).toBeUndefined();
    expect(found).toEqual([
      expect.objectContaining({ rule: 'eval-spec-tool-name', severity: 'error', line: 7 }),
      expect.objectContaining({ rule: 'eval-spec-tool-name', severity: 'error', line: 8 }),
      expect.objectContaining({ rule: 'eval-spec-tool-name', severity: 'error', line: 8 }),
    ]);
    expect(found[0]!.message).toMatch(/check 2 names the tool `Read`.*codex \(command_execution\)/);
    expect(found[1]!.message).toMatch(/`command_execution`.*claude-code \(Agent, Bash/);
    expect(found[2]!.message).toMatch(/`Bash`.*codex/);
  });

  it('without backends: a name some CLI records is fine, one none records an error', () => {
    expect(findings(['tool_used: read']).found).toEqual([]);
    expect(findings(['tool_used: Raed']).found).toEqual([
      expect.objectContaining({ rule: 'eval-spec-tool-name', severity: 'error', line: 6 }),
    ]);
    // Inside not: too.
    expect(findings(['not: { tool_used: Raed }']).found).toEqual([
      expect.objectContaining({ rule: 'eval-spec-tool-name', severity: 'error', line: 6 }),
    ]);
  });

  it('read: a path that is not a file of the skill, or leaves it, is an eval-spec-path error', () => {
    expect(findings(['read: references/missing.md']).found).toEqual([
      expect.objectContaining({ rule: 'eval-spec-path', line: 6 }),
    ]);
    expect(findings(['read: ../beta/SKILL.md']).found).toEqual([
      expect.objectContaining({ rule: 'eval-spec-path', line: 6 }),
    ]);
    expect(findings(['read: references']).found).toEqual([
      expect.objectContaining({ rule: 'eval-spec-path', line: 6 }),
    ]);
  });

  it('not: around an activation check is refused, naming what to write instead', () => {
    const { found } = findings(['not: { activation: alpha }', 'not: { not_activated_any: true }']);
    expect(found.map((f) => [f.rule, f.line])).toEqual([
      ['eval-spec-negation', 6],
      ['eval-spec-negation', 7],
    ]);
    expect(found[0]!.message).toContain('`activation: { skill: alpha, expect: false }`');
  });

  it('schema: a count of 0, a one-tool order, and a not: of two checks are schema errors with lines', () => {
    const { found } = findings([
      'tool_used: { tool: Bash, count: 0 }',
      'tool_order: [Bash]',
      'not: { file_exists: a, output_matches: b }',
    ]);
    expect(found.map((f) => [f.rule, f.line])).toEqual([
      ['eval-spec-schema', 6],
      ['eval-spec-schema', 7],
      ['eval-spec-schema', 8],
    ]);
  });
});
