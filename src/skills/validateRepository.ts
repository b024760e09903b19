import { existsSync, lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { installedSkills, readEvalSpec, readSpecText, type SkillIndex } from '../eval/spec/readSpec.js';
import type { EvalSpec } from '../eval/spec/types.js';
import { checkFields } from './checks/fields.js';
import { checkFolderLinks, checkSkillFiles, hiddenLinkDiagnostic, tooLargeDiagnostic } from './checks/files.js';
import { checkNearDuplicateDescriptions } from './checks/nearDuplicates.js';
import { checkListingBudget } from './listing/checkListingBudget.js';
import { checkQuality } from './checks/quality.js';
import { checkMentions } from './checks/mentions.js';
import { checkReferences, repositoryLayout } from './checks/references.js';
import { applyValidateConfig } from './config/applyConfig.js';
import { DEFAULT_VALIDATE_CONFIG, type ValidateConfig } from './config/validateConfig.js';
import { mergeDependencies, type Dependency } from './dependencies.js';
import { compareDiagnostics, diagnostic, type Diagnostic } from './diagnostic.js';
import { discoverSkills, type Discovery } from './discover.js';
import { readsAsCaliperSpec } from './evalSpecFiles.js';
import { EVAL_SPEC_FILE, NATIVE_SKILL_ROOTS, SKILL_FILE } from './layout.js';
import { extractMentions } from './mentions.js';
import { checkPluginVariables } from './checks/pluginVariables.js';
import { pluginLayout, type PluginFile } from './plugins.js';
import { readSkill, SKILL_MD_MAX_BYTES } from './readSkill.js';
import { scanReader } from './scan/reader.js';
import { scanSkillContent } from './scan/scanSkill.js';
import { skillFile, type SkillRecord } from './skill.js';
import { hiddenBehindLink, linkLeaving, walkSkillFolder, WalkLimitError, type SkillFileEntry } from './skillFiles.js';
import { compileGlobs } from '../util/glob.js';
import { readRepoText } from '../util/repoFiles.js';
import { append } from '../util/arrays.js';
import { groupBy } from '../util/groupBy.js';
import { compareStrings } from '../util/strings.js';

export interface ValidateOptions {
  strictSpec?: boolean;
  /** Globs (relative to the root) the discovery walk skips. */
  ignore?: readonly string[];
  /** Globs of folders whose `.md` files are commands on purpose: no `lone-command-file` there. */
  commandFolders?: readonly string[];
  /** The repository's `validate:` settings (rule severities, ignores, command folders, inline disables). */
  config?: ValidateConfig;
}

export interface SkillSummary {
  name: string;
  /** The skill's folder, relative to the root. */
  path: string;
  /** Other skills it needs (direct): its references land in them, or its text tells the agent to use them. */
  dependencies: Dependency[];
  /** Its `.eval.yaml`, relative to the root, when there is one. */
  evalSpec: string | undefined;
  /** The plugin it belongs to (root relative to the repository) and the plugin's files its text references. */
  plugin: SkillPlugin | undefined;
}

export interface SkillPlugin {
  root: string;
  /** One entry per file, at its first line; an eval installs them at the same place relative to the skill. */
  files: PluginFile[];
}

export interface ValidationReport {
  root: string;
  skills: SkillSummary[];
  /** Eval specs that passed validation, ready for the eval engine. */
  specs: EvalSpec[];
  diagnostics: Diagnostic[];
}

export function validateRepository(root: string, options: ValidateOptions = {}): ValidationReport {
  const absRoot = path.resolve(root);
  const realRoot = realpathSync.native(absRoot);
  const config = options.config ?? DEFAULT_VALIDATE_CONFIG;
  const discovery = discoverSkills(absRoot, {
    ignore: [...(options.ignore ?? []), ...config.ignore],
    commandFolders: [...(options.commandFolders ?? []), ...config.commands],
  });
  const diagnostics: Diagnostic[] = [...structuralDiagnostics(discovery, realRoot)];

  const skills: SkillRecord[] = [];
  const filesOf = new Map<SkillRecord, SkillFileEntry[]>();
  for (const dir of discovery.skillDirs) {
    const absDir = discovery.skillPaths.get(dir)!;
    const entry = discovery.listings.get(absDir)?.find((e) => e.name === SKILL_FILE);
    const { files, tooLarge } = walkSkill(absDir, discovery.listings);
    // The walk measured SKILL.md already: reading it needs no fstat.
    const measured = files.find((f) => f.rel === SKILL_FILE);
    const size = measured && 'size' in measured ? measured.size : undefined;
    const read = readSkill(absRoot, dir, { realRoot, absDir, isLink: entry?.isSymbolicLink(), size });
    skills.push(read.skill);
    filesOf.set(read.skill, files);
    append(diagnostics, read.diagnostics);
    if (tooLarge) diagnostics.push(tooLargeDiagnostic(read.skill, tooLarge));
  }
  const layout = repositoryLayout(
    absRoot,
    skills,
    pluginLayout(absRoot, discovery.skillDirs, discovery.listings),
    discovery.skillPaths,
  );
  append(diagnostics, layout.plugins.unread);
  const inClaudePlugin = claudePluginDetector(absRoot);
  const directDependencies = new Map<string, Dependency[]>();
  const readForScan = scanReader(realRoot);
  const pluginOf = new Map<SkillRecord, SkillPlugin>();
  for (const skill of skills) {
    const files = filesOf.get(skill)!;
    append(
      diagnostics,
      checkFields(skill, { strictSpec: options.strictSpec ?? false, inClaudePlugin: inClaudePlugin(skill.dir) }),
    );
    append(diagnostics, checkSkillFiles(skill, files, layout.realDirOf.get(skill)!));
    append(
      diagnostics,
      checkFolderLinks(skill, layout.absDirOf.get(skill)!, layout.realDirOf.get(skill)!, files, discovery.listings),
    );
    append(diagnostics, checkQuality(skill));
    const mentions = extractMentions(skill.body, skill.bodyStartLine);
    const refs = checkReferences(absRoot, skill, layout, files, mentions);
    const mentioned = checkMentions(skill, mentions, layout);
    append(diagnostics, refs.diagnostics);
    append(diagnostics, scanSkillContent(skill, refs.localFiles, readForScan));
    const pluginRoot = layout.plugins.rootOf(skill.dir);
    if (pluginRoot !== undefined) pluginOf.set(skill, { root: pluginRoot, files: firstOfEach(refs.pluginFiles) });
    append(diagnostics, checkPluginVariables(skill, refs.rootedPaths, pluginRoot, inClaudePlugin(skill.dir)));
    append(diagnostics, mentioned.diagnostics);
    directDependencies.set(
      skill.name,
      mergeDependencies([
        ...(directDependencies.get(skill.name) ?? []),
        ...refs.dependencies,
        ...mentioned.dependencies,
      ]),
    );
  }
  append(diagnostics, checkDuplicateNames(skills));
  append(diagnostics, checkNearDuplicateDescriptions(skills));
  append(
    diagnostics,
    checkListingBudget(skills, config.installedTogether, (dir) => layout.plugins.rootOf(dir)),
  );
  const index = skillIndex(skills, directDependencies, filesOf);

  const specs: EvalSpec[] = [];
  const summaries: SkillSummary[] = skills.map((skill) => {
    const specFile = skillFile(skill.dir, EVAL_SPEC_FILE);
    // The discovery walk listed every skill folder: no file-system call per skill. A linked spec counts
    // as present, so that a link leaving the repository is reported rather than skipped.
    const listing = discovery.listings.get(layout.absDirOf.get(skill)!);
    // A FIFO or device by that name counts too: it is reported unread, not skipped in silence.
    const specEntry = listing?.find((e) => e.name === EVAL_SPEC_FILE && !e.isDirectory());
    const hasSpec = listing ? specEntry !== undefined : lexists(path.join(absRoot, specFile));
    const leaves = hasSpec && !specEntry?.isFile() ? linkLeaving(realRoot, path.join(absRoot, specFile)) : undefined;
    if (leaves !== undefined) {
      diagnostics.push(
        diagnostic(
          'symlink-escape',
          specFile,
          `\`${specFile}\` is a symlink that leads ` +
            `${leaves === 'nowhere' ? 'nowhere' : 'outside the repository'}; ` +
            `caliper does not read it. Replace it with the spec itself.`,
        ),
      );
    } else if (hasSpec) {
      const read = readSpecText(realRoot, path.join(absRoot, specFile), specFile);
      const { spec, diagnostics: specDiagnostics } =
        'text' in read
          ? readEvalSpec({
              root: absRoot,
              skillDir: skill.dir,
              subject: skill.name,
              file: specFile,
              text: read.text,
              skills: index,
            })
          : { spec: undefined, diagnostics: [read.diagnostic] };
      append(diagnostics, specDiagnostics);
      if (spec) specs.push(spec);
    }
    return {
      name: skill.name,
      path: skill.dir,
      dependencies: directDependencies.get(skill.name) ?? [],
      evalSpec: hasSpec ? specFile : undefined,
      plugin: pluginOf.get(skill),
    };
  });

  append(diagnostics, checkForbiddenLinks(specs, skills, filesOf, layout.realDirOf, index));
  // Disable comments come from the texts read above: a SKILL.md refused unread is not read again.
  const textOf = new Map(skills.map((s) => [s.file, s.text]));
  const configured = applyValidateConfig(diagnostics, config, (file) => textOf.get(file));
  return { root: absRoot, skills: summaries, specs, diagnostics: configured.sort(compareDiagnostics) };
}

/**
 * A link that reaches a file a spec forbids, in any skill that spec installs: installing it would hand
 * the agent the answer under another name. (Links to what is never installed at all are
 * `checkSkillFiles`' business.)
 */
function checkForbiddenLinks(
  specs: readonly EvalSpec[],
  skills: readonly SkillRecord[],
  filesOf: ReadonlyMap<SkillRecord, SkillFileEntry[]>,
  realDirOf: ReadonlyMap<SkillRecord, string>,
  index: SkillIndex,
): Diagnostic[] {
  const out = new Map<string, Diagnostic>();
  // A skill's own spec installs it too, so each spec's globs checked over its installed set cover all.
  for (const spec of specs) {
    if (spec.sandbox.forbiddenFiles.length === 0) continue;
    const forbidden = compileGlobs(spec.sandbox.forbiddenFiles);
    for (const name of installedSkills(spec, index)) {
      for (const skill of skills.filter((s) => s.name === name)) {
        const realDir = realDirOf.get(skill)!;
        // Many links may share a target: each folder is searched once.
        const hiddenOf = new Map<string, string | undefined>();
        const forbiddenIn = (target: string) => {
          if (!hiddenOf.has(target))
            hiddenOf.set(
              target,
              hiddenBehindLink(realDir, target) === undefined
                ? hiddenBehindLink(realDir, target, forbidden)
                : undefined,
            );
          return hiddenOf.get(target);
        };
        for (const entry of filesOf.get(skill) ?? []) {
          if (entry.kind !== 'symlink' || entry.target === undefined) continue;
          const hidden = forbiddenIn(entry.target);
          const file = skill.dir === '' ? entry.rel : `${skill.dir}/${entry.rel}`;
          if (hidden !== undefined && !out.has(file)) {
            out.set(
              file,
              hiddenLinkDiagnostic(file, entry.rel, hidden, `\`${spec.file}\` forbids (\`sandbox.forbidden_files\`)`),
            );
          }
        }
      }
    }
  }
  return [...out.values()];
}

/** A skill folder's own entries; none when it is past the walk's bounds (then `tooLarge` says how). */
function walkSkill(
  absDir: string,
  listings: Discovery['listings'],
): { files: SkillFileEntry[]; tooLarge?: WalkLimitError } {
  try {
    return { files: walkSkillFolder(absDir, { listings }) };
  } catch (error) {
    if (!(error instanceof WalkLimitError)) throw error;
    return { files: [], tooLarge: error };
  }
}

/** One entry per path, at its first line, keeping the root variable any of them was written after. */
function firstOfEach(files: readonly PluginFile[]): PluginFile[] {
  const byPath = new Map<string, PluginFile>();
  for (const f of [...files].sort((a, b) => a.line - b.line)) {
    const known = byPath.get(f.path);
    if (known === undefined) byPath.set(f.path, { ...f });
    else if (known.variable === undefined && f.variable !== undefined) known.variable = f.variable;
  }
  return [...byPath.values()].sort((a, b) => compareStrings(a.path, b.path));
}

function lexists(abs: string): boolean {
  try {
    lstatSync(abs);
    return true;
  } catch {
    return false;
  }
}

function structuralDiagnostics(discovery: Discovery, realRoot: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const lone of discovery.loneCommandFiles) {
    // A lone file in a skills folder may well have a `name` and `description`; what it lacks is a folder.
    const kind =
      lone.origin === 'command-folder'
        ? 'is a slash command, not a skill: it has no folder, no `name` and no `description`'
        : 'stands alone in a skills folder, where agents load only `<folder>/SKILL.md`';
    out.push(
      diagnostic(
        'lone-command-file',
        lone.file,
        `\`${lone.file}\` ${kind}, so nothing can install it and no agent can ` +
          `discover it. Move it to \`${lone.suggestedSkillFile}\` with \`name: ` +
          `${lone.name ?? '<name>'}\` and a \`description\` that says when to ` +
          `use it (\`caliper validate --fix\` does this).`,
        {
          line: 1,
          fix: {
            kind: 'move-command',
            from: lone.file,
            to: lone.suggestedSkillFile,
            name: lone.name ?? 'skill',
            description: undefined,
            userInvoked: lone.origin === 'command-folder',
          },
        },
      ),
    );
  }
  for (const file of discovery.misnamedSkillFiles) {
    const dir = path.posix.dirname(file);
    const rename = `Run \`git mv ${file} ${dir === '.' ? '' : `${dir}/`}SKILL.md\``;
    const name = frontMatterName(realRoot, path.join(discovery.root, file));
    // Under a skills folder, or named as its folder is: a skill for certain, just misnamed.
    if (isUnderSkillRoot(file) || (name !== undefined && name === path.posix.basename(dir))) {
      out.push(
        diagnostic(
          'skill-file-name',
          file,
          `\`${file}\` must be named \`SKILL.md\` (upper case); no CLI loads it as it is. ${rename}.`,
        ),
      );
    } else {
      // Elsewhere perhaps a docs page (docs generators publish a `skill.md`), perhaps a skill.
      const why =
        name === undefined
          ? 'has no `name`/`description` front matter'
          : `its \`name: ${name}\` is not its folder's name`;
      out.push(
        diagnostic(
          'skill-file-name',
          file,
          `\`${file}\` is not under a skills folder and ${why}, so caliper ` +
            `cannot tell whether it is meant as a skill or is a page of ` +
            `documentation. If it is a skill, no CLI loads it under this name: ` +
            `${rename}. If not, ignore this file (\`validate.ignore\` in ` +
            `.github/caliper.yml).`,
          { severity: 'warning' },
        ),
      );
    }
  }
  for (const file of discovery.skillFileFolders) {
    out.push(
      diagnostic(
        'skill-file-name',
        file,
        `\`${file}\` is not a regular file (a folder, a FIFO or a device, or a ` +
          `link to one): no CLI can load it as a skill, and caliper does not ` +
          `read it. Replace it with a SKILL.md file, or rename the folder.`,
      ),
    );
  }
  // Another tool's `evals/eval.yaml` (no `cases:`) is neither misnamed nor orphaned: it is not a caliper spec.
  const caliperSpec = (file: string) => readsAsCaliperSpec(path.join(discovery.root, file), path.posix.basename(file));
  for (const file of discovery.misnamedEvalSpecs.filter(caliperSpec)) {
    out.push(
      diagnostic(
        'eval-spec-file-name',
        file,
        `\`${file}\` is not read: the eval spec must be named \`${EVAL_SPEC_FILE}\`. Rename it.`,
      ),
    );
  }
  for (const file of discovery.orphanEvalSpecs.filter(caliperSpec)) {
    out.push(
      diagnostic(
        'eval-spec-orphan',
        file,
        `\`${file}\` has no SKILL.md beside it, so nothing runs it. Move it ` +
          `into the folder of the skill it evaluates, as \`.eval.yaml\`.`,
      ),
    );
  }
  for (const link of discovery.escapingLinks) {
    out.push(
      diagnostic(
        'symlink-escape',
        link.file,
        link.target === undefined
          ? `Symlink \`${link.file}\` points nowhere. Remove it or replace it with the skill itself.`
          : `Symlink \`${link.file}\` leads outside the repository; caliper never ` +
              `follows it. Copy the skill into the repository.`,
      ),
    );
  }
  const dirs = new Set(discovery.skillDirs);
  for (const dir of dirs) {
    const parent = ancestors(dir).find((a) => dirs.has(a));
    if (parent !== undefined) {
      out.push(
        diagnostic(
          'nested-skill',
          skillFile(dir, 'SKILL.md'),
          `This skill sits inside the skill folder \`${parent || '.'}\`, so ` +
            `installing that skill copies this one too. Move it next to it.`,
        ),
      );
    }
  }
  return out;
}

