import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCodexRun } from '../../src/agents/codex/transcript.js';
import { factsOf } from '../../src/agents/facts.js';
import { AGENT_NAMES } from '../../src/agents/index.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import type { TrialRecord } from '../../src/results/types.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { runBundleAsync } from '../helpers/runNode.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { readJsonLines } from '../helpers/jsonLines.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { tempDir } from '../helpers/tempDirs.js';

// One `caliper eval --backend a,b,…` run of the bundled CLI over every backend this version has: one
// spec, several real CLIs, one table with a row per skill × backend; the same run shows the tool names each CLI
// offers its model.
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

/**
 * One run of every backend on backendRepo's greeter (its `greet` case), read by two tests: the table's rows and the
 * tool names each CLI offered (one CLI start a backend, not two).
 */
let shared: Promise<{ run: Awaited<ReturnType<typeof runBundleAsync>>; out: string }> | undefined;
const everyBackend = () => {
  shared ??= (async () => {
    const out = tempDir('caliper-multi-');
    const run = await runBundleAsync(
      'dist/cli/index.js',
      [
        ...['eval', backendRepo(), '--skills', 'greeter', '--cases', 'greet', '--backend', AGENT_NAMES.join(',')],
        ...['--scripted-model', '--trials', '1', '--out', out, '--timeout', '180'],
      ],
      { env: { CALIPER_TOOLS: process.env.CALIPER_TOOLS } },
    );
    return { run, out };
  })();
  return shared;
};

type Body = {
  tools?: {
    name?: string;
    defer_loading?: boolean;
    function?: { name?: string };
    functionDeclarations?: { name?: string }[];
  }[];
  messages?: unknown;
  contents?: unknown;
};

function offered(body: Body): string[] {
  return (body.tools ?? []).flatMap((t) => {
    if (t.functionDeclarations) return t.functionDeclarations.map((f) => f.name ?? '');
    if (t.function?.name) return [t.function.name];
    return t.name && !t.defer_loading ? [t.name] : [];
  });
}

/** Claude Code names its deferred tools in a system message, one per line, after "…before calling them:". */
function deferred(body: Body): string[] {
  const text = JSON.stringify(body.messages ?? '').replace(/\\n/g, '\n');
  const m = /load tool schemas before calling them:\n((?:[A-Za-z]+\n)+)/.exec(text);
  return m ? m[1]!.trim().split('\n') : [];
}

/** The requests do not say which CLI sent them; each CLI's tool set does (its activation tool). */
const SIGNATURE: Record<Exclude<BackendName, 'codex'>, string> = {
  'claude-code': 'Skill',
  pi: 'read',
  hermes: 'skill_view',
  opencode: 'skill',
  'gemini-cli': 'activate_skill',
  copilot: 'fetch_copilot_cli_documentation',
};

function backendOf(names: string[]): keyof typeof SIGNATURE | undefined {
  return (Object.keys(SIGNATURE) as (keyof typeof SIGNATURE)[]).find(
    (b) =>
      names.includes(SIGNATURE[b]) &&
      (b !== 'pi' || !names.includes('skill')) &&
      (b !== 'opencode' || !names.includes('read_bash')),
  );
}

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
      const { run, out } = await everyBackend();
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

    // The tool names `validate` accepts in tool_used and tool_order (each agent's `facts.tools`,
    // src/agents/<name>/facts.ts) are the ones each pinned CLI offers its model, as its requests to the scripted model
    // show; Codex's transcript records every command as command_execution, whatever the model called.
    it('offers the tool names validate accepts (Codex: as its transcript records them), same run', async () => {
      const { out } = await everyBackend();
      const records = readJsonLines<TrialRecord>(path.join(out, 'trials.jsonl')).filter((r) => r.type === 'trial');
      expect(records.map((r) => [r.backend, r.outcome]).sort()).toEqual(
        [...AGENT_NAMES].sort().map((b) => [b, 'pass']),
      );
      const byBackend = new Map<BackendName, Set<string>>();
      for (const r of readJsonLines(path.join(out, 'model-requests.jsonl'))) {
        const body = (r.body ?? {}) as Body;
        const names = offered(body);
        const backend = backendOf(names);
        if (!backend) continue;
        const set = byBackend.get(backend) ?? new Set<string>();
        for (const n of [...names, ...deferred(body)]) if (n !== 'DeferredToolPlaceholder') set.add(n);
        byBackend.set(backend, set);
      }
      for (const backend of Object.keys(SIGNATURE) as (keyof typeof SIGNATURE)[]) {
        expect([backend, [...(byBackend.get(backend) ?? [])].sort()]).toEqual([
          backend,
          [...factsOf(backend).tools.names].sort(),
        ]);
      }
      const codex = records.find((r) => r.backend === 'codex')!;
      const parsed = parseCodexRun(readFileSync(path.join(out, codex.transcript!), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.transcript.toolCalls.length).toBeGreaterThan(1);
      expect([...new Set(parsed.transcript.toolCalls.map((c) => c.name))]).toEqual([...factsOf('codex').tools.names]);
    });
  },
);
