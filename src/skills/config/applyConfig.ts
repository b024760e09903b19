import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import { SKILL_FILE } from '../layout.js';
import { disableComments } from './disableComments.js';
import type { ValidateConfig } from './validateConfig.js';

interface Suppressions {
  /** Rules off in the whole file; `*` for all. */
  file: Set<string>;
  /** Line -> rules off on that line; `*` for all. */
  lines: Map<number, Set<string>>;
}

/**
 * Apply the repository's rule settings (severity or off), then the SKILL.md's own disable comments,
 * within what the configuration lets inline comments silence (by default warnings only: a pull request
 * cannot silence an error that gates it by adding a comment).
 */
export function applyValidateConfig(root: string, diagnostics: readonly Diagnostic[], config: ValidateConfig): Diagnostic[] {
  const cache = new Map<string, Suppressions | undefined>();
  const out: Diagnostic[] = [];
  for (const original of diagnostics) {
    const setting = config.rules[original.rule];
    if (setting === 'off') continue;
    const d = setting && setting !== original.severity ? { ...original, severity: setting } : original;
    if (inlineMaySilence(config, d) && suppressed(root, d, cache)) continue;
    out.push(d);
  }
  return out;
}

function inlineMaySilence(config: ValidateConfig, d: Diagnostic): boolean {
  return config.inlineDisable === 'all' || (config.inlineDisable === 'warnings' && d.severity === 'warning');
}

function suppressed(root: string, d: Diagnostic, cache: Map<string, Suppressions | undefined>): boolean {
  if (path.posix.basename(d.file) !== SKILL_FILE) return false;
  let s = cache.get(d.file);
  if (!cache.has(d.file)) {
    s = readSuppressions(path.join(root, d.file));
    cache.set(d.file, s);
  }
  if (!s) return false;
  if (s.file.has('*') || s.file.has(d.rule)) return true;
  const onLine = d.line === undefined ? undefined : s.lines.get(d.line);
  return onLine !== undefined && (onLine.has('*') || onLine.has(d.rule));
}

export function parseSuppressions(text: string): Suppressions | undefined {
  const comments = disableComments(text);
  if (comments.length === 0) return undefined;
  const s: Suppressions = { file: new Set(), lines: new Map() };
  for (const comment of comments) {
    const ids = comment.ids.length === 0 ? ['*'] : comment.ids;
    if (comment.scope === 'next-line') {
      const target = comment.line + 1;
      const set = s.lines.get(target) ?? new Set<string>();
      for (const id of ids) set.add(id);
      s.lines.set(target, set);
    } else {
      for (const id of ids) s.file.add(id);
    }
  }
  return s;
}

function readSuppressions(abs: string): Suppressions | undefined {
  try {
    return parseSuppressions(readFileSync(abs, 'utf8'));
  } catch {
    return undefined;
  }
}
