import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { countBySeverity } from '../report/validation/counts.js';
import { formatSarif } from '../report/validation/sarif.js';
import { SUMMARY_MAX_ROWS, validationSummary } from '../report/validation/summary.js';
import { validationSection } from '../report/validation/comment.js';
import { eventPullRequest, postSection, runUrl } from './prComment.js';
import type { ValidationReport } from '../skills/validateRepository.js';
import type { Section } from '../report/stickyComment.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { plural } from '../util/strings.js';
import { ANNOTATION_LIMIT_TEXT, annotateFindings } from './annotations.js';

/**
 * Annotations on the findings (as many as GitHub shows, errors first; the rest in the log), optionally
 * SARIF of every finding, a job-summary table, outputs; fails the step on errors. Its section of the PR
 * comment also goes into `built`, for a job that comments on this one's behalf.
 */
export async function validateStage(
  rt: ActionRuntime,
  report: ValidationReport,
  prefix: string,
  env: NodeJS.ProcessEnv,
  built: Section[],
): Promise<void> {
  const sarif = writeSarif(rt, report, prefix, env);
  const findings = report.diagnostics.map((d) => ({
    ...d,
    file: prefix === '' ? d.file : `${prefix}/${d.file}`,
    title: `caliper ${d.rule}`,
  }));
  annotateFindings(
    rt,
    findings,
    (rest) =>
      `caliper validate: ${rest} of ${plural(findings.length, 'finding')} ` +
      `are not annotated (${ANNOTATION_LIMIT_TEXT}). This log lists every ` +
      `one below, ${sarif ? `${sarif} has them as SARIF, ` : ''}and the job ` +
      `summary the first ${SUMMARY_MAX_ROWS}.`,
  );
  await rt.appendSummary(validationSummary(report, prefix));
  const { errors, warnings } = countBySeverity(report.diagnostics);
  rt.setOutput(
    'skills',
    JSON.stringify(
      report.skills.map((s) => ({
        name: s.name,
        path: prefix === '' ? s.path || '.' : `${prefix}/${s.path}`.replace(/\/$/, ''),
      })),
    ),
  );
  rt.setOutput('errors', String(errors));
  rt.setOutput('warnings', String(warnings));
  rt.info(
    `caliper validate: ${plural(report.skills.length, 'skill')}, ` +
      `${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`,
  );
  const section = validationSection(report, prefix, runUrl(env));
  built.push({ id: 'validate', ...section });
  // Only when there is a token; a read-only one (a gate job) is not worth a warning: annotations carry the findings.
  if (rt.input('github-token')) {
    await postSection(
      rt,
      env,
      eventPullRequest(env)?.number,
      { id: 'validate', status: section.status, failed: section.failed },
      () => section.body,
      { quietWhenDenied: true },
    );
  }
  if (errors > 0)
    rt.fail(
      `${plural(errors, 'error')} in the skills under ${prefix || '.'}; see the annotations and the job summary.`,
    );
}

/** Input sarif-file: every finding as SARIF 2.1.0, for code scanning. Returns the file, or undefined. */
function writeSarif(
  rt: ActionRuntime,
  report: ValidationReport,
  prefix: string,
  env: NodeJS.ProcessEnv,
): string | undefined {
  const input = rt.input('sarif-file').trim();
  if (input === '') return undefined;
  const file = path.resolve(env.GITHUB_WORKSPACE ?? process.cwd(), input);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, formatSarif(report, prefix));
  rt.info(`caliper validate: every finding as SARIF in ${file}`);
  return file;
}
