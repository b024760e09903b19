import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillRecord } from '../skill.js';
import { scanAgentOverride } from './agentOverride.js';
import { scanDataExfiltration } from './dataExfiltration.js';
import { scanDownloadAndRun } from './downloadAndRun.js';
import { scanHiddenUnicode } from './hiddenUnicode.js';
import { binaryAssetsDiagnostic, notScannedDiagnostic } from './notScanned.js';
import type { ScanReader } from './reader.js';
import { scanSecrets } from './secrets.js';
import { ScannedText, type Finding, type ScanRule } from './text.js';

/** Each rule family reads a whole text and returns its findings. */
const SCANNERS: readonly ((t: ScannedText) => Finding[])[] = [
  scanHiddenUnicode,
  scanSecrets,
  scanDownloadAndRun,
  scanAgentOverride,
  scanDataExfiltration,
];
/** Findings of one rule in one file past this are counted in the last one's message, not listed. */
export const MAX_FINDINGS_PER_RULE = 10;
/** Files the agent reads as instructions (Markdown, plain text): headings and fences give context there. */
const PROSE = /\.(?:md|markdown|mdx|txt)$/i;

/**
 * The content scan of one skill: its SKILL.md (front matter included) and each text file of its own
 * folder that SKILL.md references, read through the bounded reader (no link followed, size-capped). A
 * referenced file it could not read as text is named, with why. Every finding is a warning unless the
 * configuration says otherwise.
 */
export function scanSkillContent(skill: SkillRecord, localFiles: ReadonlySet<string>, read: ScanReader): Diagnostic[] {
  const out = scanText(skill.file, skill.text ?? '');
  const assets: { file: string; format: string }[] = [];
  for (const rel of [...localFiles].sort()) {
    const file = skill.dir === '' ? rel : `${skill.dir}/${rel}`;
    if (file === skill.file) continue;
    const got = read(file);
    if (got.kind === 'text') out.push(...scanText(file, got.text));
    else if (got.kind === 'binary') assets.push({ file, format: got.format });
    else if (got.kind === 'unscanned') out.push(notScannedDiagnostic(file, got.why));
  }
  if (assets.length > 0) out.push(binaryAssetsDiagnostic(skill.file, assets));
  return out;
}

/** The findings of every rule in one file's text, at most MAX_FINDINGS_PER_RULE each. */
export function scanText(file: string, text: string): Diagnostic[] {
  if (text === '') return [];
  const t = new ScannedText(text, PROSE.test(file));
  const out: Diagnostic[] = [];
  for (const scan of SCANNERS) {
    const byRule = new Map<ScanRule, Finding[]>();
    for (const f of scan(t)) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
    for (const findings of byRule.values()) {
      const shown = findings.sort((a, b) => a.at - b.at).slice(0, MAX_FINDINGS_PER_RULE);
      const more = findings.length - shown.length;
      shown.forEach((f, i) => {
        const { line, column } = t.position(f.at);
        const tail = more > 0 && i === shown.length - 1 ? ` (${more} more like it in this file are not listed.)` : '';
        out.push(diagnostic(f.rule, file, f.message + tail, { line, column }));
      });
    }
  }
  return out;
}
