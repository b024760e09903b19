import path from 'node:path';
import type { HistoryPoint } from '../results/history/history.js';
import { logText, mdCode, mdText } from '../report/escape.js';
import { REPORT_FILE, writeReport } from '../report/html/writeReport.js';
import { uploadFolderArtifact } from '../toolkit/artifact.js';
import type { ActionRuntime } from '../toolkit/core.js';
import { runUrl } from './prComment.js';

/** Where the report went: linked (uploaded), on disk only (and why), or not written (and why). */
export type PublishedReport =
  | { kind: 'linked'; url: string; artifact: string }
  | { kind: 'on-disk'; file: string; why: string }
  | { kind: 'missing'; why: string };

export const DEFAULT_REPORT_ARTIFACT = 'caliper-report';

/**
 * Write the HTML report of what the report stage compares (the head, its shards merged, against the
 * base; with the history's charts) into a folder of its own, and upload it as one artifact, so the
 * summary and the PR comment can link it. Never throws: without a report, the run keeps its verdict.
 */
export async function publishReport(
  rt: ActionRuntime,
  env: NodeJS.ProcessEnv,
  sides: { head: readonly string[]; base: readonly string[] | undefined; history: readonly HistoryPoint[] },
): Promise<PublishedReport> {
  const folder = path.join(
    env.RUNNER_TEMP ?? path.join(env.GITHUB_WORKSPACE ?? process.cwd(), '.caliper'),
    'caliper-report',
  );
  const written = writeReport(
    path.join(folder, REPORT_FILE),
    { path: sides.head, label: 'head' },
    sides.base && sides.base.length > 0 ? { path: sides.base, label: 'base' } : undefined,
    sides.history,
  );
  if ('problem' in written) {
    rt.info(logText(written.problem));
    return { kind: 'missing', why: written.problem };
  }
  const artifact = rt.input('report-artifact-name').trim() || DEFAULT_REPORT_ARTIFACT;
  const uploaded = await uploadFolderArtifact(artifact, folder, env);
  const url = uploaded.uploaded ? artifactUrl(env, uploaded.id) : undefined;
  if (url) {
    rt.info(`uploaded ${REPORT_FILE} as the artifact "${artifact}": ${url}`);
    return { kind: 'linked', url, artifact };
  }
  const why = uploaded.uploaded ? 'the artifact service returned no artifact id' : uploaded.reason;
  rt.info(`${REPORT_FILE} not uploaded: ${logText(why)}; it is at ${written.file}`);
  return { kind: 'on-disk', file: written.file, why };
}

/**
 * An artifact's page: the run's URL (from the runner's own environment) and the id the artifact
 * service returned, checked to be a number. Nothing a pull request wrote is in it.
 */
export function artifactUrl(env: NodeJS.ProcessEnv, id: number | undefined): string | undefined {
  const run = runUrl(env);
  if (!run || id === undefined || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return `${run}/artifacts/${id}`;
}

/** The line for the job summary and the PR comment. */
export function reportLine(published: PublishedReport): string {
  if (published.kind === 'linked')
    return (
      `Every trial (prompt, skills listed, tool calls, skill files used, ` +
      `answer, checks): [${REPORT_FILE}](${published.url}) (artifact ` +
      `${mdCode(published.artifact)}; open it in a browser).`
    );
  // The reasons are error messages, which may quote a file name or a service's answer: text only.
  if (published.kind === 'on-disk')
    return `Every trial: ${mdCode(REPORT_FILE)} was written but not uploaded (${mdText(published.why.slice(0, 200))}).`;
  return mdText(published.why.slice(0, 300));
}
