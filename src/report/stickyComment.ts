import type { CommentsApi } from '../toolkit/github.js';

/** The hidden marker of caliper's one comment per pull request. */
export const COMMENT_MARKER = '<!-- caliper:pr-report -->';
/** GitHub rejects comment bodies over 65,536 characters; keep a margin. */
export const COMMENT_LIMIT = 65_000;

const open = (id: string) => `<!-- caliper:section:${id} -->`;
const close = (id: string) => `<!-- /caliper:section:${id} -->`;

/** Put `section` in place of the section `id` of a comment body (or add it), keeping the others. */
export function withSection(body: string | undefined, id: string, section: string): string {
  const block = `${open(id)}\n${section.trim()}\n${close(id)}`;
  if (!body) return `${COMMENT_MARKER}\n${block}\n`;
  const start = body.indexOf(open(id));
  const end = body.indexOf(close(id));
  if (start >= 0 && end > start) return `${body.slice(0, start)}${block}${body.slice(end + close(id).length)}`;
  return `${body.trimEnd()}\n\n${block}\n`;
}

/** Characters the other sections of our comment already use (so a section knows its budget). */
export function otherSectionsLength(body: string | undefined, id: string): number {
  return withSection(body, id, '').length;
}

/**
 * One comment per PR, updated in place: found by the hidden marker *and* by being the token's own
 * comment (a marker pasted by someone else is never touched), created only when there is none. Each
 * stage owns one section of it (`report`, `owners`); updating one keeps the others.
 */
export async function upsertSection(api: CommentsApi, issue: number, id: string, render: (budget: number) => string): Promise<{ action: 'created' | 'updated'; url: string }> {
  const me = (await api.ownLogin()).toLowerCase();
  const existing = (await api.listComments(issue)).find((c) => c.author.toLowerCase() === me && c.body.includes(COMMENT_MARKER));
  const body = withSection(existing?.body, id, render(COMMENT_LIMIT - otherSectionsLength(existing?.body, id)));
  if (existing) return { action: 'updated', url: (await api.updateComment(existing.id, body)).url };
  return { action: 'created', url: (await api.createComment(issue, body)).url };
}
