/** At most this many choices outside the set are kept in a trial record. */
export const MAX_OUTSIDE_CHOICES = 10;
/** A skill's name as a CLI gives it (a plugin's skill as `plugin:skill`); anything else is not recorded. */
const LISTED_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The skills the agent chose and loaded that caliper did not install (a CLI's bundled skill, a project
 * skill a fixture brought): a choice, never "chose no skill". Sorted, bounded, names only of the form a
 * skill name has (the transcript is the agent's).
 */
export function chosenOutside(activated: ReadonlySet<string>, installed: readonly string[]): string[] {
  return [...activated]
    .filter((name) => !installed.includes(name) && LISTED_NAME.test(name))
    .sort()
    .slice(0, MAX_OUTSIDE_CHOICES);
}

/** How a reader is told: "chose plugin-authoring, not under test". */
export function outsideChoiceText(names: readonly string[]): string {
  return `chose ${names.join(', ')}, not under test`;
}

/**
 * A row's count by name: "chose plugin-authoring (2 trials), doctor (1 trial), not under test", each name through
 * `name` (the medium's escaper).
 */
export function outsideCountsText(
  counts: Readonly<Record<string, number>>,
  name: (s: string) => string,
  max = 3,
): string {
  const names = Object.entries(counts).map(([n, k]) => `${name(n)} (${k} trial${k === 1 ? '' : 's'})`);
  const shown =
    names.length <= max ? names.join(', ') : `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
  return `chose ${shown}, not under test`;
}
