import type { Kept, ListingRule } from '../../skills/listing/budgets.js';

/**
 * Codex 0.171.0 (codex-rs/core-skills/src/render.rs, and the requests it sent): 2% of the model's context
 * window in tokens (bytes / 4), else 8,000 characters; one line `- name: description (file: path)` per
 * skill. When the full lines overflow, it shares what is left after the names out one character at a
 * time (short descriptions keep theirs whole); when even the names overflow, every description goes and
 * skills past the budget are left out. Lines are costed with Codex's shortest path form
 * (`r0/<name>/SKILL.md`), so the estimate errs low. 5,440 tokens is 2% of the 272,000-token window of
 * Codex's default models, the figure its log reports. It lists the description alone.
 */
export const CODEX_TOKENS = 5_440;

export const codexListing: ListingRule = {
  budget: {
    limit: CODEX_TOKENS,
    unit: 'tokens',
    source: "2% of the model's context window, for Codex's default models 272,000 tokens",
  },
  warns: true,
  hidesManualSkills: false,
  predict(skills) {
    // `- name: (file: r0/name/SKILL.md)\n` is 25 bytes and the name twice; a description adds itself and a space.
    const minimum = skills.map((s) => 25 + 2 * bytes(s.name));
    const described = skills.map((s) => bytes(s.description) + 1);
    const floor = minimum.reduce((a, b) => a + b, 0);
    const used = tokens(floor + described.reduce((a, b) => a + b, 0));
    if (used <= CODEX_TOKENS) return { used, kept: skills.map(() => 'whole') };
    if (tokens(floor) > CODEX_TOKENS) {
      let spent = 0;
      const kept = minimum.map((m): Kept => {
        if (spent + m > CODEX_TOKENS * 4) return 'unlisted';
        spent += m;
        return 'name-only';
      });
      return { used, kept };
    }
    const level = fillLevel(described, CODEX_TOKENS * 4 - floor);
    return { used, kept: described.map((d) => (d > level ? 'cut' : 'whole')) };
  },
};

/** The largest share each description may keep so that all of them fit in `room` (water filling). */
function fillLevel(sizes: readonly number[], room: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  let left = room;
  for (let i = 0; i < sorted.length; i++) {
    const share = Math.floor(left / (sorted.length - i));
    if (sorted[i]! > share) return share;
    left -= sorted[i]!;
  }
  return Infinity;
}

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

function tokens(byteCount: number): number {
  return Math.ceil(byteCount / 4);
}
