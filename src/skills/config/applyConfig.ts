import path from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import { SKILL_FILE } from '../layout.js';
import { disableComments } from './disableComments.js';
import type { ValidateConfig } from './validateConfig.js';
import { SCAN_RULES } from '../scan/text.js';

/** A SKILL.md's text as read once, by its repository-relative path; undefined when it was left unread. */
type TextOf = (file: string) => string | undefined;

interface Suppressions {
  /** Rules off in the whole file (`*` for all), with the line of the comment that says so. */
  file: Map<string, number>;
  /** Line -> rules off on that line (`*` for all), with the line of the comment. */
  lines: Map<number, Map<string, number>>;
}

/**
 * Apply the repository's rule settings (severity or off), then the SKILL.md's own disable comments,
 * within what the configuration lets inline comments silence (by default warnings only: a pull request
 * cannot silence an error that gates it by adding a comment). `textOf` gives a SKILL.md's text as it
 * was read once (undefined when it was refused unread): nothing here reads the disk.
 */
export function applyValidateConfig(
  diagnostics: readonly Diagnostic[],
  config: ValidateConfig,
  textOf: TextOf,
): Diagnostic[] {
  const cache = new Map<string, Suppressions | undefined>();
  const out: Diagnostic[] = [];
  for (const original of diagnostics) {
    const setting = config.rules[original.rule];
    if (setting === 'off') continue;
    const d = setting && setting !== original.severity ? { ...original, severity: setting } : original;
    const comment = suppressed(textOf, d, cache);
    if (comment !== undefined && inlineMaySilence(config, d)) continue;
    // A comment meant for it that may not silence it: say so, or the author thinks it was read.
    if (comment !== undefined) out.push({ ...d, message: `${d.message} ${notSilenced(config, d, comment)}` });
    else out.push(withBareNote(d, cache));
  }
  return out;
}

function inlineMaySilence(config: ValidateConfig, d: Diagnostic): boolean {
  return config.inlineDisable === 'all' || (config.inlineDisable === 'warnings' && d.severity === 'warning');
}

/** Why the `caliper-disable` comment on line `comment` left this finding standing, and what to do. */
function notSilenced(config: ValidateConfig, d: Diagnostic, comment: number): string {
  const where = config.source ?? '.github/caliper.yml';
  return config.inlineDisable === 'none'
    ? `(The caliper-disable comment on line ${comment} is not read: \`inline-disable: none\` in ${where}.)`
    : `(The caliper-disable comment on line ${comment} does not silence an ` +
        `${d.severity}: fix it, or set \`validate.inline-disable: all\` in ` +
        `${where}.)`;
}

/** A content-scan finding under a bare `caliper-disable`, told why that comment left it standing. */
function withBareNote(d: Diagnostic, cache: Map<string, Suppressions | undefined>): Diagnostic {
  if (!isScanRule(d.rule)) return d;
  const s = cache.get(d.file);
  const bare = s?.file.get('*') ?? (d.line === undefined ? undefined : s?.lines.get(d.line)?.get('*'));
  if (bare === undefined) return d;
  const note =
    `(The caliper-disable comment on line ${bare} names no rule, so it silences no content-scan finding: ` +
    `name the rule, as in \`caliper-disable-next-line ${d.rule}\`.)`;
  return { ...d, message: `${d.message} ${note}` };
}

const isScanRule = (rule: string): boolean => (SCAN_RULES as readonly string[]).includes(rule);

/** The line of the disable comment that covers this finding, or undefined. */
function suppressed(textOf: TextOf, d: Diagnostic, cache: Map<string, Suppressions | undefined>): number | undefined {
  if (path.posix.basename(d.file) !== SKILL_FILE) return undefined;
  let s = cache.get(d.file);
  if (!cache.has(d.file)) {
    const text = textOf(d.file);
    s = text === undefined ? undefined : parseSuppressions(text);
    cache.set(d.file, s);
  }
  if (!s) return undefined;
  // A bare `caliper-disable` a pull request adds would blank the content scan of the very text it adds:
  // a scan finding is silenced only by a comment that names its rule, which a reviewer sees in the diff.
  const any = isScanRule(d.rule) ? undefined : '*';
  const whole = (any && s.file.get(any)) ?? s.file.get(d.rule);
  if (whole !== undefined) return whole;
  const onLine = d.line === undefined ? undefined : s.lines.get(d.line);
  return (any && onLine?.get(any)) ?? onLine?.get(d.rule);
}

export function parseSuppressions(text: string): Suppressions | undefined {
  const comments = disableComments(text);
  if (comments.length === 0) return undefined;
  const s: Suppressions = { file: new Map(), lines: new Map() };
  for (const comment of comments) {
    const ids = comment.ids.length === 0 ? ['*'] : comment.ids;
    const into = comment.scope === 'next-line' ? (s.lines.get(comment.line + 1) ?? new Map<string, number>()) : s.file;
    for (const id of ids) if (!into.has(id)) into.set(id, comment.line);
    if (comment.scope === 'next-line') s.lines.set(comment.line + 1, into);
  }
  return s;
}
