import path from 'node:path';
import type { Dependency } from '../dependencies.js';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import type { SkillMention } from '../mentions.js';
import type { PluginFile } from '../plugins.js';
import { extractReferences, readsAsDocumentTemplate, type Reference } from '../references.js';
import { plainSkillTree } from '../skillTree.js';
import type { SkillRecord } from '../skill.js';
import type { SkillFileEntry } from '../skillFiles.js';
import { caseMismatch, findIgnoringCase, skillCaseIndex } from './referenceCase.js';
import { confirmRepeats, distinct, missingInstructed, unconfirmed } from './referenceFindings.js';
import type { RepositoryLayout } from './referenceLayout.js';
import { foundOutside, type Resolved, rel, type Scope } from './referenceOutcome.js';
import {
  aboveSkill,
  instructionMeantForSkill,
  linkMeantAsFile,
  meantForASibling,
  meantForTheSkill,
  nearbySkills,
  projectRootOf,
  rank,
  resolveFirst,
  skillNamesIn,
  topFolders,
} from './referenceReading.js';

export { type RepositoryLayout, repositoryLayout } from './referenceLayout.js';

export interface ReferenceResult {
  diagnostics: Diagnostic[];
  /** Other skills this skill's references land in, with the line. */
  dependencies: Dependency[];
  /** Files of the skill's plugin (outside the skill and any other skill) that its text references. */
  pluginFiles: PluginFile[];
  /** Paths the text gives after a root variable (`${CLAUDE_PLUGIN_ROOT}/x`), outside code samples. */
  rootedPaths: { variable: string; target: string; line: number }[];
  /**
   * Files of the skill folder itself that the text references (relative to it, no link on the way): the content scan
   * reads them.
   */
  localFiles: Set<string>;
}

/**
 * Resolve every link and path a SKILL.md gives the agent. A Markdown link is meant as a file: when it
 * leads nowhere, the skill is broken (an error). A path in the text is read as the agent would: against
 * the skill folder, the plugin root (`${CLAUDE_PLUGIN_ROOT}/…`, `{baseDir}/…`, or any skill of a plugin),
 * or another skill the text names nearby (a dependency). One that still resolves nowhere may be the user's
 * file, so it is only a warning. Letter case is the exception: a file that exists under another case is
 * certainly meant, and breaks on Linux, so it is an error wherever it is written.
 */
export function checkReferences(
  root: string,
  skill: SkillRecord,
  layout: RepositoryLayout,
  files: readonly SkillFileEntry[],
  mentions: readonly SkillMention[] = [],
): ReferenceResult {
  const pass = new ReferencePass(root, skill, layout, files, mentions);
  const refs = extractReferences(skill.body, skill.bodyStartLine).sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  for (const ref of refs) pass.check(ref);
  return pass.result();
}

/** Where a path of the text starts, and whose file it reads as. */
interface Place {
  segments: string[];
  first: string;
  isLink: boolean;
  /** `scientific-skills/x.py` where `scientific-skills` is a skill beside this one. */
  sibling: boolean;
  /** `../other-skill/scripts/x.sh`: a file of a sibling skill, in prose or run by a command. */
  besideSkill: boolean;
}

/** A missing target certainly meant as a file (a link or an instruction says so), with where it says so. */
interface CertainlyMissing {
  line: number;
  why: string;
  lines: Set<number>;
}

/**
 * One skill's references, checked in order. What a target resolved to the first time it was met decides every
 * later occurrence (a real path is looked up once), each reported at its own line.
 */
class ReferencePass {
  private readonly diagnostics: Diagnostic[] = [];
  private readonly dependencies: Dependency[] = [];
  private readonly pluginFiles: PluginFile[] = [];
  private readonly rootedPaths: ReferenceResult['rootedPaths'] = [];
  private readonly localFiles = new Set<string>();
  private readonly resolved = new Map<string, 'plain' | Resolved>();
  /** A bare name's spelling on disk when it differs only in case, by name: read from disk once. */
  private readonly spelledAs = new Map<string, string | undefined>();
  private readonly certainlyMissing = new Map<string, CertainlyMissing>();
  private readonly unconfirmedAt: { target: string; at: number }[] = [];
  private readonly absDir: string;
  private readonly parentDir: string;
  private readonly entries: Set<string>;
  private readonly siblings: ReadonlySet<string>;
  private readonly absPluginRoot: string | undefined;
  private readonly absProjectRoot: string | undefined;
  private readonly scope: Scope;
  private readonly inPlainTree: (abs: string) => boolean;
  // Read only when a reference needs them.
  private namedInBody: SkillRecord[] | undefined;
  private template: boolean | undefined;
  private caseIndex: ReturnType<typeof skillCaseIndex> | undefined;
  private skillFolders: Set<string> | undefined;

