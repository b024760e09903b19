import { jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DISABLE_MODEL_INVOCATION_IGNORED_BY } from '../../src/skills/fields.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { REPO_ROOT } from '../helpers/runNode.js';

// Real Gemini CLI (the pinned version, installed by the global setup) against the scripted model over the
// Gemini API, each run in its own bubblewrap sandbox.
jest.setTimeout(240_000);

const repo = () => backendRepo();
const EXAMPLES = path.join(REPO_ROOT, 'examples');

/**
 * What Gemini CLI refuses in a shell command (its detectBashSubstitution), outside single quotes: `$(`, a backtick,
 * `<(` or `>(`.
 */
const SUBSTITUTION = /\$\(|`|[<>]\(/;
const unquoted = (command: string) => command.replace(/'[^']*'/g, "''");

describe("the examples' shell steps", () => {
  it('use no command substitution, which Gemini CLI refuses whatever its approval mode (docs/backends.md)', () => {
    const steps = readdirSync(path.join(EXAMPLES, 'skills')).flatMap((skill) => {
      const body = readFileSync(path.join(EXAMPLES, 'skills', skill, 'SKILL.md'), 'utf8');
      return [...body.matchAll(/^```(?:bash|sh)\n([\s\S]*?)^```/gm)].map((m) => ({ skill, command: m[1]! }));
    });
    expect(steps.length).toBeGreaterThanOrEqual(2);
    expect(steps.filter((s) => SUBSTITUTION.test(unquoted(s.command)))).toEqual([]);
    // The test reads what Gemini CLI blocks: the step the release-notes example had.
    expect(SUBSTITUTION.test(unquoted("version=$(grep -m1 -oE '^## ' CHANGELOG.md)"))).toBe(true);
  });
});

describeNeeding(['cli:gemini-cli', ...SANDBOX_NEEDS])('install and discover, on the real Gemini CLI', () => {
  it(
    'lists the skill in its system instruction; activate_skill on a ' +
      'matching prompt, not on an unrelated one; ignores ' +
      'disable-model-invocation',
    async () => {
      const run = await evalRepo(repo(), { backends: ['gemini-cli'], timeoutSeconds: 180 });
      const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
      const streams = run.requests
        .filter((r) => r.url.includes(':streamGenerateContent'))
        .map((r) => JSON.stringify(r.body));
      expect(streams.some((s) => s.includes('<name>greeter</name>'))).toBe(true);
      // Its bundled skills are disabled: what competes for the choice is the installed set.
      expect(streams.every((s) => !s.includes('<name>skill-creator</name>'))).toBe(true);
      // A model id is passed, so there is no routing call.
      expect(run.requests.some((r) => r.url.includes(':generateContent'))).toBe(false);

      expect(byCase.greet).toMatchObject({
        outcome: 'pass',
        activations: { greeter: 'activated' },
        backendVersion: '0.61.0',
        model: 'scripted',
      }); // a scripted run's records name no model as if real
      expect(byCase.unrelated).toMatchObject({ outcome: 'pass', activations: { greeter: 'not-activated' } });
      // Gemini CLI does not honour disable-model-invocation: the skill is listed, chosen and run.
      expect(byCase.deploy).toMatchObject({ outcome: 'pass', activations: { 'quiet-deploy': 'activated' } });
      // …which is what `validate` warns about for this backend.
      expect(DISABLE_MODEL_INVOCATION_IGNORED_BY['gemini-cli']).toBeDefined();

      const events = readFileSync(path.join(run.outDir, byCase.greet!.transcript!), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const uses = events.filter((e) => e.type === 'tool_use').map((e) => [e.tool_name, e.parameters]);
      expect(uses[0]).toEqual(['activate_skill', { name: 'greeter' }]);
      expect(uses[1]![0]).toBe('read_file');
      expect(uses[1]![1].file_path).toMatch(/\/config\/\.gemini\/skills\/greeter\/references\/style\.md$/);
    },
  );

  it('refuses `$(…)` in run_shell_command even in --yolo: a skill that uses it fails its check there', async () => {
    const root = tempRepo({
      'skills/stamper/SKILL.md': skillMd(
        {
          name: 'stamper',
          description: 'Stamps the build date into a stamp file. Use when the user asks to stamp the build date.',
        },
        '```bash\necho "built $(echo today)" > stamp.txt\n```\n',
      ),
      'skills/stamper/.eval.yaml': evalSpec([
        {
          id: 'stamp',
          prompt: 'Please stamp the build date',
          checks: ['activation: stamper', 'file_exists: stamp.txt'],
        },
      ]),
    });
    const run = await evalRepo(root, { backends: ['gemini-cli'], timeoutSeconds: 180 });
    expect(run.records[0]).toMatchObject({ outcome: 'fail', activations: { stamper: 'activated' } });
    const results = readFileSync(path.join(run.outDir, run.records[0]!.transcript!), 'utf8');
    expect(results).toContain('Blocked: command substitution detected');
  });

  it('runs the examples with every check passing (release-notes once failed there on `$(…)` in its step)', async () => {
    const run = await evalRepo(EXAMPLES, { backends: ['gemini-cli'], timeoutSeconds: 180 });
    expect(run.records.map((r) => `${r.skill} ${r.caseId}: ${r.outcome}`).sort()).toEqual([
      'csv-summary no-skill-for-greeting: pass',
      'csv-summary totals: pass',
      'release-notes unrelated: pass',
      'release-notes writes-notes: pass',
    ]);
    const notes = run.records.find((r) => r.caseId === 'writes-notes')!;
    expect(readFileSync(path.join(run.outDir, notes.transcript!), 'utf8')).not.toContain(
      'Blocked: command substitution detected',
    );
  });

  it('refuses the explicit discipline: gemini -p has no way to invoke a skill by name', async () => {
    await expect(evalRepo(repo(), { backends: ['gemini-cli'], discipline: 'explicit' })).rejects.toThrow(
      /gemini-cli has no syntax for invoking a skill by name/,
    );
  });
});
