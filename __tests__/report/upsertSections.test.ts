import { COMMENT_LIMIT, COMMENT_MARKER, upsertSections, withSection } from '../../src/report/stickyComment.js';
import { fitBody } from '../../src/report/fitBody.js';
import type { CommentsApi, IssueComment } from '../../src/toolkit/github.js';

/** One existing comment of ours, in memory; `written` is what the last write sent. */
function commentsOf(body: string) {
  const state = { written: '' };
  const comment = { id: 1, body, author: 'caliper-bot', url: 'https://example.invalid/c/1' } as unknown as IssueComment;
  const api: CommentsApi = {
    ownLogin: async () => 'caliper-bot',
    listComments: async () => [comment],
    createComment: async () => comment,
    updateComment: async (_id, text) => {
      state.written = text;
      return { ...comment, body: text };
    },
  };
  return { api, state };
}

describe('upsertSections sizes every section without the sections it replaces', () => {
  it("a previous push's long report does not squeeze the validate section written with the new one", async () => {
    const oldReport = `## caliper eval: base → head\n\n${'| `old-row` | 100% → 100% |\n'.repeat(2_200)}`;
    expect(oldReport.length).toBeGreaterThan(60_000);
    const { api, state } = commentsOf(
      withSection(`${COMMENT_MARKER}\n`, { id: 'report', status: 'regressed', failed: true, body: oldReport }),
    );
    const findings = `## caliper validate: 1 error\n\n${'- `skills/x/SKILL.md:3` a finding\n'.repeat(200)}`;
    await upsertSections(api, 7, [
      { id: 'validate', status: 'validate ✗ 1 error', failed: true, render: (budget) => fitBody(findings, budget) },
      { id: 'report', status: 'no change', failed: false, render: () => '## caliper eval: base → head\n\nshort\n' },
    ]);
    expect(state.written).toContain(findings.trim().split('\n').at(-1));
    expect(state.written).not.toContain('cut to fit');
    expect(state.written).not.toContain('old-row');
    expect(state.written.length).toBeLessThan(COMMENT_LIMIT);
  });
});

describe('the sticky comment is only ever our own', () => {
  it('a comment by another author that carries our marker is never edited: ours is created, then updated', async () => {
    const pasted = `${COMMENT_MARKER}\n## caliper: ✅ all good`;
    const forged = { id: 1, body: pasted, author: 'mallory', url: 'https://example.invalid/c/1' };
    const comments: IssueComment[] = [forged];
    const edited: number[] = [];
    const api: CommentsApi = {
      ownLogin: async () => 'caliper-bot',
      listComments: async () => comments.map((c) => ({ ...c })),
      createComment: async (_issue, body) => {
        const id = comments.length + 1;
        const mine = { id, body, author: 'caliper-bot', url: `https://example.invalid/c/${id}` };
        comments.push(mine);
        return mine;
      },
      updateComment: async (id, body) => {
        edited.push(id);
        const c = comments.find((x) => x.id === id)!;
        c.body = body;
        return c;
      },
    };
    const section = { id: 'report' as const, status: '▼ regressed', failed: true };
    const write = (text: string) =>
      upsertSections(api, 7, [{ ...section, render: () => `## caliper eval\n\n${text}` }]);
    expect((await write('first')).action).toBe('created');
    expect((await write('second')).action).toBe('updated');
    expect(edited).toEqual([2]);
    expect(comments[0]!.body).toBe(pasted);
    expect(comments[1]!.body).toContain('second');
  });
});
