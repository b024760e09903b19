import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { ValidationReport } from '../../skills/validateRepository.js';
import { closest } from '../../util/suggest.js';
import type { Alongside } from './alongside.js';

/**
 * What a run was asked to select by name, and what each option is called where asked (`--skills`, `input "skills"`).
 */
export interface AskedNames {
  skills?: { names: readonly string[]; label: string };
  cases?: { names: readonly string[]; label: string };
  alongside?: { names: Alongside; label: string };
}

/**
 * Why a name asked for is none of this repository's, with what it may have meant (the closest name, or
 * what git says a renamed skill is called now), or names a skill with no eval spec to run; undefined when
 * every name is known. A name that matches nothing would select nothing and the run would plan nothing.
 * `shown`: the repository's folder as the user named it, for the command the message gives.
 */
export function unknownName(report: ValidationReport, asked: AskedNames, shown = '.'): string | undefined {
  const skillNames = [...new Set(report.skills.map((s) => s.name))];
  for (const option of [asked.skills, asked.alongside?.names === 'all' ? undefined : asked.alongside]) {
    if (!option) continue;
    const unknown = (option.names as readonly string[]).find((n) => !skillNames.includes(n));
    if (unknown !== undefined) return `${option.label}: ${unknownSkill(report, unknown, skillNames)}`;
  }
  const specless = asked.skills?.names.find(
    (n) => !report.skills.some((s) => s.name === n && s.evalSpec !== undefined),
  );
  if (specless !== undefined) return `${asked.skills!.label}: ${withoutSpec(report, specless, shown)}`;
  if (asked.cases) {
    const wanted = asked.skills ? report.specs.filter((s) => asked.skills!.names.includes(s.subject)) : report.specs;
    const ids = [...new Set(wanted.flatMap((s) => s.cases.map((c) => c.id)))];
    const unknown = asked.cases.names.find((id) => !ids.includes(id));
    if (unknown !== undefined) {
      const where = asked.skills ? `the specs of ${asked.skills.names.join(', ')}` : 'any spec of this repository';
      const guess = closest(unknown, ids);
      const hint = guess ? `did you mean ${JSON.stringify(guess)}?` : `its cases are ${listed(ids)}.`;
      return `${asked.cases.label}: no case ${JSON.stringify(unknown)} in ${where}; ${hint}`;
    }
  }
  return undefined;
}

function unknownSkill(report: ValidationReport, name: string, skillNames: readonly string[]): string {
  const renamed = renamedSkill(report, name);
  if (renamed) {
    const moved = `git: ${renamed.from} → ${renamed.to} in ${renamed.commit}`;
    return `the skill ${JSON.stringify(name)} is called ${JSON.stringify(renamed.now)} now (${moved}); use that name.`;
  }
  const guess = closest(name, skillNames);
  const hint = guess
    ? `did you mean ${JSON.stringify(guess)}?`
    : `its skills are ${listed(skillNames)} (caliper validate lists them).`;
  return `no skill named ${JSON.stringify(name)} in this repository; ${hint}`;
}

/** A skill asked for by name that has no `.eval.yaml`, and the command that drafts one. */
function withoutSpec(report: ValidationReport, name: string, shown: string): string {
  const folder = path.posix.join(shown.split(path.sep).join('/'), report.skills.find((s) => s.name === name)!.path);
  return (
    `the skill ${JSON.stringify(name)} has no .eval.yaml, so there is ` +
    `nothing of it to evaluate. \`caliper init ${folder}\` drafts one ` +
    `beside its SKILL.md (docs/eval-spec.md).`
  );
}

/** `a, b, c, d, e and 3 more` */
const listed = (names: readonly string[]) =>
  (names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`) || 'none';

/** How many commits back git is asked for renames: a name renamed longer ago than this gets "did you mean". */
const RENAME_HISTORY = 500;

/**
 * What git's rename detection says became of a skill folder called `name`: the most recent commit that
 * moved a `name/SKILL.md`, and the skill of this report now at its new folder. Undefined without git,
 * history, or such a move.
 */
export function renamedSkill(
  report: ValidationReport,
  name: string,
): { now: string; from: string; to: string; commit: string } | undefined {
  const args = [
    'log',
    '-M',
    '--diff-filter=R',
    '--name-status',
    '--relative',
    '--format=commit %h',
    '-n',
    String(RENAME_HISTORY),
    '--',
    '.',
  ];
  const log = spawnSync('git', args, { cwd: report.root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (log.status !== 0 || typeof log.stdout !== 'string') return undefined;
  let commit = '';
  for (const line of log.stdout.split('\n')) {
    if (line.startsWith('commit ')) commit = line.slice(7);
    const m = /^R\d*\t(.+)\t(.+)$/.exec(line);
    if (!m || path.posix.basename(m[1]!) !== 'SKILL.md') continue;
    const from = path.posix.dirname(m[1]!);
    if (path.posix.basename(from) !== name) continue;
    const to = path.posix.dirname(m[2]!);
    const now = report.skills.find((s) => s.path === (to === '.' ? '' : to));
    if (now && now.name !== name) return { now: now.name, from, to, commit };
  }
  return undefined;
}
