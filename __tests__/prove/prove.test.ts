import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { trivialExit } from '../../src/prove/commandFence.js';
import { tempRepo, goodSkill } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/prove-cannot-fail');
const SPEC = 'skills/report-writer/.eval.yaml';

async function prove(args: string[], env: NodeJS.ProcessEnv = { PATH: process.env.PATH }) {
  let stdout = '';
  let stderr = '';
  const io = { stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t), cwd: REPO_ROOT, env };
  const code = await runCli(['prove', ...args], { ...io, stdoutIsTTY: false });
  return { code, stdout, stderr };
}

type Finding = { rule: string; file: string; line: number; severity: string };
const findings = (json: string) => (JSON.parse(json) as { diagnostics: Finding[] }).diagnostics;

describe('caliper prove: checks that pass on the empty run', () => {
  it(
    'flags a file_exists on a fixture, command: "true", a not: on a file ' +
      'nothing creates, a rubric the empty answer passes, at its line',
    async () => {
      const r = await prove([FIXTURE, '--format', 'json']);
      // The reference's failed check is an error by default.
      expect(r.code).toBe(1);
      const hits = findings(r.stdout);
      // Lines 8-13 of the spec are case `cannot-fail`'s checks 2 to 6; case `can-fail` has none flagged (its
      // rubric, graded by the scripted judge, fails on the empty answer). Case `with-reference` (lines 29-35):
      // check 4 passes on its reference and every mutant of it, check 5 fails on the reference.
      expect(hits.map((d) => [d.rule, d.file, d.line, d.severity])).toEqual([
        ['check-cannot-fail', SPEC, 8, 'warning'],
        ['check-cannot-fail', SPEC, 9, 'warning'],
        ['check-cannot-fail', SPEC, 10, 'warning'],
        ['check-cannot-fail', SPEC, 12, 'warning'],
        ['check-cannot-fail', SPEC, 13, 'warning'],
        ['check-cannot-fail', SPEC, 32, 'warning'],
        ['check-cannot-pass', SPEC, 33, 'error'],
      ]);
      expect(r.stderr).toContain('caliper prove: 19 execution check(s) graded on the empty run');
      expect(r.stderr).not.toContain('not proved');
      expect(r.stderr).toContain('1 trace check(s) (tool_used, tool_order, read, mcp_call) not graded on a reference');
      expect(r.stderr).not.toContain('validation errors');
    },
  );

  it('says what to do in text, and gates when the rule is configured an error', async () => {
    const text = await prove([FIXTURE]);
    expect(text.stdout).toContain('check 3 (`command: true`) passes on the empty run');
    expect(text.stdout).toContain('check 6 (`judge: output ~ The answer never says "TODO".`) passes on the empty run');
    expect(text.stdout).toContain("as caliper's scripted judge grades it");
    expect(text.stdout).toContain('check-cannot-fail');
    const dir = tempDir('caliper-prove-config-');
    const config = path.join(dir, 'caliper.yml');
    writeFileSync(config, 'validate:\n  rules:\n    check-cannot-fail: error\n');
    const gated = await prove([FIXTURE, '--config', config, '--format', 'json']);
    expect(gated.code).toBe(1);
    expect(findings(gated.stdout).every((d) => d.severity === 'error')).toBe(true);
    expect(text.stdout).toContain(
      'check 4 (`command: test -f report.md || test -f notes.md`) passes on ' +
        'the reference run `reference/with-reference` ' +
        'and on every mutant of it (without notes.md; without report.md; with an empty answer)',
    );
    expect(text.stdout).toContain('check 5 (`file_contains: report.md ~ /profit/`) fails on the reference run');
    writeFileSync(config, 'validate:\n  rules:\n    check-cannot-fail: "off"\n    check-cannot-pass: "off"\n');
    const off = await prove([FIXTURE, '--config', config, '--format', 'json']);
    expect([off.code, findings(off.stdout)]).toEqual([0, []]);
  });

  it('raises no false alarm on examples/', async () => {
    const r = await prove([path.join(REPO_ROOT, 'examples'), '--format', 'json']);
    expect([r.code, findings(r.stdout)]).toEqual([0, []]);
    // Not silence for want of checks: every spec was valid, and its checks (commands too) were graded.
    expect(Number(/(\d+) execution check\(s\) graded/.exec(r.stderr)?.[1])).toBeGreaterThan(0);
    expect(r.stderr).not.toContain('not proved');
  });

  it('is a usage error (exit 2) on a missing folder or two folders', async () => {
    expect((await prove(['no-such-folder'])).code).toBe(2);
    expect((await prove([FIXTURE, FIXTURE])).code).toBe(2);
  });

  it("runs a command check in the sandbox, never on the host: the spec is the pull request's", async () => {
    const outside = tempDir('caliper-prove-host-');
    const marker = path.join(outside, 'pwned');
    const command = `echo pwned > ${marker}; cat ${marker}`;
    const spec = `cases:\n  - id: attack\n    prompt: "Do it"\n    checks:\n      - command: "${command}"\n`;
    const repo = tempRepo({ 'alpha/SKILL.md': goodSkill('alpha'), 'alpha/.eval.yaml': spec });
    const r = await prove([repo, '--format', 'json']);
    expect(existsSync(marker)).toBe(false);
    // Inside the sandbox the host's folder is not there, so the command fails: nothing flagged.
    expect([r.code, findings(r.stdout)]).toEqual([0, []]);
  });

  it('without bubblewrap, grades only commands whose exit is known, runs none, and says so', async () => {
    const noBwrap = tempDir('caliper-prove-path-');
    const r = await prove([FIXTURE, '--format', 'json'], { PATH: noBwrap });
    expect(findings(r.stdout).map((d) => d.line)).toEqual([8, 9, 10, 12, 13, 33]);
    expect(r.stderr).toMatch(/2 command check\(s\) not proved: they run only in the sandbox, and bubblewrap/);
    const runs = [' true; ', ':', 'exit 0', 'false', 'true && rm -rf x'];
    expect(runs.map(trivialExit)).toEqual([0, 0, 0, 1, undefined]);
  });
});
