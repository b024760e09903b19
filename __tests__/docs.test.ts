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
