import { jest } from '@jest/globals';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { claudeCode } from '../../src/agents/claude-code/index.js';
import { resultsTable } from '../../src/report/resultsTable.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';
import { runCliOnce } from '../helpers/runCliOnce.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';

// The explicit and force-load disciplines on the real Claude Code CLI against the scripted model.
jest.setTimeout(120_000);

const greeter = skillMd(
  {
    name: 'greeter',
    description: 'Greets the world in a friendly banner file. Use when the user asks to greet the world.',
  },
  '# Greeter\n\nFollow [the style](references/style.md).\n\n```bash\necho "hello world" > greeting.txt\n```\n',
);
const repo = () =>
  tempRepo({
    'skills/greeter/SKILL.md': greeter,
    'skills/greeter/references/style.md': 'Greet warmly.\n',
    'skills/greeter/.eval.yaml': evalSpec([
      {
        id: 'greet',
        prompt: 'please make the banner',
        checks: ['activation: greeter', 'file_contains: { path: greeting.txt, pattern: "hello world" }'],
      },
      {
        id: 'unrelated',
        prompt: 'What is the capital of France?',
        checks: ['activation: { skill: greeter, expect: false }'],
      },
    ]),
  });

const transcriptEvents = (outDir: string, rel: string) =>
  readFileSync(path.join(outDir, rel), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describe('explicit discipline', () => {
  it('passes the invocation as the first character of the prompt on stdin, never through `-p -`', () => {
    const { args, stdin } = claudeCode.run.command({
      sandbox: { root: '/s', workDir: '/s/w', homeDir: '/s/h', configDir: '/s/c', tmpDir: '/s/t' },
      prompt: '/greeter make the banner',
      endpoint: { baseUrl: undefined, apiKey: undefined, model: undefined },
      maxTurns: 5,
    });
    expect(stdin).toBe('/greeter make the banner');
    expect(args).not.toContain('-');
    expect(args.join(' ')).not.toContain('greeter');
  });

  it('reads activation from the session log: the stream shows no Skill call, yet the body ran', async () => {
    const run = await evalRepo(repo(), { discipline: 'explicit' });
    expect(run.results.meta.discipline).toBe('explicit');
    expect(run.records.map((r) => r.caseId)).toEqual(['greet']);
    expect(run.results.skipped).toEqual([
      {
        key: 'greeter|claude-code|unrelated|*',
        reason: expect.stringContaining('should-not-activate case measures nothing under the explicit discipline'),
      },
    ]);
    const record = run.records[0]!;
    expect(record).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
    const events = transcriptEvents(run.outDir, record.transcript!);
    const toolNames = events
      .flatMap((e) => e.message?.content ?? [])
      .filter((b: { type?: string }) => b.type === 'tool_use')
      .map((b: { name: string }) => b.name);
    expect(toolNames).not.toContain('Skill');
    expect(toolNames).toContain('Bash');
    // What the model saw first: the expansion, not the slash text.
    const first = JSON.stringify(run.requests.find((r) => r.url.startsWith('/v1/messages'))?.body?.messages);
    expect(first).toContain('Base directory for this skill: ');
  });

  it(
    'the session log shows an expansion only when the invocation leads the ' +
      'prompt (not for the old `-p -` shape, "-\\n/name")',
    async () => {
      const install = (sandbox: SandboxPaths) => {
        const dir = path.join(claudeCode.run.skillsRoot(sandbox), 'greeter');
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'SKILL.md'), greeter);
      };
      const loaded = (prompt: string) =>
        runCliOnce(claudeCode, install, prompt, (sandbox, run) => ({
          exit: run.exitCode,
          skills: [...claudeCode.transcript.explicitlyLoaded!(sandbox, run.stdout)],
        }));
      expect(await loaded('/greeter please make the banner')).toEqual({ exit: 0, skills: ['greeter'] });
      // What older `claude -p -` sent: "-" and a newline before the command. Nothing expands, and caliper
      // must not count it as loaded.
      expect(await loaded('-\n/greeter please make the banner')).toEqual({ exit: 0, skills: [] });
    },
  );
});

describe('force-load discipline', () => {
  it(
    'renders the body into the prompt with the files on disk outside every ' +
      'native root, and reports activation as not measured',
    async () => {
      const run = await evalRepo(repo(), { discipline: 'force-load' });
      expect(run.results.meta.discipline).toBe('force-load');
      const record = run.records[0]!;
      expect(record).toMatchObject({ caseId: 'greet', outcome: 'pass', activations: { greeter: 'not-measured' } });
      // Activation checks are not scored under force-load; the execution check is.
      expect(record.checks.map((c) => c.label)).toEqual(['file_contains: greeting.txt ~ /hello world/']);
      const events = transcriptEvents(run.outDir, record.transcript!);
      const init = events.find((e) => e.type === 'system' && e.subtype === 'init');
      expect(init.skills).not.toContain('greeter');
      const read = events.flatMap((e) => e.message?.content ?? []).find((b: { name?: string }) => b.name === 'Read');
      expect(read.input.file_path).toMatch(/\/skill-files\/greeter\/references\/style\.md$/);
      const result = events
        .flatMap((e) => e.message?.content ?? [])
        .find((b: { tool_use_id?: string }) => b.tool_use_id === read.id);
      expect(JSON.stringify(result.content)).toContain('Greet warmly.');

      const row = run.results.results[0]!;
      expect(row.aggregate.activation.trials).toBe(0);
      expect(row.aggregate.execution).toMatchObject({ successes: 1, trials: 1 });
      expect(resultsTable(run.results, 'text')).toMatch(
        /greeter\s+claude-code \S+\s+not measured\s+not measured\s+1\/1/,
      );
    },
  );
});
