import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic, Fix } from './diagnostic.js';
import { parseFrontmatter } from './frontmatter.js';

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
      writeFileSync(abs, setFrontmatterField(readFileSync(abs, 'utf8'), 'name', fix.name));
      return { ok: true, message: `${fix.file}: set name: ${fix.name}` };
    }
    case 'move-command': {
      const from = path.join(root, fix.from);
      const to = path.join(root, fix.to);
      if (existsSync(to) || fix.to.includes('<name>')) return { ok: false, message: `${fix.from}: not moved, ${fix.to} already exists or has no usable name` };
      const text = readFileSync(from, 'utf8');
      const fm = parseFrontmatter(text);
      const body = fm.kind === 'ok' ? fm.body : text;
      let out = fm.kind === 'ok' ? text : `---\n---\n${text}`;
      out = setFrontmatterField(out, 'name', fix.name);
      const existing = fm.kind === 'ok' && typeof fm.data.description === 'string' && fm.data.description.trim() !== '';
      const description = existing ? undefined : (fix.description ?? firstProseLine(body));
      if (description) out = setFrontmatterField(out, 'description', description);
      mkdirSync(path.dirname(to), { recursive: true });
      writeFileSync(to, out);
      rmSync(from);
      const note = existing || description ? '' : ' (add a description)';
      return { ok: true, message: `${fix.from} -> ${fix.to}${note}` };
    }
  }
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
    if (line !== '' && !line.startsWith('```') && !line.startsWith('<') && !line.startsWith('$')) return line.slice(0, 1024);
  }
  return undefined;
}
