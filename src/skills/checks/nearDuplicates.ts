import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';
import { compareStrings } from '../../util/strings.js';

/** Word-set Jaccard similarity above which two descriptions are flagged as competing. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;
/** Names listed in one diagnostic; a templated repository would otherwise print a novel. */
export const NEAR_DUPLICATE_NAMES_SHOWN = 8;

/** Descriptions compared so far, in this process: what a test counts to see the work stay linear. */
export const nearDuplicateWork = { comparisons: 0 };

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from how in into is it its of on or that ' +
    'the this to use used uses using when with you your user users'
  ).split(' '),
);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !STOP_WORDS.has(w)),
  );
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Groups of skills whose descriptions are nearly the same: they compete for the same prompts. One
 * diagnostic per group (on its first skill), never one per pair: 500 templated descriptions are one
 * finding, not 125,000. Memory is linear: a union-find over skills, and posting lists of prefix words.
 *
 * Candidates come from a set-similarity join with prefix filtering: two sets can reach the threshold only
 * if they share one of their rarest `|s| - ceil(t·|s|) + 1` words. Skills already in one group are not
 * compared again, so identical descriptions cost one comparison each.
 */
export function checkNearDuplicateDescriptions(skills: readonly SkillRecord[]): Diagnostic[] {
  const described = skills
    .filter((s) => s.description && s.description.trim() !== '')
    .map((s) => ({ skill: s, words: words(s.description!) }));
  const frequency = new Map<string, number>();
  for (const d of described) for (const w of d.words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const byRarity = (a: string, b: string) => frequency.get(a)! - frequency.get(b)! || compareStrings(a, b);

  const parent = described.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[i] !== r) {
      const next = parent[i]!;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  /** The lowest similarity that joined each group, for the message. */
  const weakest = new Map<number, number>();

  const index = new Map<string, number[]>();
  for (let j = 0; j < described.length; j++) {
    const b = described[j]!;
    const prefix = rarest(b.words, b.words.size - Math.ceil(NEAR_DUPLICATE_SIMILARITY * b.words.size) + 1, byRarity);
    for (const w of prefix) {
      for (const i of index.get(w) ?? []) {
        const ri = find(i);
        const rj = find(j);
        if (ri === rj) continue;
        nearDuplicateWork.comparisons++;
        const similarity = jaccard(described[i]!.words, b.words);
        if (similarity < NEAR_DUPLICATE_SIMILARITY) continue;
        const low = Math.min(similarity, weakest.get(ri) ?? 1, weakest.get(rj) ?? 1);
        const root = Math.min(ri, rj);
        parent[Math.max(ri, rj)] = root;
        weakest.set(root, low);
      }
    }
    for (const w of prefix) {
      const list = index.get(w);
      if (list) list.push(j);
      else index.set(w, [j]);
    }
  }

  const groups = new Map<number, number[]>();
  for (let i = 0; i < described.length; i++) {
    const r = find(i);
    const group = groups.get(r);
    if (group) group.push(i);
    else groups.set(r, [i]);
  }
  const out: Diagnostic[] = [];
  for (const [root, members] of groups) {
    if (members.length < 2) continue;
    const sorted = members.map((i) => described[i]!.skill).sort((x, y) => compareStrings(x.file, y.file));
    const [first, ...others] = sorted as [SkillRecord, ...SkillRecord[]];
    const shown = others.slice(0, NEAR_DUPLICATE_NAMES_SHOWN).map((s) => `\`${s.name}\` (${s.file})`);
    const more = others.length > shown.length ? ` and ${others.length - shown.length} more` : '';
    const percent = Math.floor((weakest.get(root) ?? NEAR_DUPLICATE_SIMILARITY) * 100);
    out.push(
      diagnostic(
        'description-near-duplicate',
        first.file,
        `${sorted.length} skills have nearly the same description (each at ` +
          `least ${percent}% alike a neighbour in the group): \`${first.name}\` ` +
          `and ${shown.join(', ')}${more}. They compete for the same prompts; ` +
          `say what sets each apart.`,
        { line: first.lineOf(['description']) },
      ),
    );
  }
  return out;
}

/** The `k` first of `items` in `order`, in that order: a few of a dozen, without sorting them all. */
function rarest(items: Iterable<string>, k: number, order: (a: string, b: string) => number): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (out.length === k && order(item, out[k - 1]!) >= 0) continue;
    let at = out.length < k ? out.length : k - 1;
    while (at > 0 && order(item, out[at - 1]!) < 0) {
      out[at] = out[at - 1]!; // when full, the last is dropped
      at--;
    }
    out[at] = item;
  }
  return out;
}
