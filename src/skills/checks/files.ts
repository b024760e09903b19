import type { Dirent } from 'node:fs';
import { diagnostic, type Diagnostic } from '../diagnostic.js';
import { kib } from '../readSkill.js';
import type { SkillRecord } from '../skill.js';
import {
  hiddenBehindLink,
  isInside,
  walkFollowingLinks,
  WalkLimitError,
  type LinkLoop,
  type SkillFileEntry,
} from '../skillFiles.js';

export const SKILL_MAX_FILES = 1000;
export const SKILL_MAX_BYTES = 50 * 1024 * 1024;

// Control characters and backslashes: harmless on Linux, but they corrupt listings and become path
// separators on Windows runners.
const UNSAFE_NAME = /[\u0000-\u001f\u007f\\]/;

/** Symlinks, file names and sizes of everything an install of this skill would copy. */
export function checkSkillFiles(skill: SkillRecord, entries: readonly SkillFileEntry[], realDir: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (rel: string) => (skill.dir === '' ? rel : `${skill.dir}/${rel}`);

  let files = 0;
  let bytes = 0;
  const seenLower = new Map<string, string>();
  const hiddenOf = new Map<string, string | undefined>();
  for (const entry of entries) {
    const name = entry.rel.split('/').pop()!;
    if (UNSAFE_NAME.test(name)) {
      out.push(
        diagnostic(
          'file-name-unsafe',
          skill.file,
          `\`${JSON.stringify(entry.rel).slice(1, -1)}\` has a control character ` +
            `or a backslash in its name. Rename it with plain characters.`,
        ),
      );
    }
    const lower = entry.rel.toLowerCase();
    const clash = seenLower.get(lower);
    if (clash !== undefined) {
      out.push(
        diagnostic(
          'file-name-unsafe',
          at(entry.rel),
          `\`${entry.rel}\` and \`${clash}\` differ only in case and overwrite ` +
            `each other on macOS and Windows runners. Rename one.`,
        ),
      );
    }
    seenLower.set(lower, entry.rel);

    if (entry.kind === 'special') {
      const message =
        `\`${entry.rel}\` is ${entry.what}, not a file: caliper never reads or ` +
        `installs it. Remove it, or commit a plain file in its place.`;
      out.push(diagnostic('file-unreadable', at(entry.rel), message));
    }
    if (entry.kind === 'symlink') {
      if (entry.target === undefined) {
        out.push(
          diagnostic(
            'symlink-escape',
            at(entry.rel),
            `Symlink \`${entry.rel}\` points nowhere. Remove it or replace it with the file itself.`,
          ),
        );
      } else if (!isInside(realDir, entry.target)) {
        out.push(
          diagnostic(
            'symlink-escape',
            at(entry.rel),
            `Symlink \`${entry.rel}\` leads outside the skill folder; caliper ` +
              `never follows it. Copy the file into the skill folder instead.`,
          ),
        );
      } else if (!entry.targetIsDir && !entry.targetIsFile) {
        const message =
          `Symlink \`${entry.rel}\` leads to something that is neither a file ` +
          `nor a folder (a FIFO, a socket, a device): ` +
          'caliper never reads or installs it. Replace it with a plain file.';
        out.push(diagnostic('file-unreadable', at(entry.rel), message));
      } else {
        // Many links may share a target: each folder is searched once.
        if (!hiddenOf.has(entry.target)) hiddenOf.set(entry.target, hiddenBehindLink(realDir, entry.target));
        const hidden = hiddenOf.get(entry.target);
        if (hidden !== undefined)
          out.push(
            hiddenLinkDiagnostic(
              at(entry.rel),
              entry.rel,
              hidden,
              'is never installed: eval specs, `.caliper/` and `.git/` stay out of every sandbox',
            ),
          );
      }
    }
    if (entry.kind === 'file' || (entry.kind === 'symlink' && !entry.targetIsDir)) {
      files++;
      bytes += entry.size;
    }
  }
  if (files > SKILL_MAX_FILES) {
    out.push(
      diagnostic(
        'file-size',
        skill.file,
        `The skill folder holds ${files} files, over the cap of ` +
          `${SKILL_MAX_FILES}. Keep generated or vendored files out of it.`,
      ),
    );
  }
  if (bytes > SKILL_MAX_BYTES) {
    out.push(
      diagnostic(
        'file-size',
        skill.file,
        `The skill folder holds ${kib(bytes)}, over the cap of ${kib(SKILL_MAX_BYTES)}. Keep large assets out of it.`,
      ),
    );
  }
  return out;
}

/** A link that would hand the agent what caliper keeps from it; `why` says which rule hides `hidden`. */
export function hiddenLinkDiagnostic(file: string, link: string, hidden: string, why: string): Diagnostic {
  return diagnostic(
    'symlink-hidden-target',
    file,
    `Symlink \`${link}\` reaches \`${hidden}\`, which ${why}. caliper does ` +
      `not install the link; remove it, or put a plain copy of what the ` +
      `agent may see in its place.`,
  );
}

/**
 * Folder links that leave an install's walk endless or huge: the skill is walked as an install walks
 * it (following every folder link that stays inside), which only skills with such links need.
 */
export function checkFolderLinks(
  skill: SkillRecord,
  absDir: string,
  realDir: string,
  entries: readonly SkillFileEntry[],
  listings?: ReadonlyMap<string, Dirent[]>,
): Diagnostic[] {
  if (
    !entries.some((e) => e.kind === 'symlink' && e.targetIsDir && e.target !== undefined && isInside(realDir, e.target))
  )
    return [];
  const loops = new Map<string, LinkLoop>();
  const out: Diagnostic[] = [];
  try {
    const onLoop = (loop: LinkLoop) => {
      if (!loops.has(loop.link)) loops.set(loop.link, loop);
    };
    walkFollowingLinks(absDir, { listings, onLoop });
  } catch (error) {
    if (!(error instanceof WalkLimitError)) throw error;
    out.push(tooLargeDiagnostic(skill, error, 'with the folder links an install follows'));
  }
  for (const loop of loops.values()) out.push(loopDiagnostic(skill, loop));
  return out;
}

function loopDiagnostic(skill: SkillRecord, loop: LinkLoop): Diagnostic {
  const how =
    loop.via.length === 0
      ? 'a folder that holds the link itself'
      : `from where links lead back to it (${loop.via.map((l) => `\`${l}\``).join(' then ')})`;
  return diagnostic(
    'symlink-loop',
    skill.dir === '' ? loop.link : `${skill.dir}/${loop.link}`,
    `Symlink \`${loop.link}\` points at \`${loop.target}\`, ${how}, so ` +
      `walking it never ends. Remove it, or point it at a file or folder ` +
      `that does not contain it.`,
  );
}

/** A skill folder past WALK_LIMITS, which no install copies. */
export function tooLargeDiagnostic(skill: SkillRecord, error: WalkLimitError, how?: string): Diagnostic {
  return diagnostic(
    'skill-folder-too-large',
    skill.file,
    `The skill folder ` +
      `\`${skill.dir === '' ? '.' : skill.dir}\`${how ? `, walked ${how},` : ''} ` +
      `${error.message}: past what caliper walks, so it is not installed. ` +
      `Keep generated or vendored files out of it, and remove links that ` +
      `repeat folders.`,
  );
}
