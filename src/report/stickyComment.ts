import type { CommentsApi } from '../toolkit/github.js';

/**
 * One comment per PR, updated in place: found by the hidden marker *and* by being the token's own
 * comment (a marker pasted by someone else is never touched), created only when there is none.
 */
export async function upsertStickyComment(api: CommentsApi, issue: number, body: string, marker: string): Promise<{ action: 'created' | 'updated'; url: string }> {
  const me = (await api.ownLogin()).toLowerCase();
  const existing = (await api.listComments(issue)).find((c) => c.author.toLowerCase() === me && c.body.includes(marker));
  if (existing) return { action: 'updated', url: (await api.updateComment(existing.id, body)).url };
  return { action: 'created', url: (await api.createComment(issue, body)).url };
}
