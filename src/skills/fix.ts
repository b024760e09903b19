import { existsSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, Fix } from './diagnostic.js';
import { parseFrontmatter } from './frontmatter.js';
import { rebaseLinks, retargetLinksTo } from './fixLinks.js';
import { isDocumentationFile } from './layout.js';
import { SKILL_MD_MAX_BYTES } from './readSkill.js';
import { readRepoFile } from '../util/repoFiles.js';

export interface FixOutcome {
  applied: string[];
  skipped: string[];
}

/** Apply the mechanical fixes that diagnostics offer. Each fix touches one file and never overwrites one. */
export function applyFixes(root: string, diagnostics: readonly Diagnostic[]): FixOutcome {
  const outcome: FixOutcome = { applied: [], skipped: [] };
  const seen = new Set<string>();
  for (const d of diagnostics) {
    if (!d.fix) continue;
    const key = JSON.stringify(d.fix);
    if (seen.has(key)) continue;
    seen.add(key);
    const result = applyFix(root, d.fix);
    (result.ok ? outcome.applied : outcome.skipped).push(result.message);
  }
  return outcome;
}

function applyFix(root: string, fix: Fix): { ok: boolean; message: string } {
  switch (fix.kind) {
    case 'set-name': {
      const abs = path.join(root, fix.file);
      const text = readForFix(root, fix.file);
      if (typeof text !== 'string') return text;
      const fm = parseFrontmatter(text);
      const before =
        fm.kind === 'ok' && typeof fm.data.name === 'string' ? ` (was ${JSON.stringify(fm.data.name)})` : '';
      writeFileSync(abs, setFrontmatterField(text, 'name', fix.name));
      return { ok: true, message: `${fix.file}: set name: ${fix.name}${before}` };
    }
    case 'respell-reference':
      return respellReference(root, fix);
    case 'move-command': {
      const from = path.join(root, fix.from);
      const to = path.join(root, fix.to);
      if (isDocumentationFile(path.posix.basename(fix.from)))
        return { ok: false, message: `${fix.from}: not moved, it is documentation, not a command` };
      if (existsSync(to) || fix.to.includes('<name>'))
        return { ok: false, message: `${fix.from}: not moved, ${fix.to} already exists or has no usable name` };
      const text = readForFix(root, fix.from);
      if (typeof text !== 'string') return text;
      const fm = parseFrontmatter(text);
      const body = fm.kind === 'ok' ? fm.body : text;
      let out = fm.kind === 'ok' ? text : `---\n---\n${text}`;
      const changes: string[] = [];
      // A slash command runs when the user types it; as a skill it must stay that way, or the model
      // could run a command that commits, pushes or deploys on its own.
      const keepUserInvoked = fix.userInvoked && !(fm.kind === 'ok' && 'disable-model-invocation' in fm.data);
      if (keepUserInvoked) {
        out = setFrontmatterField(out, 'disable-model-invocation', 'true');
        changes.push('disable-model-invocation: true (it stays a command the user runs)');
      }
      out = setFrontmatterField(out, 'name', fix.name);
      changes.unshift(`name: ${fix.name}`);
      const existing = fm.kind === 'ok' && typeof fm.data.description === 'string' && fm.data.description.trim() !== '';
      const description = existing ? undefined : (fix.description ?? firstProseLine(body));
      if (description) {
        out = setFrontmatterField(out, 'description', description);
        changes.push('description from its first line');
      }
      const rebased = rebaseLinks(out, fix.from, fix.to);
      if (rebased !== out) changes.push('its relative links rebased');
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, rebased);
      rmSync(from);
      const inbound = retargetLinksTo(root, fix.from, fix.to);
      if (inbound.changed.length > 0) changes.push(`links to it updated in ${inbound.changed.join(', ')}`);
      const notes = [
        ...(existing || description ? [] : ['add a description']),
        ...(inbound.complete ? [] : ['the repository is too large to search every file for links to it']),
      ];
      return {
        ok: true,
        message: `${fix.from} -> ${fix.to} (${changes.join(', ')}${notes.map((n) => `; ${n}`).join('')})`,
      };
    }
  }
}

/**
 * Rewrite `from` as `to` wherever it stands whole on the fix's line (not inside a longer path): the
 * letter case of a reference, so the line's other text stays as it was.
 */
function respellReference(
  root: string,
  fix: Extract<Fix, { kind: 'respell-reference' }>,
): { ok: boolean; message: string } {
  const abs = path.join(root, fix.file);
  const text = readForFix(root, fix.file);
  if (typeof text !== 'string') return text;
  const lines = text.split('\n');
  const where = `${fix.file}:${fix.line}`;
  const at = fix.line - 1;
  const escaped = fix.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(?<![\\w./-])${escaped}(?![\\w/-]|\\.\\w)`, 'g');
  const before = lines[at];
  if (before === undefined || !whole.test(before))
    return { ok: false, message: `${where}: \`${fix.from}\` not found as written on the line; not changed` };
  lines[at] = before.replace(whole, () => fix.to);
  writeFileSync(abs, lines.join('\n'));
  return { ok: true, message: `${where}: \`${fix.from}\` -> \`${fix.to}\`` };
}

/** The text of `rel` through the guarded reader, or why the fix is skipped (a FIFO, a link out, too large). */
function readForFix(root: string, rel: string): string | { ok: false; message: string } {
  const read = readRepoFile(realpathSync.native(root), path.join(root, rel), rel, SKILL_MD_MAX_BYTES);
  if (read.kind === 'file') return read.bytes.toString('utf8');
  const unread = read.kind === 'too-large' ? `it is over ${SKILL_MD_MAX_BYTES} bytes` : 'it is not a file';
  const why = read.kind === 'refused' ? read.reason : unread;
  return { ok: false, message: `${rel}: not changed, caliper did not read it (${why})` };
}

/** Replace a top-level field's line in the front matter, or add it after the opening `---`. */
export function setFrontmatterField(text: string, field: string, value: string): string {
  const lines = text.split('\n');
  const close = lines.findIndex((l, i) => i > 0 && /^(?:---|\.\.\.)\s*\r?$/.test(l));
  const rendered = `${field}: ${/^[a-z0-9-]+$/.test(value) ? value : JSON.stringify(value)}`;
  const existing = lines.findIndex((l, i) => i > 0 && i < close && new RegExp(`^${field}\\s*:`).test(l));
  if (existing > 0) {
    // Drop continuation lines of a multi-line value too.
    let end = existing + 1;
    while (end < close && /^\s+\S/.test(lines[end]!)) end++;
    lines.splice(existing, end - existing, rendered);
  } else {
    lines.splice(1, 0, rendered);
  }
  return lines.join('\n');
}

function firstProseLine(body: string): string | undefined {
  for (const raw of body.split(/\r?\n/)) {
    const line = raw.replace(/^#+\s*/, '').trim();
    if (line !== '' && !line.startsWith('```') && !line.startsWith('<') && !line.startsWith('$'))
      return line.slice(0, 1024);
  }
  return undefined;
}
