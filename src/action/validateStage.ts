import { countBySeverity } from '../report/validation/counts.js';
import { validationSummary } from '../report/validation/summary.js';
import { validationSection } from '../report/validation/comment.js';
import { eventPullRequest, postSection, runUrl } from './prComment.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import type { Section } from '../report/stickyComment.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { plural } from '../util/strings.js';

/**
 * Annotations on every finding, a job-summary table, outputs; fails the step on errors. Its section of
 * the PR comment also goes into `built`, for a job that comments on this one's behalf.
 */
export async function validateStage(rt: ActionRuntime, report: ValidationReport, prefix: string, env: NodeJS.ProcessEnv, built: Section[]): Promise<void> {
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
  const section = validationSection(report, prefix, runUrl(env));
  built.push({ id: 'validate', ...section });
  // Only when there is a token; a read-only one (a gate job) is not worth a warning: annotations carry the findings.
  if (rt.input('github-token')) {
    await postSection(rt, env, eventPullRequest(env)?.number, { id: 'validate', status: section.status, failed: section.failed }, () => section.body, { quietWhenDenied: true });
  }
  if (errors > 0) rt.fail(`${plural(errors, 'error')} in the skills under ${prefix || '.'}; see the annotations and the job summary.`);
}