  constructor(
    private readonly root: string,
    private readonly skill: SkillRecord,
    private readonly layout: RepositoryLayout,
    private readonly files: readonly SkillFileEntry[],
    private readonly mentions: readonly SkillMention[],
  ) {
    this.absDir = layout.absDirOf.get(skill)!;
    this.parentDir = path.dirname(this.absDir);
    this.entries = new Set(files.filter((f) => !f.rel.includes('/')).map((f) => f.rel));
    this.siblings = layout.folderNamesByParent.get(this.parentDir) ?? new Set<string>();
    const pluginRoot = layout.plugins.rootOf(skill.dir);
    this.absPluginRoot = pluginRoot === undefined ? undefined : path.join(root, pluginRoot);
    const projectRoot = projectRootOf(skill.dir);
    this.absProjectRoot = projectRoot === undefined ? undefined : path.join(root, projectRoot);
    this.scope = {
      root,
      skill,
      layout,
      realDir: layout.realDirOf.get(skill)!,
      absPluginRoot: this.absPluginRoot,
      absProjectRoot: this.absProjectRoot,
      realPaths: new Map(),
    };
    this.inPlainTree = plainSkillTree(this.absDir, files);
  }

  check(ref: Reference): void {
    if (ref.kind === 'name') {
      this.checkName(ref);
      return;
    }
    const place = this.placeOf(ref);
    // A sample of the user's project (`${CLAUDE_PLUGIN_ROOT}` in a plugin.json included), an example, a
    // word of prose: not a reference. Unless it names a file of this skill in another letter case: then
    // the skill's own file is meant, and the spelling breaks on Linux.
    if (!this.isReference(ref, place)) {
      this.checkSpelling(ref);
      return;
    }
    if (ref.variable !== undefined)
      this.rootedPaths.push({ variable: ref.variable, target: ref.target, line: ref.line });
    const found = this.resolve(ref, place);
    if (found === 'plain') return;
    if (found.abs === undefined) this.reportMissing(ref, place, found);
    else this.recordFound(ref, found, found.abs);
  }

  result(): ReferenceResult {
    return {
      diagnostics: distinct(confirmRepeats(this.diagnostics, this.unconfirmedAt, this.certainlyMissing)),
      dependencies: this.dependencies,
      pluginFiles: this.pluginFiles,
      rootedPaths: this.rootedPaths,
      localFiles: this.localFiles,
    };
  }

  /** A bare name is only ours when the skill has it; we flag the one mistake we can be sure of. */
  private checkName(ref: Reference): void {
    const { entries } = this;
    if (entries.has(ref.target)) this.localFiles.add(ref.target);
    if (!this.spelledAs.has(ref.target))
      this.spelledAs.set(
        ref.target,
        entries.has(ref.target) || entries.has(`${ref.target}.md`)
          ? undefined
          : findIgnoringCase(this.absDir, ref.target),
      );
    const caseOnly = this.spelledAs.get(ref.target);
    if (caseOnly) this.diagnostics.push(caseMismatch(this.skill, ref.target, caseOnly, ref.line));
  }

  private placeOf(ref: Reference): Place {
    const segments = ref.target.split('/');
    const first = segments[0]!;
    const isLink = ref.kind === 'link';
    const sibling =
      !isLink &&
      !ref.rooted &&
      ref.where !== 'code' &&
      this.siblings.has(first) &&
      first !== this.skill.folderName &&
      meantForASibling(ref);
    const besideSkill = first === '..' && this.siblings.has(segments[1] ?? '') && segments[1] !== this.skill.folderName;
    return { segments, first, isLink, sibling, besideSkill };
  }

  private isReference(ref: Reference, p: Place): boolean {
    if (ref.where === 'code') return false;
    return p.isLink || ref.rooted || p.sibling || meantForTheSkill(ref, p.first, this.entries, p.besideSkill);
  }

  private checkSpelling(ref: Reference): void {
    const spelled = (this.caseIndex ??= skillCaseIndex(this.files)).misspelled(ref.target);
    if (spelled !== undefined) this.diagnostics.push(caseMismatch(this.skill, ref.target, spelled, ref.line));
  }

