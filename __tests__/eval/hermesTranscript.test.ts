import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { hermes } from '../../src/agents/hermes/index.js';
import { hermesConfig, hermesProvider } from '../../src/agents/hermes/run.js';
import { parseHermesExport } from '../../src/agents/hermes/transcript.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';
import { parsed, transcriptFixture } from '../helpers/transcripts.js';
import { tempDir } from '../helpers/tempDirs.js';

const exported = transcriptFixture('hermes', '0.19.0-activation.jsonl');
const sandboxWithUsage = (usage: object): SandboxPaths => {
  const root = tempDir('caliper-hermes-');
  writeFileSync(path.join(root, 'caliper-usage.json'), JSON.stringify(usage));
  return { root, workDir: root, homeDir: root, configDir: root, tmpDir: root };
};
const parse = (stdout: string, sandbox?: SandboxPaths, printed?: string) =>
  parsed(parseHermesExport(stdout, sandbox, printed));

describe('parseHermesExport on a session real Hermes 0.19.0 exported', () => {
  it('reads the index, the skill_view and its result, model and usage', () => {
    const t = parse(exported, sandboxWithUsage({ failed: false, completed: true }));
    expect(t).toMatchObject({
      discoveredSkills: ['greeter'],
      model: 'scripted-model',
      finalAnswer: 'done',
      error: undefined,
    });
    expect(t.toolCalls.map((c) => [c.name, c.result?.ok])).toEqual([
      ['skill_view', true],
      ['terminal', true],
    ]);
    expect([...hermes.transcript.activatedSkills(t, '')]).toEqual(['greeter']);
  });

  it('a skill_view that came back success: false is not an activation', () => {
    const t = parse(exported.replace('\\"success\\": true', '\\"success\\": false'));
    expect(t.toolCalls[0]!.result?.ok).toBe(false);
    expect(hermes.transcript.activatedSkills(t, '').size).toBe(0);
  });

  // `hermes -z` exits 0 and prints the failure as the answer: the usage file is the verdict.
  it.each([
    ['HTTP 401: Invalid API key', false, 401],
    ['API call failed after 1 retries: HTTP 500: scripted internal error', true, 500],
    ['API call failed after 3 retries: Connection error.', true, undefined],
  ])('a failed run printing "%s" is an error (transient: %s)', (printed, transient, status) => {
    const t = parse(exported, sandboxWithUsage({ failed: true, completed: false, session_id: null }), `${printed}\n`);
    expect(t.error).toEqual({ message: printed, transient, ...(status !== undefined && { status }) });
  });

  it('a missing usage file is an error, never a silent success', () => {
    const t = parse(
      exported,
      {
        root: '/nonexistent',
        workDir: '/nonexistent',
        homeDir: '/nonexistent',
        configDir: '/nonexistent',
        tmpDir: '/nonexistent',
      },
      'x',
    );
    expect(t.error).toBeDefined();
  });

  it('rejects an empty or non-JSON export', () => {
    expect(parseHermesExport('', undefined)).toEqual({ ok: false, reason: 'Hermes exported no session' });
    expect(parseHermesExport('Traceback (most recent call last):\n', undefined)).toMatchObject({ ok: false });
  });
});

function script(firstLine: string): string {
  const file = path.join(tempDir('caliper-hermes-bin-'), 'hermes');
  writeFileSync(file, `${firstLine}\nfrom hermes_cli.main import main\n`);
  return file;
}

describe("Hermes' transcript export", () => {
  const input = {
    sandbox: sandboxWithUsage({}),
    prompt: 'p',
    endpoint: { baseUrl: undefined, apiKey: undefined, model: undefined },
    maxTurns: 1,
  };

  it("reads the session store with the CLI's own Python, not a second start of the CLI", () => {
    const exe = script('#!/opt/tools/hermes/venv/bin/python3');
    const { program, args } = hermes.run.transcriptExport!.command(input, exe);
    expect(program).toBe('/opt/tools/hermes/venv/bin/python3');
    // Isolated (-I): no module the agent left in the working folder can stand in for Hermes' own.
    expect(args.slice(0, 2)).toEqual(['-I', '-c']);
    expect(args[2]).toContain('SessionDB().export_all()');
  });

  it('falls back to `hermes sessions export` when the CLI is not a Python script', () => {
    for (const exe of [script('#!/bin/sh'), '/nonexistent/hermes'])
      expect(hermes.run.transcriptExport!.command(input, exe)).toEqual({
        program: exe,
        args: ['sessions', 'export', '-', '--format', 'jsonl'],
      });
  });
});

describe("Hermes' provider with a real model and no model URL", () => {
  it(
    "is the provider of the user's first key, each to its own API, and " +
      'config.yaml names it with the model (no --model: alone it lets Hermes ' +
      'pick another provider)',
    () => {
      expect(hermesProvider({ OPENROUTER_API_KEY: 'k', ANTHROPIC_API_KEY: 'k' })).toBe('openrouter');
      // Each key to its own provider's API: never an OpenAI key to OpenRouter.
      expect(hermesProvider({ OPENAI_API_KEY: 'k', ANTHROPIC_API_KEY: 'k' })).toBe('openai-api');
      expect(hermesProvider({ ANTHROPIC_API_KEY: 'k' })).toBe('anthropic');
      expect(hermesProvider({ NOUS_API_KEY: 'k' })).toBe('nous');
      expect(hermesProvider({})).toBeUndefined();
      expect(hermesConfig(undefined, undefined, 'anthropic/claude-sonnet-4.6', 'openrouter')).toMatch(
        /^model:\n {2}provider: "openrouter"\n {2}default: "anthropic\/claude-sonnet-4\.6"\n/,
      );
      const sandbox = { configDir: '/c', workDir: '/w' } as SandboxPaths;
      expect(
        hermes.run.command({
          sandbox,
          prompt: 'p',
          endpoint: { baseUrl: undefined, apiKey: undefined, model: 'anthropic/claude-sonnet-4.6' },
          maxTurns: 5,
          executable: script('#!/opt/venv/bin/python3'),
        }).args,
      ).not.toContain('--model');
    },
  );
});
