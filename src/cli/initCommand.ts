import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { REPOSITORY_OPTIONS, repositoryOptions } from './repositoryOptions.js';
import { initSkills, isSkillFolder, type InitOutcome } from '../init/initSkills.js';
import { logText } from '../report/escape.js';
import type { Diagnostic } from '../skills/diagnostic.js';
import { validateRepository, type ValidateOptions } from '../skills/validateRepository.js';
import { plural } from '../util/strings.js';

export const INIT_USAGE = `Usage: caliper init [SKILL_DIR|DIR]... [--force] [--ignore GLOB]... [--config FILE]

Drafts a .eval.yaml beside each skill's SKILL.md from its front matter and body, offline and the same
every time (no model): prompts that should activate the skill (its task, described without its name),
prompts that should not (a sibling skill's task, or a near miss), placeholder fixtures for the input
files the body names, and checks to fill in. Every guess is on a line marked "# TODO".
A folder without a SKILL.md is searched for skills, as "caliper validate" finds them (default: .).
  --force        replace an existing .eval.yaml (placeholder fixtures never replace a file)
  --ignore GLOB  skip paths matching GLOB (repeatable), as for validate
  --config FILE  take ignore globs from this file (default: .github/caliper.yml, as for validate)
Then: review the TODO lines, "caliper validate --strict-spec", and "caliper eval --dry-run" for the cost.
`;

export function initCommand(args: string[], io: CliIO): number {
  const { values, positionals } = parseCommandArgs('init', {
    args,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      ignore: REPOSITORY_OPTIONS.ignore,
      config: REPOSITORY_OPTIONS.config,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(INIT_USAGE);
    return EXIT.ok;
  }
  let failed = false;
  for (const given of positionals.length > 0 ? positionals : ['.']) {
    const abs = path.resolve(io.cwd, given);
    if (!existsSync(abs) || !statSync(abs).isDirectory())
      throw new UsageError(`${given} is not a folder. Pass a skill's folder or a folder of skills.`);
    const skill = isSkillFolder(abs);
    const root = skill ? path.dirname(abs) : abs;
    const options = repositoryOptions(root, values, io.cwd);
    const ignore = [...(options.ignore ?? []), ...(options.config?.ignore ?? [])];
    const outcomes = initSkills({ root, only: skill ? path.basename(abs) : undefined, ignore, force: values.force });
    if (outcomes.length === 0) io.stderr(`caliper: no SKILL.md under ${logText(given)}; nothing to draft.\n`);
    const shown = (rel: string) =>
      logText(path.relative(io.cwd, path.join(root, rel)).split(path.sep).join('/') || '.');
    for (const outcome of outcomes) {
      io.stdout(`${describe(outcome, shown)}\n`);
      if (outcome.kind === 'not-drafted') failed = true;
    }
    const drafted = outcomes.flatMap((o) => (o.kind === 'wrote' ? [o.spec] : []));
    for (const d of selfCheck(root, drafted, { ...options, strictSpec: true })) {
      io.stderr(
        `caliper: internal error: the draft ${shown(d.file)}:${d.line ?? 1} ` +
          `has ${d.severity} ${d.rule}: ${logText(d.message)} (please report ` +
          `it)\n`,
      );
      failed = true;
    }
  }
  io.stdout(
    'Next: review the lines marked TODO, then run caliper validate ' +
      '--strict-spec, and caliper eval --dry-run to see what a run costs.\n',
  );
  return failed ? EXIT.failed : EXIT.ok;
}

function describe(outcome: InitOutcome, shown: (rel: string) => string): string {
  switch (outcome.kind) {
    case 'wrote': {
      const fixtures =
        outcome.placeholders.length === 0 ? '' : `; placeholder fixtures ${outcome.placeholders.map(shown).join(', ')}`;
      const kept = outcome.kept.length === 0 ? '' : `; kept ${outcome.kept.map(shown).join(', ')}`;
      return (
        `wrote ${shown(outcome.spec)}: ` +
        `${plural(outcome.shouldActivate, 'case')} that should activate, ` +
        `${outcome.shouldNotActivate} that should not${fixtures}${kept}`
      );
    }
    case 'exists':
      return (
        `skipped ${shown(outcome.spec)}: it exists, and caliper init never ` + `overwrites a spec (--force replaces it)`
      );
    case 'not-drafted':
      return `not drafted: ${shown(outcome.skill)}: ${logText(outcome.why)}.`;
  }
}

/** Findings of `validate --strict-spec` in the specs just written: a draft must never need fixing to run. */
function selfCheck(root: string, specs: string[], options: ValidateOptions): Diagnostic[] {
  if (specs.length === 0) return [];
  return validateRepository(root, options).diagnostics.filter((d) => specs.includes(d.file));
}