/**
 * Whether a skill folder sits inside a Claude Code plugin folder of the repository (`plugins/<p>/`, a
 * folder above it holding `.claude-plugin/plugin.json`): such a skill is installed by Claude Code's
 * plugin system only. A plugin at the repository root does not count: such repositories are usually
 * also installed into other agents (`npx skills add owner/repo`).
 */
function claudePluginDetector(root: string): (dir: string) => boolean {
  const known = new Map<string, boolean>();
  const isPluginRoot = (dir: string) => {
    let hit = known.get(dir);
    if (hit === undefined) {
      hit = existsSync(path.join(root, dir, '.claude-plugin', 'plugin.json'));
      known.set(dir, hit);
    }
    return hit;
  };
  return (dir) => ancestors(dir).some((a) => a !== '' && isPluginRoot(a));
}

/** Under a folder named `skills`/`skill` or a native root such as `.claude/skills`. */
function isUnderSkillRoot(file: string): boolean {
  const segments = file.split('/').slice(0, -1);
  return (
    segments.some((s) => s === 'skills' || s === 'skill') ||
    NATIVE_SKILL_ROOTS.some((r) => file.startsWith(`${r}/`) || file.includes(`/${r}/`))
  );
}

/** The `name:` of the front matter the file opens with, when it has both `name:` and `description:` lines. */
function frontMatterName(realRoot: string, abs: string): string | undefined {
  const head = readRepoText(realRoot, abs, SKILL_MD_MAX_BYTES)?.slice(0, 8192);
  if (head === undefined) return undefined;
  const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)/.exec(head)?.[1];
  if (fm === undefined || !/^description\s*:/m.test(fm)) return undefined;
  return /^name[ \t]*:([^\r\n]*)/m
    .exec(fm)?.[1]
    ?.trim()
    .replace(/^(["'])(.*)\1$/, '$2');
}

/** `a/b/c` -> `a/b`, `a`, `` (the root). */
function ancestors(dir: string): string[] {
  if (dir === '') return [];
  const parts = dir.split('/');
  return parts.map((_, i) => parts.slice(0, parts.length - 1 - i).join('/'));
}

function checkDuplicateNames(skills: readonly SkillRecord[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, group] of groupBy(skills, (s) => s.name)) {
    if (group.length < 2) continue;
    for (const s of group.slice(1)) {
      out.push(
        diagnostic(
          'name-duplicate',
          s.file,
          `\`name: ${name}\` is also the name of ${group[0]!.file}. A skill's ` +
            `identity is its name: rename one of them.`,
          {
            line: s.frontmatter ? s.lineOf(['name']) : 1,
          },
        ),
      );
    }
  }
  return out;
}

function skillIndex(
  skills: readonly SkillRecord[],
  direct: Map<string, Dependency[]>,
  filesOf: ReadonlyMap<SkillRecord, SkillFileEntry[]>,
): SkillIndex {
  const byName = new Map(skills.map((s) => [s.name, s]));
  return {
    has: (name) => byName.has(name),
    disablesModelInvocation: (name) => byName.get(name)?.disableModelInvocation ?? false,
    directDependencies: (name) => (direct.get(name) ?? []).map((d) => d.name),
    paths: (name) => skills.filter((s) => s.name === name).flatMap((s) => (filesOf.get(s) ?? []).map((f) => f.rel)),
  };
}
