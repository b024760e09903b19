import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RULE_IDS, RULES } from '../src/skills/rules.js';
import { REPO_ROOT } from './helpers/runNode.js';

describe('docs/rules.md', () => {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/rules.md'), 'utf8');
  const sections = new Map(
    doc
      .split(/^### /m)
      .slice(1)
      .map((s) => [s.split('\n')[0]!.trim(), s] as const),
  );

  it('documents exactly the rules the validator has', () => {
    expect([...sections.keys()].sort()).toEqual([...RULE_IDS].sort());
  });

  it.each(RULE_IDS)('%s states its severity and how to fix it', (rule) => {
    const section = sections.get(rule) ?? '';
    expect(section).toMatch(new RegExp(`^\\*${RULES[rule].severity}`, 'm'));
    expect(section).toMatch(/Fix|fails|passes|warns/);
  });
});

describe('docs/reference/action-inputs.md', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'docs/reference/action-inputs.md'), 'utf8');
  const action = readFileSync(path.join(REPO_ROOT, 'action.yml'), 'utf8');
  const section = (name: string) => action.slice(action.indexOf(`\n${name}:\n`) + 1).split(/\n(?=\S)/)[0]!;
  const inputs = [...section('inputs').matchAll(/^ {2}([a-z][a-z0-9-]*):$/gm)].map((m) => m[1]!);
  const outputs = [...section('outputs').matchAll(/^ {2}([a-z][a-z0-9-]*):$/gm)].map((m) => m[1]!);

  it('documents every input and output of action.yml in its tables', () => {
    expect(inputs.length).toBeGreaterThan(10);
    const documented = (name: string) => new RegExp(`^\\|[^|\\n]*\`${name}\``, 'm').test(readme);
    expect(inputs.filter((i) => !documented(i))).toEqual([]);
    expect(outputs.filter((o) => !documented(o))).toEqual([]);
  });
});

describe('what counts toward execution', () => {
  const SENTENCE =
    'Execution counts every case except those expecting a skill not to ' +
    'fire, so the activation cases count toward both rates';
  const flat = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/\s+/g, ' ');

  it('docs/eval.md and docs/eval-spec.md say it in the same words', () => {
    expect(flat('docs/eval.md')).toContain(SENTENCE);
    expect(flat('docs/eval-spec.md')).toContain(SENTENCE);
    expect(flat('docs/eval.md')).not.toContain('execution**: in every other case');
  });

  it('…which is what the aggregation does', async () => {
    const { caseRole } = await import('../src/results/aggregate.js');
    const activation = (skill: string, expect: boolean) => ({ kind: 'activation', skill, expect, label: '' });
    const role = (checks: unknown[]) => caseRole({ id: 'c', prompt: 'p', checks } as never, 'pdf');
    // Execution is every role but should-not-activate (src/results/aggregate.ts), so these three count toward it…
    expect(role([activation('pdf', true)])).toBe('should-activate');
    expect(role([{ kind: 'file_exists', path: 'x', label: '' }])).toBe('execution');
    expect(role([activation('csv', true)])).toBe('execution');
    // …and these do not.
    expect(role([activation('pdf', false)])).toBe('should-not-activate');
    expect(role([{ kind: 'not_activated_any', label: '' }])).toBe('should-not-activate');
  });
});
