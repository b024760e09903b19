import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareResults } from '../../src/results/compare/compare.js';
import { loadResults } from '../../src/results/load.js';
import type { Results } from '../../src/results/types.js';
import { comparisonMarkdown } from '../../src/report/comparison/markdown.js';
import { makeResults } from '../helpers/results.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 40: the PR comment's per-case table shows the MCP calls the head's servers received. The arguments and (for a
// real server) the tool's name are the agent's: each is one code span (mdCode), on the row's one line, in its cell.
const HOSTILE = '{"id":"A1` | @admin <!-- caliper:section --> [x](https://evil.example)\\n| forged | row |"}';

/** The results as the comment's job reads them: through results.json's schema, from a file. */
function throughFile(results: Results): Results {
  const dir = tempDir('caliper-mcp-comment-');
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results));
  return loadResults(dir);
}

function withCalls(calls: unknown): Results {
  const results = makeResults([{ skill: 'orders', activated: 2, trials: 2 }]);
  (results.results[0]!.cases[0] as unknown as Record<string, unknown>).mcpCalls = calls;
  return results;
}

describe('the PR comment: MCP calls per case', () => {
  it('shows each call with its arguments and trials as code spans, hostile text staying in its cell', () => {
    const head = throughFile(
      withCalls([
        { call: 'orders/lookup_order', arguments: HOSTILE, trials: 2 },
        { call: 'orders/x`<b>|', arguments: '{}', trials: 1 },
      ]),
    );
    const base = makeResults([{ skill: 'orders', activated: 2, trials: 2 }]);
    const compared = compareResults(base, head);
    if (compared.kind !== 'compared') throw new Error(compared.reason);
    const md = comparisonMarkdown(compared.comparison, {
      baseSha: undefined,
      headSha: undefined,
      summaryUrl: undefined,
    });
    const rows = md.split('\n').filter((l) => l.startsWith('| `orders` | claude-code | `should` |'));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toContain(
      ' `{"id":"A1ˋ ｜ @admin <!\u2060-- caliper:section --\u2060> ' +
        '[x](https://evil.example)\\n｜ forged ｜ row ｜"}` ×2',
    );
    expect(row).toContain('MCP: `orders/lookup_order` ');
    expect(row).toContain(', `orders/xˋ<b>｜` `{}` ×1 |');
    // One row of four cells: no pipe, line break or comment opener of the agent's survives.
    expect(row.split('|')).toHaveLength(6);
    expect(md).not.toContain('<!-- caliper:section');
    expect(md.split('\n').filter((l) => l.includes('forged'))).toHaveLength(1);
  });

  it('refuses a results.json whose case claims a call in more trials than it graded', () => {
    expect(() => throughFile(withCalls([{ call: 'orders/lookup_order', arguments: '{}', trials: 3 }]))).toThrow(
      /mcpCalls\[0\]\.trials.*is 3, more than the 2 trials without errors/,
    );
  });
});