  /** What the target resolved to the first time this kind of reference gave it; looked up now if never. */
  private resolve(ref: Reference, p: Place): 'plain' | Resolved {
    const key = `${p.isLink ? 'l' : 'p'}${p.sibling ? 's' : ''}${ref.rooted ? 'r' : ''}:${ref.target}`;
    const known = this.resolved.get(key);
    if (known !== undefined) return known;
    // A file of this skill the walk saw (no link on the way): it exists and it is installed.
    const inSkill = path.resolve(this.absDir, ref.target);
    if (!p.sibling && this.inPlainTree(inSkill)) {
      this.resolved.set(key, 'plain');
      this.localFiles.add(path.relative(this.absDir, inSkill).split(path.sep).join('/'));
      return 'plain';
    }
    const bases = this.basesFor(ref, p);
    let abs = resolveFirst(bases, ref.target);
    let viaMention: string | undefined;
    if (abs === undefined && !p.isLink) {
      for (const other of this.namedNearby(ref.line)) {
        abs = resolveFirst([path.join(this.root, other.dir)], ref.target);
        if (abs !== undefined) {
          viaMention = other.name;
          break;
        }
      }
    }
    const found: Resolved = { abs, viaMention, bases };
    this.resolved.set(key, found);
    return found;
  }

  /** The folders a path is looked for in, the skill's (or its parent's, for a sibling's file) first. */
  private basesFor(ref: Reference, p: Place): string[] {
    const { absDir, absPluginRoot, absProjectRoot } = this;
    const bases = p.sibling ? [this.parentDir] : [absDir];
    // A plugin installs as a whole: its skills may point at the plugin's own agents, scripts and prompts.
    if ((!p.isLink || ref.rooted) && absPluginRoot !== undefined && absPluginRoot !== absDir) bases.push(absPluginRoot);
    // A project's own skill (`.claude/skills/x`) is read by an agent working in that project.
    if (!p.isLink && absProjectRoot !== undefined) bases.push(absProjectRoot);
    return bases;
  }

  private namedNearby(line: number): SkillRecord[] {
    this.namedInBody ??= skillNamesIn(this.skill, this.layout);
    return nearbySkills(this.mentions, line, this.skill, this.layout, this.namedInBody);
  }

  private reportMissing(ref: Reference, p: Place, found: Resolved): void {
    const { root, skill } = this;
    const line = ref.line;
    // `null`: looked for in every letter case, not there.
    found.caseOnly ??=
      found.bases.map((b) => findIgnoringCase(b, ref.target)).find((spelled) => spelled !== undefined) ?? null;
    const looked = rel(root, path.resolve(found.bases[0]!, ref.target));
    const meant =
      !p.isLink &&
      instructionMeantForSkill(
        ref,
        p.first,
        (this.skillFolders ??= topFolders(this.files)),
        p.sibling || p.besideSkill,
      );
    // A file the repository has above the skill (a plugin's `scripts/` without a standard manifest) may be what is
    // meant.
    const instruction = meant && !aboveSkill(root, skill.dir, ref.target) ? ref.instruction?.() : undefined;
    if (found.caseOnly) this.diagnostics.push(caseMismatch(skill, ref.target, found.caseOnly, line));
    else if (p.isLink && linkMeantAsFile(ref, this.entries, (this.template ??= readsAsDocumentTemplate(skill.body)))) {
      this.certain(ref.target, line, 'links it');
      this.diagnostics.push(
        diagnostic(
          'reference-unresolved',
          skill.file,
          `Link target \`${ref.target}\` does not exist (looked for ${looked}). ` +
            `Fix the link or add the file to the skill folder.`,
          { line },
        ),
      );
    } else if (instruction !== undefined) {
      this.certain(ref.target, line, `tells the agent to open or run it (${instruction})`);
      const inSibling = p.sibling ? p.first : p.besideSkill ? p.segments[1] : undefined;
      this.diagnostics.push(missingInstructed(skill, ref.target, line, looked, instruction, inSibling));
    } else {
      this.unconfirmedAt.push({ target: ref.target, at: this.diagnostics.length });
      this.diagnostics.push(unconfirmed(root, skill, ref, found.bases, { line }));
    }
  }

  private certain(target: string, line: number, why: string): void {
    const known = this.certainlyMissing.get(target);
    if (known === undefined) this.certainlyMissing.set(target, { line, why, lines: new Set([line]) });
    else known.lines.add(line);
  }

  /** Each occurrence is judged as the first was (a real path looked up once), at its own line. */
  private recordFound(ref: Reference, found: Resolved, abs: string): void {
    const line = ref.line;
    const outcome = (found.outcome ??= foundOutside(this.scope, ref, abs, found.viaMention));
    if (outcome.kind === 'diagnostic') this.diagnostics.push({ ...outcome.diagnostic, line });
    else if (outcome.kind === 'dependency') this.dependencies.push({ name: outcome.name, line, via: 'reference' });
    else if (outcome.kind === 'plugin-file') {
      // Where the text puts it (not where a link inside the plugin leads): an install must put it there.
      const file: PluginFile = { path: rel(this.absPluginRoot!, abs), line };
      if (ref.variable !== undefined) file.variable = ref.variable;
      this.pluginFiles.push(file);
    }
  }
}
