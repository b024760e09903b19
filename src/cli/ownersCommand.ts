import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decideOwners, type PullRequestSnapshot } from '../ownership/gate.js';
import { EXIT, UsageError, type CliIO } from './io.js';

export const OWNERS_USAGE = `Usage: caliper owners --pr-snapshot FILE [--format text|json]

Decides, offline, whether every changed skill path of a pull request has the approval of one of its
CODEOWNERS owners. FILE: {"codeowners", "author", "head_sha", "skill_dirs", "files", "reviews",
"teams", "permissions"?}. Exit 0 when satisfied, 1 when not, 2 on bad input.
`;

export function ownersCommand(args: string[], io: CliIO): number {
  const { values } = parseArgs({ args, options: { 'pr-snapshot': { type: 'string' }, format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h', default: false } } });
  if (values.help) {
    io.stdout(OWNERS_USAGE);
    return EXIT.ok;
  }
  if (!values['pr-snapshot']) throw new UsageError('owners needs --pr-snapshot FILE.');
  if (!['text', 'json'].includes(values.format)) throw new UsageError('--format must be text or json.');
  const decision = decideOwners(readSnapshot(path.resolve(io.cwd, values['pr-snapshot'])));
  if (values.format === 'json') {
    io.stdout(`${JSON.stringify(decision, null, 2)}\n`);
  } else {
    for (const p of decision.paths) {
      io.stdout(`${p.satisfied ? 'ok     ' : 'MISSING'}  ${p.path}  owners: ${p.owners.join(' ') || '(none)'}${p.approved_by.length ? `  approved by: ${p.approved_by.join(', ')}` : ''}\n`);
    }
    for (const e of decision.errors) io.stdout(`error    ${e}\n`);
    io.stdout(decision.ok ? `owners gate: satisfied (${decision.paths.length} skill path(s))\n` : 'owners gate: NOT satisfied\n');
  }
  return decision.ok ? EXIT.ok : EXIT.failed;
}

function readSnapshot(file: string): PullRequestSnapshot {
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const expect = (key: string, ok: boolean, what: string) => !ok && problems.push(`"${key}" must be ${what}`);
  expect('codeowners', typeof value?.codeowners === 'string', 'the CODEOWNERS text');
  expect('author', typeof value?.author === 'string', 'a login');
  expect('head_sha', typeof value?.head_sha === 'string', 'a commit SHA');
  expect('skill_dirs', Array.isArray(value?.skill_dirs), 'a list of folders');
  expect('files', Array.isArray(value?.files) && value.files.every((f: { filename?: unknown }) => typeof f?.filename === 'string'), 'a list of {"filename", "status", "previous_filename"?}');
  expect('reviews', Array.isArray(value?.reviews) && value.reviews.every((r: { user?: unknown; state?: unknown }) => typeof r?.user === 'string' && typeof r?.state === 'string'), 'a list of {"user", "state", "commit_id"}');
  expect('teams', value?.teams === undefined || (typeof value.teams === 'object' && !Array.isArray(value.teams)), 'a map of "org/team" to logins');
  if (problems.length > 0) throw new UsageError(`${file} is not a PR snapshot: ${problems.join('; ')}.`);
  const snapshot = value as unknown as PullRequestSnapshot;
  return { ...snapshot, teams: snapshot.teams ?? {} };
}
