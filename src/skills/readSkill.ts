import { realpathSync } from 'node:fs';
import path from 'node:path';
import { append } from '../util/arrays.js';
import { checkDisableComments } from './checks/disableComments.js';
import { diagnostic, type Diagnostic } from './diagnostic.js';
import { parseFrontmatter } from './frontmatter.js';
import { SKILL_FILE } from './layout.js';
import { skillFile, type SkillRecord } from './skill.js';
import { linkLeaving } from './skillFiles.js';
import { childPath } from '../util/paths.js';
import { readRepoFile, type RepoFile } from '../util/repoFiles.js';

export const SKILL_MD_MAX_BYTES = 256 * 1024;

export interface ReadSkillOptions {
  /** The root's real path: a caller reading many skills resolves it once. */
  realRoot?: string;
  /** Whether SKILL.md is a symlink, when the caller's folder listing already says. */
  isLink?: boolean;
  /** The skill folder's absolute path, when the caller has it. */
  absDir?: string;
  /** Its size in bytes (of the file a link leads to), when the caller's walk of the folder already says. */
  size?: number;
}

/** Read one SKILL.md: encoding, size and front matter structure. Field rules run on the result. */
export function readSkill(
  root: string,
  dir: string,
  options: ReadSkillOptions = {},
): { skill: SkillRecord; diagnostics: Diagnostic[] } {
  const file = skillFile(dir, SKILL_FILE);
  const folderName = dir === '' ? path.basename(path.resolve(root)) : dir.split('/').pop()!;
  const skill = unreadSkill(dir, file, folderName);
  const read = readSkillText(root, file, options);
  if (read.kind === 'unread') return { skill, diagnostics: [read.why] };
  skill.text = read.text;
  skill.body = read.text;
  const diagnostics = checkDisableComments(file, read.text);
  append(diagnostics, readFrontmatter(skill, parseFrontmatter(read.text)));
  return { skill, diagnostics };
}

/** A skill as it is before its SKILL.md is read: named by its folder, no front matter, an empty body. */
function unreadSkill(dir: string, file: string, folderName: string): SkillRecord {
  return {
    dir,
    file,
    folderName,
    name: folderName,
    description: undefined,
    disableModelInvocation: false,
    frontmatter: undefined,
    body: '',
    text: undefined,
    bodyStartLine: 1,
    lineOf: () => 1,
  };
}

/** The text of SKILL.md, or why it was not read: a link out of the repository, its size, its encoding. */
function readSkillText(
  root: string,
  file: string,
  options: ReadSkillOptions,
): { kind: 'text'; text: string } | { kind: 'unread'; why: Diagnostic } {
  const abs = options.absDir === undefined ? path.join(root, file) : childPath(options.absDir, SKILL_FILE);
  const realRoot = options.realRoot ?? realpathSync.native(root);
  // A SKILL.md linked to a file outside the repository (a runner's secrets, /proc) is never read: its
  // text would end up in messages and the PR comment.
  const leaves = options.isLink === false ? undefined : linkLeaving(realRoot, abs);
  if (leaves !== undefined) {
    const why = diagnostic(
      'symlink-escape',
      file,
      `\`${file}\` is a symlink that leads ` +
        `${leaves === 'nowhere' ? 'nowhere' : 'outside the repository'}; ` +
        `caliper does not read it. Replace it with the file itself.`,
    );
    return { kind: 'unread', why };
  }
  const tooLarge = (size: number) =>
    diagnostic(
      'file-size',
      file,
      `SKILL.md is ${kib(size)}, over the ${kib(SKILL_MD_MAX_BYTES)} cap. ` +
        `Move detail into files under references/ and link to them.`,
    );
  if (options.size !== undefined && options.size > SKILL_MD_MAX_BYTES) {
    return { kind: 'unread', why: tooLarge(options.size) };
  }
  const read = readRepoFile(realRoot, abs, file, SKILL_MD_MAX_BYTES);
  if (read.kind === 'too-large') return { kind: 'unread', why: tooLarge(read.size) };
  if (read.kind !== 'file') return { kind: 'unread', why: unreadDiagnostic(file, read) };
  const text = decodeUtf8(read.bytes);
  if (text !== undefined) return { kind: 'text', text };
  const why = read.bytes.includes(0) ? 'is binary (it contains NUL bytes)' : 'is not valid UTF-8';
  return { kind: 'unread', why: diagnostic('file-encoding', file, `SKILL.md ${why}. Save it as UTF-8 text.`) };
}

