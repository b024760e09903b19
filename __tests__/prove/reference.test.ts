import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { prepareSpecs } from '../../src/eval/runner/plan.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/prove-cannot-fail');

const spec = (reference: string, checks = '      - file_exists: out.md\n') =>
  `sandbox:\n  fixtures: fixtures/\ncases:\n  - id: one\n    prompt: ` +
  `"Write out.md"\n    reference: ${reference}\n    checks:\n${checks}`;

async function prove(dir: string) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: (t: string) => (stdout += t),
    stderr: (t: string) => (stderr += t),
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH },
  };
  const code = await runCli(['prove', dir, '--format', 'json'], { ...io, stdoutIsTTY: false });
  return {
    code,
    stderr,
    diagnostics: (JSON.parse(stdout) as { diagnostics: { rule: string; line: number; message: string }[] }).diagnostics,
  };
}

describe('reference: in the spec', () => {
  it('is validated at its line: a folder inside the skill, apart from the fixtures, with files/ or answer.md', () => {
    const base = { 'alpha/SKILL.md': goodSkill('alpha'), 'alpha/fixtures/in.csv': 'a\n' };
    const problems = [
      ['nowhere/', 'is not a folder inside the skill'],
      ['../', 'must be a subfolder of the skill'],
      ['fixtures/ref/', 'overlaps the fixtures folder `fixtures/`'],
      ['empty/', 'holds neither `files/`'],
    ];
    for (const [folder, said] of problems) {
      const repo = tempRepo({
        ...base,
        'alpha/.eval.yaml': spec(folder!),
        'alpha/fixtures/ref/answer.md': 'x\n',
        'alpha/empty/notes.txt': 'x\n',
      });
      const found = validateRepository(repo).diagnostics.filter((d) => d.rule === 'eval-spec-path');
      expect(found.map((d) => [d.file, d.line, d.severity])).toEqual([['alpha/.eval.yaml', 6, 'error']]);
      expect(found[0]!.message).toContain(said);
    }
    const good = tempRepo({ ...base, 'alpha/.eval.yaml': spec('ref/'), 'alpha/ref/answer.md': 'Done.\n' });
    expect(validateRepository(good).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('is never installed for the agent: the reference is the answer key', () => {
    const report = validateRepository(FIXTURE);
    const ready = prepareSpecs(report).prepared.get('report-writer')!;
    const installed = ready.installs.flatMap((i) => i.files.map((f) => f.rel));
    expect(installed).toContain('SKILL.md');
    expect(installed.filter((rel) => rel.startsWith('reference/') || rel.startsWith('fixtures/'))).toEqual([]);
    // Nor is it among the fixtures copied into the working folder.
    expect(ready.fixtures.map((f) => f.rel)).toEqual(['data.csv']);
  });

  it(
    'an answer-only reference: its empty-answer mutant catches a check on ' + 'a fixture the answer cannot change',
    async () => {
      const checks =
        '      - output_matches: "done"\n      - file_exists: in.csv\n      - ' +
        'file_contains: { path: in.csv, pattern: "b" }\n';
      const repo = tempRepo({
        'alpha/SKILL.md': goodSkill('alpha'),
        'alpha/fixtures/in.csv': 'a\n',
        'alpha/.eval.yaml': spec('ref/', checks),
        'alpha/ref/answer.md': 'All done.\n',
      });
      const r = await prove(repo);
      // Check 2 passes on the empty run already; check 3 fails on the reference; check 1 fails on its mutant.
      expect(r.diagnostics.map((d) => [d.rule, d.line])).toEqual([
        ['check-cannot-fail', 9],
        ['check-cannot-pass', 10],
      ]);
      expect(r.code).toBe(1);
    },
  );

  it('a reference answer past its bound is not read, and said', async () => {
    const repo = tempRepo({
      'alpha/SKILL.md': goodSkill('alpha'),
      'alpha/fixtures/in.csv': 'a\n',
      'alpha/.eval.yaml': spec('ref/'),
      'alpha/ref/files/out.md': 'x\n',
      'alpha/ref/answer.md': 'x'.repeat(256 * 1024 + 1),
    });
    const r = await prove(repo);
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toMatch(
      /case `one` of alpha\/\.eval\.yaml: its reference was not read: alpha\/ref\/answer\.md is over 256 KiB/,
    );
  });
});
