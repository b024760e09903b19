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

describe('README', () => {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
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
