import path from 'node:path';
import { parseCommandArgs } from './args.js';
import { decideOwners, type PullRequestSnapshot } from '../ownership/gate.js';
import { snapshotFromApi, SnapshotError } from '../ownership/snapshotFromApi.js';
import { logText } from '../report/escape.js';
import { validateRepository } from '../skills/validateRepository.js';
import { GitHubError } from '../toolkit/github.js';
import { pullRequestApi } from '../toolkit/pullRequests.js';
import { readRepoFile, type RepoFile } from '../util/repoFiles.js';
import { EXIT, UsageError, type CliIO } from './io.js';
import { REPOSITORY_OPTIONS, repositoryOptions, type RepositoryValues } from './repositoryOptions.js';

export const OWNERS_USAGE = `Usage: caliper owners --pr-snapshot FILE [--format text|json]
       caliper owners --snapshot-from-pr N [--repo OWNER/NAME] [--config FILE] [--ignore GLOB]... [DIR] > snapshot.json

Decides, offline, whether every changed skill path of a pull request has the approval of one of its
CODEOWNERS owners. FILE: {"codeowners", "author", "head_sha", "skill_dirs", "plugin_roots"?, "files",
"reviews", "teams", "symlinks"?, "base_symlinks"?, "permissions"?, "allow_unowned"?, "extra_globs"?,
"required_approvals"?}
(docs/owners.md describes each). Exit 0 when satisfied, 1 when not, 2 on bad input.
--snapshot-from-pr reads such a snapshot through the API (GITHUB_TOKEN, GITHUB_API_URL), with the
CODEOWNERS of the PR's base commit, for debugging a verdict; DIR (default .) is the local checkout,
whose skills are found as "caliper validate" finds them (--config, --ignore, --strict-spec).
`;

