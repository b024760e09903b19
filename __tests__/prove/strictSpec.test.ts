import { cpSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { runActionBundle } from '../helpers/actionRun.js';
import { tempDir } from '../helpers/tempDirs.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/prove-cannot-fail');
const SPEC = 'skills/report-writer/.eval.yaml';

async function validate(args: string[]) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: (t: string) => (stdout += t),
    stderr: (t: string) => (stderr += t),
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH },
  };
  const code = await runCli(['validate', FIXTURE, ...args], { ...io, stdoutIsTTY: false });
  return { code, stdout, stderr };
}

type Finding = { rule: string; file: string; line: number };
const proveFindings = (json: string) =>
  (JSON.parse(json) as { diagnostics: Finding[] }).diagnostics
    .filter((d) => d.rule.startsWith('check-'))
    .map((d) => [d.rule, d.file, d.line]);

describe('validate --strict-spec runs caliper prove', () => {
  it("shows prove's findings as its own diagnostics, in json and SARIF; plain validate does not prove", async () => {
    const plain = await validate(['--format', 'json']);
    expect([plain.code, proveFindings(plain.stdout)]).toEqual([0, []]);
    const strict = await validate(['--strict-spec', '--format', 'json']);
    expect(strict.code).toBe(1);
    expect(proveFindings(strict.stdout)).toEqual([
      ['check-cannot-fail', SPEC, 8],
      ['check-cannot-fail', SPEC, 9],
      ['check-cannot-fail', SPEC, 10],
      ['check-cannot-fail', SPEC, 12],
      ['check-cannot-fail', SPEC, 13],
      ['check-cannot-fail', SPEC, 32],
      ['check-cannot-pass', SPEC, 33],
    ]);
    expect(strict.stderr).toContain('note: caliper prove: 1 trace check(s)');
    const sarif = await validate(['--strict-spec', '--format', 'sarif']);
    const results = (JSON.parse(sarif.stdout) as { runs: { results: { ruleId: string }[] }[] }).runs[0]!.results;
    expect(results.map((r) => r.ruleId)).toEqual(expect.arrayContaining(['check-cannot-fail', 'check-cannot-pass']));
  });
});

describe('the Action gate (dist/) with strict-spec: true', () => {
  it('annotates the findings of prove at their lines and fails on check-cannot-pass', async () => {
    const workspace = tempDir('caliper-strict-gate-');
    cpSync(FIXTURE, workspace, { recursive: true });
    const env = { PATH: process.env.PATH };
    const strict = await runActionBundle({
      workspace,
      eventName: 'pull_request',
      eventPath: path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'),
      inputs: { stages: 'validate', 'strict-spec': 'true' },
      env,
    });
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain(`::error title=caliper check-cannot-pass,file=${SPEC},line=33::`);
    expect(strict.stdout).toContain(`::warning title=caliper check-cannot-fail,file=${SPEC},line=9::`);
    expect(strict.outputs.errors).toBe('1');
    const plain = await runActionBundle({
      workspace,
      eventName: 'pull_request',
      eventPath: path.join(REPO_ROOT, '__tests__/fixtures/events/pull_request.opened.json'),
      inputs: { stages: 'validate', 'strict-spec': 'false' },
      env,
    });
    expect(plain.status).toBe(0);
    expect(plain.stdout).not.toContain('check-cannot');
  });
});
