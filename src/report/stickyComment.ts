import type { CommentsApi } from '../toolkit/github.js';
import { neutraliseComments } from './escape.js';

/** The hidden marker of caliper's one comment per pull request. */
export const COMMENT_MARKER = '<!-- caliper:pr-report -->';
/** GitHub rejects comment bodies over 65,536 characters; keep a margin. */
export const COMMENT_LIMIT = 65_000;

/** The stages that own a section, in the order the comment shows them. */
export const SECTION_IDS = ['report', 'validate', 'owners'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * One stage's part of the comment. `status` is its clause of the verdict line (`validate ✗ 1 error`);
 * for `report` it is the verdict itself (`▼ regressed`), which leads the line. `failed`: the stage fails
 * the check. Both are caliper's own words, never copied from input.
 */
export interface Section {
  id: SectionId;
  status: string;
  failed: boolean;
  body: string;
}

const MARKER =
  /<!-- caliper:section:([a-z]+)(?: status=([^ ]*) failed=([01]))? -->\n([\s\S]*?)\n<!-- \/caliper:section:\1 -->/g;

/**
 * The sections of a comment body caliper wrote. Section bodies never contain `<!--` (every body is
 * neutralised when written), so a marker copied into a skill name, a path or a message cannot open,
 * close or fake a section.
 */
export function parseSections(body: string | undefined): Section[] {
  if (!body) return [];
  const out: Section[] = [];
  for (const m of body.matchAll(MARKER)) {
    const id = m[1] as SectionId;
    if (!(SECTION_IDS as readonly string[]).includes(id) || out.some((s) => s.id === id)) continue;
    out.push({ id, status: m[2] ? safeDecode(m[2]) : '', failed: m[3] === '1', body: m[4]! });
  }
  return out;
}

/** The first line: the verdict over every stage that ran. */
export function verdictLine(sections: readonly Section[]): string {
  const report = sections.find((s) => s.id === 'report');
  const others = sections.filter((s) => s.id !== 'report' && s.status !== '');
  const lead = report?.status || (sections.some((s) => s.failed) ? '✗ failing' : '✓ passing');
  return `## caliper: ${[lead, ...others.map((s) => s.status)].join(' · ')}`;
}

/** The whole comment: marker, verdict line, then each stage's section (headings nested under the verdict). */
export function renderComment(sections: readonly Section[]): string {
  const ordered = SECTION_IDS.flatMap((id) => sections.filter((s) => s.id === id));
  const blocks = ordered.map((s) => {
    const status = `status=${encodeURIComponent(s.status)} failed=${s.failed ? 1 : 0}`;
    return `<!-- caliper:section:${s.id} ${status} -->\n${s.body}\n<!-- /caliper:section:${s.id} -->`;
  });
  return `${COMMENT_MARKER}\n${verdictLine(ordered)}\n\n${blocks.join('\n\n')}\n`;
}

/** Put `section` in place of its namesake in a comment body (or add it), keeping the others. */
export function withSection(body: string | undefined, section: Section): string {
  const clean: Section = {
    ...section,
    status: neutraliseComments(section.status),
    body: nest(neutraliseComments(section.body.trim())),
  };
  const others = parseSections(body).filter((s) => s.id !== section.id);
  return renderComment([...others, clean]);
}

/** Characters the rest of the comment takes (so a section knows its budget). */
export function otherSectionsLength(body: string | undefined, section: Omit<Section, 'body'>): number {
  return withSection(body, { ...section, body: '' }).length;
}

/** A section to put in the comment, rendered within the characters left for it. */
export type SectionDraft = Omit<Section, 'body'> & { render: (budget: number) => string };

/**
 * One comment per PR, updated in place: found by the hidden marker *and* by being the token's own
 * comment (a marker pasted by someone else is never touched), created only when there is none. Each
 * stage owns one section of it; updating one keeps the others and recomputes the verdict line.
 */
export async function upsertSection(
  api: CommentsApi,
  issue: number,
  section: Omit<Section, 'body'>,
  render: (budget: number) => string,
): Promise<{ action: 'created' | 'updated'; url: string }> {
  return upsertSections(api, issue, [{ ...section, render }]);
}

/**
 * Several sections in one write (a report job carrying the gate job's sections), each within what the earlier ones
 * left.
 */
export async function upsertSections(
  api: CommentsApi,
  issue: number,
  drafts: readonly SectionDraft[],
): Promise<{ action: 'created' | 'updated'; url: string }> {
  const me = (await api.ownLogin()).toLowerCase();
  const existing = (await api.listComments(issue)).find(
    (c) => c.author.toLowerCase() === me && c.body.includes(COMMENT_MARKER),
  );
  let body = existing?.body;
  // The sections this write replaces take no room while each is sized: the previous push's long report
  // must not squeeze the validate section that is written with the new one.
  for (const { render: _unused, ...section } of drafts) body = withSection(body, { ...section, body: '' });
  for (const { render, ...section } of drafts) {
    // Nesting adds one `#` per heading; keep a margin for it.
    const budget = COMMENT_LIMIT - otherSectionsLength(body, section) - 200;
    body = withSection(body, { ...section, body: render(budget) });
  }
  if (body === undefined) throw new Error('upsertSections needs at least one section');
  if (existing) return { action: 'updated', url: (await api.updateComment(existing.id, body)).url };
  return { action: 'created', url: (await api.createComment(issue, body)).url };
}

/** A stage's `## heading` becomes `### heading` under the comment's verdict line. */
function nest(markdown: string): string {
  return markdown.replace(/^(#{1,5}) /gm, '#$1 ');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
}
