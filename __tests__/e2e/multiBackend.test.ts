import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AGENT_NAMES } from '../../src/agents/index.js';
import { runBundleAsync } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { tempDir } from '../helpers/tempDirs.js';

// One `caliper eval --backend a,b,…` run of the bundled CLI over every backend this version has: one
// spec, several real CLIs, one table with a row per skill × backend.
jest.setTimeout(300_000);

const greeterRepo = () =>
  tempRepo({
    'skills/greeter/SKILL.md': skillMd(
      {
        name: 'greeter',
        description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
      },
      '```bash\necho "hello world" > greeting.txt\n```\n',
    ),
    'skills/greeter/.eval.yaml': evalSpec([
      {
        id: 'greet',
        prompt: 'Please greet the world with a banner',
        checks: ['activation: greeter', 'file_exists: greeting.txt'],
      },
    ]),
  });

describeNeeding([...AGENT_NAMES.map((b) => `cli:${b}`), 'rg', ...SANDBOX_NEEDS])(
  'caliper eval --backend with several CLIs',
  () => {
    it('force-load runs on every backend: the body in the prompt, activation "not measured" in every row', async () => {
      const out = tempDir('caliper-multi-');
      const run = await runBundleAsync(
        'dist/cli/index.js',
        [
          'eval',
          greeterRepo(),
          '--backend',
          AGENT_NAMES.join(','),
          '--discipline',
          'force-load',
          '--scripted-model',
          '--trials',
          '1',
          '--out',
          out,
          '--timeout',
          '180',
        ],
        {
          env: { CALIPER_TOOLS: process.env.CALIPER_TOOLS },
        },
      );
      expect(run.status).toBe(0);
      const rows = run.stdout.split('\n').filter((l) => l.startsWith('greeter '));
      expect(rows).toHaveLength(AGENT_NAMES.length);
      for (const row of rows) expect(row).toMatch(/not measured\s+not measured\s+1\/1 100%/);
      expect(JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')).meta.discipline).toBe('force-load');
    });

    it('explicit is refused up front, naming the CLIs that have no invocation syntax in headless mode', async () => {
      const run = await runBundleAsync('dist/cli/index.js', [
        'eval',
        greeterRepo(),
        '--backend',
        AGENT_NAMES.join(','),
        '--discipline',
        'explicit',
        '--scripted-model',
      ]);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(
        new RegExp(
          '(hermes|opencode|gemini-cli) has no syntax for invoking a skill by ' +
            'name, so it cannot run the explicit discipline',
        ),
      );
    });

    it('runs one spec on every backend in one go, one row per skill × backend, each with its own version', async () => {
      expect(AGENT_NAMES).toEqual(expect.arrayContaining(['claude-code', 'codex', 'pi', 'hermes', 'gemini-cli']));
      const root = greeterRepo();
      const out = tempDir('caliper-multi-');
      const run = await runBundleAsync(
        'dist/cli/index.js',
        [
          'eval',
          root,
          '--backend',
          AGENT_NAMES.join(','),
          '--scripted-model',
          '--trials',
          '1',
          '--out',
          out,
          '--timeout',
          '180',
        ],
        {
          env: { CALIPER_TOOLS: process.env.CALIPER_TOOLS },
        },
      );
      expect(run.stderr).not.toMatch(/error/i);
      expect(run.status).toBe(0);
      const rows = run.stdout.split('\n').filter((l) => l.startsWith('greeter '));
      expect(rows).toHaveLength(AGENT_NAMES.length);
      for (const backend of AGENT_NAMES)
        expect(rows.find((r) => r.includes(` ${backend} `))).toMatch(/\d+\.\d+\.\d+\s+1\/1 100%.*1\/1 100%/);
      const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8'));
      expect(results.meta.backends.map((b: { name: string }) => b.name)).toEqual(AGENT_NAMES);
      expect(results.meta.backends.every((b: { version?: string }) => /^\d+\.\d+\.\d+$/.test(b.version ?? ''))).toBe(
        true,
      );
    });
  },
);
