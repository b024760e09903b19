import type { Section, SectionDraft } from '../report/stickyComment.js';
import { fitBody } from '../report/fitBody.js';
import { InputError } from './inputs.js';

/**
 * Sections one job hands to another through the output and input `comment-sections`: the reusable
 * workflow's gate job (read-only token, rules from the base) validates and checks owners, and its
 * report job, the one that may write, puts those sections into the PR's one comment beside the
 * evaluation. The gate job runs no PR code, so what it renders is caliper's own escaped markdown.
 */
export const CARRIED_IDS = ['validate', 'owners'] as const;

/**
 * Per section, in UTF-16 units: the runner hands an input to the step as one environment variable,
 * which Linux caps at 128 KiB, and a unit is at most 3 bytes of UTF-8 (2 × 16,000 × 3 = 96,000).
 */
export const CARRIED_BODY_LIMIT = 16_000;
const STATUS_LIMIT = 200;

/** The output's value: the sections as this step built them, each cut to the limit. */
export function encodeCarried(sections: readonly Section[]): string {
  return JSON.stringify(
    sections.map((s) => ({ id: s.id, status: s.status, failed: s.failed, body: fitBody(s.body, CARRIED_BODY_LIMIT) })),
  );
}

/** The input's value, checked: only what `encodeCarried` writes is accepted. */
export function parseCarried(raw: string): Section[] {
  if (raw.trim() === '') return [];
  const refuse = (why: string): never => {
    throw new InputError(
      `input "comment-sections" must be the comment-sections output of a caliper step (validate, owners): ${why}`,
    );
  };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse('it is not JSON');
  }
  if (!Array.isArray(value)) return refuse('it is not a list');
  const out: Section[] = [];
  for (const [i, item] of value.entries()) {
    const s = item as Partial<Record<keyof Section, unknown>>;
    if (typeof s !== 'object' || s === null) return refuse(`item ${i} is not an object`);
    if (!(CARRIED_IDS as readonly unknown[]).includes(s.id))
      return refuse(`item ${i} has id ${JSON.stringify(s.id)}, not one of ${CARRIED_IDS.join(', ')}`);
    if (out.some((o) => o.id === s.id)) return refuse(`section ${String(s.id)} appears twice`);
    if (typeof s.status !== 'string' || s.status.length > STATUS_LIMIT || /[\n\r]/.test(s.status))
      return refuse(`item ${i}'s status is not one short line`);
    if (typeof s.failed !== 'boolean') return refuse(`item ${i}'s failed is not true or false`);
    if (typeof s.body !== 'string' || s.body.length > CARRIED_BODY_LIMIT)
      return refuse(`item ${i}'s body is not text of at most ${CARRIED_BODY_LIMIT} characters`);
    out.push({ id: s.id as Section['id'], status: s.status, failed: s.failed, body: s.body });
  }
  return out;
}

/** A carried section as a draft for the comment, shortened at a line if the comment has less room. */
export function carriedDraft(section: Section): SectionDraft {
  const { body, ...rest } = section;
  return { ...rest, render: (budget) => fitBody(body, budget) };
}
