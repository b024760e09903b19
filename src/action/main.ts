import path from 'node:path';
import { countBySeverity } from '../report/validation/counts.js';
import { validationSummary } from '../report/validation/summary.js';
import { validateRepository } from '../skills/validateRepository.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { plural } from '../util/strings.js';

export const STAGES = ['validate'] as const;
type Stage = (typeof STAGES)[number];

/** The Action: read inputs, run the requested stages in order, publish outputs. Never throws. */
export async function runAction(rt: ActionRuntime, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const stages = parseList(rt.input('stages') || 'validate');
    const unknown = stages.filter((s) => !(STAGES as readonly string[]).includes(s));
    if (unknown.length > 0) {
      rt.fail(`Unknown stage(s) ${unknown.join(', ')} in input "stages". This version of caliper offers: ${STAGES.join(', ')}.`);
      return;
    }
    const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
    for (const stage of stages as Stage[]) {
      if (stage === 'validate') await validateStage(rt, workspace);
    }
  } catch (error) {
    rt.fail(`caliper failed unexpectedly: ${error instanceof Error ? error.message : String(error)}. Please report it with the step's log.`);
  }
}

async function validateStage(rt: ActionRuntime, workspace: string): Promise<void> {
  const dir = path.resolve(workspace, rt.input('path') || '.');
  const prefix = path.relative(workspace, dir).split(path.sep).join('/');
  const report = validateRepository(dir, {
    strictSpec: parseBoolean(rt.input('strict-spec'), 'strict-spec'),
    ignore: parseList(rt.input('ignore')),
  });
  for (const d of report.diagnostics) {
    const file = prefix === '' ? d.file : `${prefix}/${d.file}`;
    rt.annotate(d.severity, d.message, { file, ...(d.line !== undefined && { line: d.line }), title: `caliper ${d.rule}` });
  }
  await rt.appendSummary(validationSummary(report, prefix));
  const { errors, warnings } = countBySeverity(report.diagnostics);
  rt.setOutput('skills', JSON.stringify(report.skills.map((s) => ({ name: s.name, path: prefix === '' ? s.path || '.' : `${prefix}/${s.path}`.replace(/\/$/, '') }))));
  rt.setOutput('errors', String(errors));
  rt.setOutput('warnings', String(warnings));
  rt.info(`caliper validate: ${plural(report.skills.length, 'skill')}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`);
  if (errors > 0) rt.fail(`${plural(errors, 'error')} in the skills under ${prefix || '.'}; see the annotations and the job summary.`);
}

export function parseList(raw: string): string[] {
  return raw
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function parseBoolean(raw: string, name: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  throw new Error(`input "${name}" must be true or false, not "${raw}"`);
}