/** The front matter into `skill` (its fields, body and lines), or what is wrong with it. */
function readFrontmatter(skill: SkillRecord, fm: ReturnType<typeof parseFrontmatter>): Diagnostic[] {
  const { file, folderName } = skill;
  const out: Diagnostic[] = [];
  switch (fm.kind) {
    case 'absent':
      out.push(
        diagnostic(
          'frontmatter-missing',
          file,
          `SKILL.md has no front matter. Start the file with:\n---\nname: ` +
            `${folderName}\ndescription: <what it does and when to use it>\n---`,
          { line: 1 },
        ),
      );
      break;
    case 'misplaced':
      out.push(
        diagnostic(
          'frontmatter-missing',
          file,
          `The front matter starts on line ${fm.line}; it must start on line 1. Remove what comes before it.`,
          { line: 1 },
        ),
      );
      break;
    case 'unclosed':
      out.push(
        diagnostic(
          'frontmatter-unclosed',
          file,
          'The front matter opened on line 1 is never closed. Add a line `---` after the last field.',
          { line: 1 },
        ),
      );
      break;
    case 'foreign-language':
      out.push(
        diagnostic(
          'frontmatter-language',
          file,
          `Front matter in \`${fm.language}\` is refused and was not run (it ` +
            `would execute code). Use a plain \`---\` YAML block.`,
          { line: 1 },
        ),
      );
      break;
    case 'invalid-yaml': {
      // Later checks read the body only: the unreadable block is not prose to scan for references.
      skill.body = fm.body;
      skill.bodyStartLine = fm.bodyStartLine;
      const fix = fm.refused
        ? 'It was refused unparsed: keep it to the fields a skill needs.'
        : 'Quote values that contain `: ` or start with a special character.';
      out.push(
        diagnostic('frontmatter-invalid-yaml', file, `The front matter is not valid YAML: ${fm.message}. ${fix}`, {
          line: fm.line,
        }),
      );
      break;
    }
    case 'not-a-mapping':
      out.push(
        diagnostic(
          'frontmatter-not-mapping',
          file,
          'The front matter must be a mapping (`name: …`, `description: …`), not a list or a single value.',
          { line: 2 },
        ),
      );
      break;
    case 'ok':
      skill.frontmatter = fm.data;
      skill.body = fm.body;
      skill.bodyStartLine = fm.bodyStartLine;
      skill.lineOf = fm.lineOf;
      if (typeof fm.data.name === 'string' && fm.data.name !== '') skill.name = fm.data.name;
      if (typeof fm.data.description === 'string') skill.description = fm.data.description;
      skill.disableModelInvocation = fm.data['disable-model-invocation'] === true;
      break;
  }
  return out;
}

/** Why a file of the repository that caliper reads (SKILL.md, a spec, a manifest) was left unread. */
export function unreadDiagnostic(
  file: string,
  read: Exclude<RepoFile, { kind: 'file' } | { kind: 'too-large' }>,
): Diagnostic {
  const gone = `${file} is ${read.kind === 'dir' ? 'a folder' : 'gone'} (it changed while caliper read the repository)`;
  const why = read.kind === 'refused' ? read.reason : gone;
  return diagnostic(
    'file-unreadable',
    file,
    `\`${file}\` was not read: ${why}. Commit it as a plain file in the repository.`,
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

export function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}
