import { startFakeGitHub } from './helpers/fakeGitHub.js';
import { runBundle } from './helpers/runNode.js';
import { tempRepo } from './helpers/tempRepo.js';
import { readWorkflow, REUSABLE, runWorkflow, type RunEvent } from './helpers/workflowRunner.js';

// Issue #25, item 6: GitHub shows 10 error, 10 warning and 10 notice annotations of a step and 50 of a
// job, and drops the rest silently (actions/toolkit, docs/problem-matchers.md, "Limitations"). A
// 600-skill PR used to print 1,402. Now: errors first within the step's room (two errors kept for the
// step's own failure lines), one notice each for validate and the owners gate saying where the rest
// are, the rest as plain log lines, and with code-scanning every finding as SARIF.
const SKILLS = 600;
const files = Object.fromEntries(
  Array.from({ length: SKILLS }, (_, i) => [
    `skills/s${i}/SKILL.md`,
    `---\nname: other-${i}\ndescription: Formats things.\n---\n# Body\n`,
  ]),
);
const repo = 'octo-org/skills';

const lines = (log: string, re: RegExp) => log.split('\n').filter((l) => re.test(l));
const annotations = (log: string, kind: string) => lines(log, new RegExp(`^::${kind}[ :]`));

describe('annotations of a 600-skill pull request, through the reusable workflow (dist/, fake GitHub)', () => {
  it('stay within what GitHub shows, errors first, one notice pointing to ' +
    'the rest; code scanning gets every finding', async () => {
    const base = 'b'.repeat(40);
    const head = 'c'.repeat(40);
    const github = await startFakeGitHub({
      login: 'github-actions[bot]',
      pull: {
        number: 42,
        author: 'bob',
        baseSha: base,
        headSha: head,
        contents: { [base]: { '.github/CODEOWNERS': '/skills/ @alice\n' } },
        files: Object.keys(files).map((filename) => ({ filename, status: 'added' })),
        reviews: [],
        permissions: {},
      },
    });
    try {
      const pull = {
        number: 42,
        head: { sha: head, repo: { full_name: repo } },
        base: { sha: base, repo: { full_name: repo } },
      };
      const event: RunEvent = {
        name: 'pull_request',
        ref: 'refs/pull/42/merge',
        sha: head,
        payload: {
          action: 'opened',
          number: 42,
          pull_request: pull,
          repository: { full_name: repo, default_branch: 'main' },
        },
      };
      const run = await runWorkflow(readWorkflow(REUSABLE), {
        github,
        event,
        checkout: tempRepo(files),
        inputs: { 'code-scanning': true },
      });
      expect(run.jobs.gate!.result).toBe('failure');
      expect(run.jobs['code-scanning']!.result).toBe('success');
      const log = run.jobs.gate!.runs[0]!.caliper.join('\n');

      const sarif = JSON.parse(run.sarifUploads[0]!) as {
        runs: {
          results: { level: string; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[];
        }[];
      };
      const findings = sarif.runs[0]!.results;
      expect(findings.length).toBeGreaterThanOrEqual(2 * SKILLS);
      expect(findings.filter((f) => f.level === 'error')).toHaveLength(SKILLS);

      const errors = annotations(log, 'error');
      const warnings = annotations(log, 'warning');
      expect(errors.length).toBeLessThanOrEqual(10);
      expect(warnings.length).toBeLessThanOrEqual(10);
      expect(errors.length + warnings.length + annotations(log, 'notice').length).toBeLessThanOrEqual(50);
      // The step's own failure lines are among the errors GitHub shows.
      expect(errors.filter((l) => l.startsWith('::error::'))).toEqual([
        expect.stringMatching(/^::error::600 errors in the skills under \./),
        expect.stringMatching(/^::error::caliper owners gate: /),
      ]);
      const findingErrors = errors.filter((l) => l.startsWith('::error title=caliper name-mismatch'));
      expect(findingErrors).toHaveLength(8);
      expect(log.indexOf(findingErrors.at(-1)!)).toBeLessThan(log.indexOf(warnings[0]!));

      const annotated = findingErrors.length + warnings.length;
      const notices = annotations(log, 'notice');
      expect(notices).toHaveLength(2);
      expect(notices[0]).toContain(
        `::notice::caliper validate: ${findings.length - annotated} of ` +
          `${findings.length} findings are not annotated (GitHub shows 10 errors ` +
          `and 10 warnings a step).`,
      );
      expect(notices[0]).toMatch(
        /This log lists every one below, \S+caliper\.sarif has them as SARIF, and the job summary the first 500\.$/,
      );
      expect(notices[1]).toMatch(/^::notice::caliper owners: 600 of 600 unapproved skill paths are not annotated/);
      // Every finding is in the log: annotated, or on a plain line of its own.
      expect(lines(log, /^skills\/s\d+\/SKILL\.md:\d+: (error|warning) caliper /)).toHaveLength(
        findings.length - annotated,
      );
      expect(lines(log, /^skills\/s\d+\/SKILL\.md: error caliper owners: /)).toHaveLength(SKILLS);
    } finally {
      await github.close();
    }
  }, 120_000);

  it('caliper validate --format github: 10 errors, 10 warnings, one notice, then the rest as plain lines', () => {
    const r = runBundle('dist/cli/index.js', ['validate', '--format', 'github'], { cwd: tempRepo(files) });
    expect(r.status).toBe(1);
    const out = r.stdout;
    expect(annotations(out, 'error')).toHaveLength(10);
    expect(annotations(out, 'warning')).toHaveLength(10);
    expect(annotations(out, 'notice')).toEqual([
      expect.stringMatching(
        new RegExp(
          String.raw`^::notice title=caliper validate::\d+ of \d+ findings are not ` +
            String.raw`annotated \(GitHub shows 10 errors and 10 warnings a step\)`,
        ),
      ),
    ]);
    expect(out.indexOf(annotations(out, 'error').at(-1)!)).toBeLessThan(out.indexOf(annotations(out, 'warning')[0]!));
    const total = Number(/ of (\d+) findings/.exec(out)![1]);
    expect(total).toBeGreaterThanOrEqual(2 * SKILLS);
    expect(lines(out, /^skills\/s\d+\/SKILL\.md:\d+: (error|warning) caliper /)).toHaveLength(total - 20);
  });
});
