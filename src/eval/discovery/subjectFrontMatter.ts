import { readFileSync } from 'node:fs';
import { TEXT_MAX } from '../../results/schema.js';
import { frontmatterText } from '../../skills/frontmatter.js';
import type { SkillInstall } from '../runner/trialPlan.js';

/**
 * The subject's front matter as caliper installed it (its own lines, as written), for the base → head
 * view of what the agent chose from; cut to what results.json holds of a text. Undefined when the
 * subject was not installed (the baseline arm) or has no front matter block.
 */
export function subjectFrontMatter(installs: readonly SkillInstall[], subject: string): string | undefined {
  const skillMd = installs.find((i) => i.name === subject)?.files.find((f) => f.rel === 'SKILL.md');
  if (!skillMd) return undefined;
  let text: string;
  try {
    text = readFileSync(skillMd.source, 'utf8');
  } catch {
    return undefined;
  }
  return frontmatterText(text)?.slice(0, TEXT_MAX);
}