export async function ownersCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommandArgs('owners', {
    args,
    allowPositionals: true,
    options: {
      'pr-snapshot': { type: 'string' },
      'snapshot-from-pr': { type: 'string' },
      repo: { type: 'string' },
      format: { type: 'string', default: 'text' },
      ...REPOSITORY_OPTIONS,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    io.stdout(OWNERS_USAGE);
    return EXIT.ok;
  }
  if (values['snapshot-from-pr'] !== undefined)
    return snapshotFromPr(values['snapshot-from-pr'], values.repo, positionals[0], values, io);
  if (!values['pr-snapshot']) throw new UsageError('owners needs --pr-snapshot FILE or --snapshot-from-pr N.');
  if (!['text', 'json'].includes(values.format)) throw new UsageError('--format must be text or json.');
  const decision = decideOwners(readSnapshot(path.resolve(io.cwd, values['pr-snapshot'])));
  if (values.format === 'json') {
    io.stdout(`${JSON.stringify(decision, null, 2)}\n`);
  } else {
    // Paths, logins and reasons come from the pull request: each line is escaped as one log line.
    for (const p of decision.paths) {
      const approved = p.approved_by.length ? `  approved by: ${p.approved_by.join(', ')}` : '';
      const why = p.why ? `  why: ${p.why}` : '';
      const line =
        `${p.satisfied ? 'ok     ' : 'MISSING'}  ${p.path}  owners: ` +
        `${p.owners.join(' ') || '(none)'}${approved}${why}`;
      io.stdout(`${logText(line)}\n`);
    }
    for (const e of decision.errors) io.stdout(`error    ${logText(e)}\n`);
    io.stdout(
      decision.ok
        ? `owners gate: satisfied (${decision.paths.length} skill path(s))\n`
        : 'owners gate: NOT satisfied\n',
    );
  }
  return decision.ok ? EXIT.ok : EXIT.failed;
}

async function snapshotFromPr(
  raw: string,
  repo: string | undefined,
  dir: string | undefined,
  judged: RepositoryValues,
  io: CliIO,
): Promise<number> {
  const number = Number(raw);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--snapshot-from-pr takes a pull request number, not "${raw}".`);
  const repository = repo ?? io.env.GITHUB_REPOSITORY;
  const token = io.env.GITHUB_TOKEN ?? io.env.GH_TOKEN;
  if (!repository || !/^[^/\s]+\/[^/\s]+$/.test(repository))
    throw new UsageError('name the repository with --repo OWNER/NAME (or GITHUB_REPOSITORY).');
  if (!token) throw new UsageError('set GITHUB_TOKEN (or GH_TOKEN) to a token that can read the pull request.');
  const root = path.resolve(io.cwd, dir ?? '.');
  const report = validateRepository(root, repositoryOptions(root, judged, io.cwd));
  try {
    const { snapshot } = await snapshotFromApi(pullRequestApi(token, repository, io.env.GITHUB_API_URL), number, {
      headSkillDirs: report.skills.map((s) => s.path),
      workspace: root,
    });
    io.stdout(`${JSON.stringify(snapshot, null, 2)}\n`);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof GitHubError || error instanceof SnapshotError) {
      io.stderr(`caliper: ${logText(error.message)}\n`);
      return EXIT.failed;
    }
    throw error;
  }
}

function unreadReason(read: Exclude<RepoFile, { kind: 'file' } | { kind: 'missing' }>): string {
  if (read.kind === 'refused') return read.reason;
  return read.kind === 'too-large' ? `it is over ${SNAPSHOT_MAX_BYTES} bytes` : 'it is a folder';
}

/** A snapshot holds CODEOWNERS (GitHub's cap is 3 MB) and the PR's file list: far below this. */
const SNAPSHOT_MAX_BYTES = 64 * 1024 * 1024;

function readSnapshot(file: string): PullRequestSnapshot {
  // Through the guarded reader all the same: a FIFO or a link to /dev/zero must not hang the command.
  const abs = path.resolve(file);
  const read = readRepoFile(path.parse(abs).root, abs, file, SNAPSHOT_MAX_BYTES);
  if (read.kind === 'missing') throw new UsageError(`${file} does not exist.`);
  if (read.kind !== 'file') {
    throw new UsageError(`${file} was not read: ${unreadReason(read)}. Pass the snapshot as a plain JSON file.`);
  }
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(read.bytes.toString('utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const expect = (key: string, ok: boolean, what: string) => !ok && problems.push(`"${key}" must be ${what}`);
  expect('codeowners', typeof value?.codeowners === 'string', 'the CODEOWNERS text');
  expect('author', typeof value?.author === 'string', 'a login');
  expect('head_sha', typeof value?.head_sha === 'string', 'a commit SHA');
  expect('skill_dirs', Array.isArray(value?.skill_dirs), 'a list of folders');
  expect(
    'plugin_roots',
    value?.plugin_roots === undefined ||
      (Array.isArray(value.plugin_roots) && value.plugin_roots.every((d: unknown) => typeof d === 'string')),
    'a list of folders',
  );
  expect(
    'files',
    Array.isArray(value?.files) && value.files.every((f: { filename?: unknown }) => typeof f?.filename === 'string'),
    'a list of {"filename", "status", "previous_filename"?}',
  );
  expect(
    'reviews',
    Array.isArray(value?.reviews) &&
      value.reviews.every(
        (r: { user?: unknown; state?: unknown }) => typeof r?.user === 'string' && typeof r?.state === 'string',
      ),
    'a list of {"user", "state", "commit_id"}',
  );
  const isStringMap = (v: unknown) =>
    v === undefined ||
    (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string'));
  expect('symlinks', isStringMap(value?.symlinks), 'a map of symlink paths to their targets');
  expect('base_symlinks', isStringMap(value?.base_symlinks), 'a map of symlink paths to their targets at the base');
  expect(
    'teams',
    value?.teams === undefined || (typeof value.teams === 'object' && !Array.isArray(value.teams)),
    'a map of "org/team" to logins',
  );
  if (problems.length > 0) throw new UsageError(`${file} is not a PR snapshot: ${problems.join('; ')}.`);
  const snapshot = value as unknown as PullRequestSnapshot;
  return { ...snapshot, teams: snapshot.teams ?? {} };
}
