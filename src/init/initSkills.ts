import { lstatSync, mkdirSync, readdirSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { discoverSkills } from '../skills/discover.js';
import { EVAL_SPEC_FILE, SKILL_FILE } from '../skills/layout.js';
import { readSkill } from '../skills/readSkill.js';
import type { SkillRecord } from '../skills/skill.js';
import { isInside, walkSkillFolder, WalkLimitError } from '../skills/skillFiles.js';
import { compareStrings } from '../util/strings.js';
import { draftSpec, type Draft, type SkillFacts } from './draft.js';
import { renderSpec, type FixturesFolder } from './renderSpec.js';

export const FIXTURES_FOLDER = 'fixtures';
const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What `caliper init` did for one skill; paths are relative to the root it was given. */
export type InitOutcome =
  | {
      kind: 'wrote';
      spec: string;
      shouldActivate: number;
      shouldNotActivate: number;
      placeholders: string[];
      kept: string[];
    }
  | { kind: 'exists'; spec: string }
  | { kind: 'not-drafted'; skill: string; why: string };

export interface InitTarget {
  /** The folder whose skills are siblings of one another (a repository, or a skill's parent folder). */
  root: string;
  /** Skill folders relative to the root to draft for; undefined for every skill found under it. */
  only: string | undefined;
  ignore: readonly string[];
  force: boolean;
}

/** Draft a spec for each skill of the target that has none (or each, with `force`), with its fixtures. */
export function initSkills(target: InitTarget): InitOutcome[] {
  const root = path.resolve(target.root);
  const discovery = discoverSkills(root, { ignore: target.ignore });
  const dirs = target.only === undefined ? discovery.skillDirs : [target.only];
  const read = (dir: string) =>
    readSkill(root, dir, { absDir: discovery.skillPaths.get(dir) ?? path.join(root, dir) }).skill;
  const all = [...new Set([...discovery.skillDirs, ...dirs])].sort(compareStrings).map(read);
  const facts = new Map(all.map((s) => [s.dir, factsOf(root, s)]));
  const siblings = [...facts.values()].filter((f): f is SkillFacts => f !== undefined && SKILL_NAME.test(f.name));
  return all
    .filter((s) => dirs.includes(s.dir))
    .map((skill) => initOne(root, skill, facts.get(skill.dir), siblings, target.force));
}

function factsOf(root: string, skill: SkillRecord): SkillFacts | undefined {
  if (skill.frontmatter === undefined || typeof skill.description !== 'string' || skill.description.trim() === '')
    return undefined;
  const whenToUse = skill.frontmatter['when_to_use'];
  return {
    name: skill.name,
    description: skill.description,
    whenToUse: typeof whenToUse === 'string' ? whenToUse : undefined,
    body: skill.body,
    files: ownFileNames(path.join(root, skill.dir)),
  };
}

/**
 * The names (lower case) of a skill's files and folders at any depth (`references/cli-reference.md` gives
 * `references` and `cli-reference.md`): documents of the skill, never inputs of the user's task. A folder
 * too large to walk gives its top-level names.
 */
function ownFileNames(absDir: string): Set<string> {
  try {
    // What `fixtures/` holds is the eval's input (caliper init's own placeholders among it), not the skill's.
    const entries = walkSkillFolder(absDir, { exclude: (rel) => rel === FIXTURES_FOLDER });
    return new Set(entries.map((e) => e.rel.slice(e.rel.lastIndexOf('/') + 1).toLowerCase()));
  } catch (e) {
    if (!(e instanceof WalkLimitError)) throw e;
    return new Set(
      readdirSync(absDir)
        .filter((n) => n !== FIXTURES_FOLDER)
        .map((n) => n.toLowerCase()),
    );
  }
}

function initOne(
  root: string,
  skill: SkillRecord,
  facts: SkillFacts | undefined,
  siblings: SkillFacts[],
  force: boolean,
): InitOutcome {
  const skillFile = skill.file;
  const specRel = skill.dir === '' ? EVAL_SPEC_FILE : `${skill.dir}/${EVAL_SPEC_FILE}`;
  const absDir = path.join(root, skill.dir);
  if (!isInside(realpathSync.native(root), realpathSync.native(absDir)))
    return {
      kind: 'not-drafted',
      skill: skillFile,
      why: 'its folder is a link that leads outside the folder caliper init was given',
    };
  if (facts === undefined)
    return {
      kind: 'not-drafted',
      skill: skillFile,
      why:
        `its front matter has no description, which is what a draft is made ` +
        `from. Add one (run caliper validate ${quoteArg(skill.dir || '.')} to ` +
        `see what is missing), then run caliper init again`,
    };
  if (!SKILL_NAME.test(facts.name))
    return {
      kind: 'not-drafted',
      skill: skillFile,
      why:
        'its name is not a valid skill name (lower-case letters, digits and ' +
        'single hyphens). Fix it (caliper validate --fix can), then run ' +
        'caliper init again',
    };
  if (skill.disableModelInvocation)
    return {
      kind: 'not-drafted',
      skill: skillFile,
      why:
        'it sets disable-model-invocation: true, so no agent chooses it by ' +
        'itself and activation cases would only score 0. Write its spec by ' +
        'hand (docs/eval-spec.md)',
    };

  const specAbs = path.join(absDir, EVAL_SPEC_FILE);
  const existing = lstatOrUndefined(specAbs);
  if (existing && !force) return { kind: 'exists', spec: specRel };
  if (existing?.isDirectory())
    return { kind: 'not-drafted', skill: skillFile, why: `${specRel} is a folder; move it away to draft a spec there` };

  const draft = draftSpec(facts, siblings);
  const { folder, placeholders, kept } = writeFixtures(absDir, draft);
  // Replaced, never written through: a spec that is a link is removed, not followed.
  if (existing) unlinkSync(specAbs);
  writeFileSync(specAbs, renderSpec(draft, folder), { flag: 'wx' });
  const prefix = skill.dir === '' ? '' : `${skill.dir}/`;
  return {
    kind: 'wrote',
    spec: specRel,
    shouldActivate: draft.shouldActivate.length,
    shouldNotActivate: draft.shouldNotActivate.length,
    placeholders: placeholders.map((p) => `${prefix}${p}`),
    kept: kept.map((p) => `${prefix}${p}`),
  };
}

/** The draft's placeholder inputs, in `fixtures/` of the skill: created when missing, never overwritten. */
function writeFixtures(
  absDir: string,
  draft: Draft,
): { folder: FixturesFolder; placeholders: string[]; kept: string[] } {
  if (draft.fixtures.length === 0) return { folder: { kind: 'none' }, placeholders: [], kept: [] };
  const folderAbs = path.join(absDir, FIXTURES_FOLDER);
  const stat = lstatOrUndefined(folderAbs);
  // A link or a file there is not a folder to write into: the link could lead anywhere.
  if (stat && !stat.isDirectory())
    return {
      folder: { kind: 'unusable', name: FIXTURES_FOLDER, inputs: draft.fixtures.map((f) => f.name) },
      placeholders: [],
      kept: [],
    };
  if (!stat) mkdirSync(folderAbs);
  const written: string[] = [];
  const kept: string[] = [];
  const notReal: string[] = [];
  for (const fixture of draft.fixtures) {
    const rel = `${FIXTURES_FOLDER}/${fixture.name}`;
    if (lstatOrUndefined(path.join(folderAbs, fixture.name))) {
      kept.push(rel);
      continue;
    }
    writeFileSync(path.join(folderAbs, fixture.name), fixture.content, { flag: 'wx' });
    written.push(rel);
    if (!fixture.real) notReal.push(fixture.name);
  }
  const placeholders = written.map((r) => r.slice(FIXTURES_FOLDER.length + 1));
  return { folder: { kind: 'folder', name: FIXTURES_FOLDER, placeholders, notReal }, placeholders: written, kept };
}

function lstatOrUndefined(file: string) {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function quoteArg(text: string): string {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;
}

/** Whether `dir` is itself a skill folder (holds a SKILL.md file). */
export function isSkillFolder(dir: string): boolean {
  return lstatOrUndefined(path.join(dir, SKILL_FILE))?.isFile() ?? false;
}
