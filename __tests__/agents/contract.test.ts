import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AGENT_FACTS } from '../../src/agents/facts.js';
import { AGENT_NAMES, AGENTS } from '../../src/agents/index.js';
import { createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { BACKEND_NAMES } from '../../src/eval/spec/schema.js';
import { staticImports } from '../helpers/importGraph.js';

/**
 * The agent contract (docs/internals/agents.md): every agent CLI is one folder under src/agents/, and
 * what caliper knows of one CLI is a member of its agent, never a table or a switch elsewhere keyed by
 * its name.
 */
const SRC = path.resolve('src');
const AGENTS_DIR = path.join(SRC, 'agents');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('every agent', () => {
  it('has one folder under src/agents/, named as the backend, with each part in its own file', () => {
    const folders = readdirSync(AGENTS_DIR, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && e.name !== 'shared',
    );
    expect(folders.map((e) => e.name).sort()).toEqual([...AGENT_NAMES].sort());
    const parts = ['facts.ts', 'index.ts', 'run.ts', 'transcript.ts', 'wire.ts'];
    for (const name of AGENT_NAMES)
      expect([name, readdirSync(path.join(AGENTS_DIR, name))]).toEqual([name, expect.arrayContaining(parts)]);
  });

  it('is registered once, whole, in the order of its facts', () => {
    expect(AGENTS.map((a) => a.name)).toEqual(AGENT_FACTS.map((f) => f.name));
    AGENTS.forEach((agent, i) => {
      expect([agent.name, agent.facts]).toEqual([agent.name, AGENT_FACTS[i]]);
    });
  });

  it.each(AGENT_FACTS.map((f) => [f.name, f] as const))('%s: its facts are complete', (name, facts) => {
    expect(facts.cli.trim()).not.toBe('');
    expect(facts.tools.names.length).toBeGreaterThan(0);
    expect(new Set(facts.tools.names).size).toBe(facts.tools.names.length);
    expect(facts.modelHosts.length).toBeGreaterThan(0);
    for (const host of facts.modelHosts) expect(host).toMatch(/^[a-z0-9.-]+:\d+$/);
    for (const folder of facts.folders) expect(folder).toMatch(/^\.[a-z]+$/);
    expect(facts.skillRoots.length).toBeGreaterThan(0);
    for (const root of facts.skillRoots) expect(root).toMatch(/^\.[a-z]+\/skills?$/);
    expect(typeof facts.listing.predict).toBe('function');
    expect(['off', 'hidden', 'listed']).toContain(facts.bundledSkills.policy);
    expect(facts.name).toBe(name);
  });

  it.each(AGENTS.map((a) => [a.name, a] as const))('%s: runs, and reads its own runs', (_name, backend) => {
    const { run, transcript } = backend;
    expect([typeof run.command, typeof run.configure, typeof run.skillsRoot]).toEqual([
      'function',
      'function',
      'function',
    ]);
    expect(run.install.version).toMatch(/^\d+\.\d+\.\d+$/);
    // `turns:` run where the CLI resumes a session: the fact validate reads, and the command that does it.
    expect(run.resume !== undefined).toBe(backend.facts.resumes);
    expect([typeof transcript.parse, typeof transcript.activatedSkills, typeof transcript.parseVersion]).toEqual([
      'function',
      'function',
      'function',
    ]);
    // A probe is run only by a CLI whose run does not say what it discovered, and then read.
    expect(transcript.probe === undefined).toBe(backend.run.discoveryProbe === undefined);
    // The explicit discipline needs both halves: how to invoke a skill, and where the CLI records the expansion.
    expect(transcript.explicitlyLoaded === undefined).toBe(backend.run.explicit === undefined);
  });

  it.each(AGENTS.map((a) => [a.name, a] as const))(
    '%s: where it is given MCP servers, in its own mcp.ts, with names that keep server and tool apart',
    (name, { mcp }) => {
      expect(existsSync(path.join(AGENTS_DIR, name, 'mcp.ts'))).toBe(mcp !== undefined);
      // Without one, its facts say why (the refusal of a spec with `mcp:` quotes it); with one, they do not.
      expect(AGENT_FACTS.find((f) => f.name === name)!.noMcp === undefined).toBe(mcp !== undefined);
      if (!mcp) return;
      expect([typeof mcp.toolName, typeof mcp.configure]).toEqual(['function', 'function']);
      const a = mcp.toolName('orders', 'lookup_order');
      expect(a).toContain('orders');
      expect(a).toContain('lookup_order');
      expect(a).not.toBe(mcp.toolName('orders', 'lookup_orders'));
      expect(a).not.toBe(mcp.toolName('order', 'lookup_order'));
    },
  );

  it.each(AGENTS.map((a) => [a.name, a] as const))(
    '%s: the scripted model and the relay speak its wire',
    (_name, { wire, run }) => {
      expect(wire.decode({}).listedSkills).toEqual([]);
      // On Chat Completions the scripted model tells CLIs apart only by their tools, and a recording needs
      // the key's provider: a matcher, and no provider of its own. On its own API, the reverse.
      const chat = wire.api.dialect === 'chat';
      expect([wire.chat !== undefined, wire.upstream === undefined]).toEqual([chat, chat]);
      // A recording without a provider of its own goes on to the provider of a key the CLI takes.
      for (const key of Object.keys(wire.keyUpstreams)) expect(run.credentialEnv).toContain(key);
      if (wire.upstream !== undefined) expect(wire.keyUpstreams).toEqual({});
      // Without one, the provider of a key (keyUpstreams) or the one its variables name (upstreamFromEnv), not both.
      const byKey = Object.keys(wire.keyUpstreams).length > 0;
      expect([byKey, wire.upstreamFromEnv !== undefined].filter(Boolean)).toHaveLength(chat ? 1 : 0);
    },
  );

  it.each(AGENTS.map((a) => [a.name, a] as const))(
    '%s: --max-turns changes its run exactly when its facts do not say it has no turn limit',
    (name, { run, facts }) => {
      const sandbox = createSandbox();
      try {
        const endpoint = { baseUrl: 'http://127.0.0.1:1', apiKey: 'k', model: 'm' };
        // A console script, as pip writes one (Hermes is started through the Python it names).
        const executable = path.join(sandbox.tmpDir, name);
        writeFileSync(executable, '#!/usr/bin/python3\nimport sys\n');
        const given = (maxTurns: number) => {
          run.configure(sandbox, endpoint, {}, maxTurns);
          const files = readdirSync(sandbox.root, { recursive: true, withFileTypes: true })
            .filter((e) => e.isFile())
            .map((e) => [path.join(e.parentPath, e.name), readFileSync(path.join(e.parentPath, e.name), 'utf8')]);
          return JSON.stringify({
            command: run.command({ sandbox, prompt: 'p', endpoint, maxTurns, executable }),
            files,
          });
        };
        expect([name, given(7) === given(8)]).toEqual([name, facts.noTurnLimit !== undefined]);
      } finally {
        removeSandbox(sandbox);
      }
    },
  );

  it('no Chat Completions request is claimed by two agents (the scripted model routes by the first match)', () => {
    const chats = AGENTS.filter((a) => a.wire.chat);
    const toolsOf = (a: (typeof chats)[number]) =>
      a.facts.tools.names.map((name) => ({ type: 'function', function: { name } }));
    for (const asking of chats) {
      const request = { messages: [], tools: toolsOf(asking) };
      expect([asking.name, chats.filter((a) => a.wire.chat!.matches(request)).map((a) => a.name)]).toEqual([
        asking.name,
        [asking.name],
      ]);
    }
  });

  it('names the spec schema lists, in the same order', () => {
    expect([...BACKEND_NAMES]).toEqual([...AGENT_NAMES]);
  });
});

describe('facts stay light', () => {
  /** Code that installs, starts or answers a CLI: no facts file, nor `validate`, may load it. */
  const RUNS_A_CLI = new RegExp(
    [
      String.raw`^src/eval/(?:runner|sandbox|backends|replay)/`,
      String.raw`^src/eval/turns/(?:resume|continueSession)\.ts`,
      String.raw`^src/(?:scripted-model|action|cli)/`,
      String.raw`^src/agents/[^/]+/(?:run|transcript|wire)`,
    ].join('|'),
  );
  const relative = (files: Iterable<string>) => [...files].map((f) => path.relative(path.resolve('.'), f));

  it('no facts file loads code that runs a CLI', () => {
    for (const name of AGENT_NAMES) {
      const loaded = relative(staticImports(path.join(AGENTS_DIR, name, 'facts.ts')));
      expect([name, loaded.filter((f) => RUNS_A_CLI.test(f))]).toEqual([name, []]);
    }
  });

  it('`validate` loads facts only, never an agent’s run, transcript or wire part', () => {
    const loaded = relative(staticImports(path.join(SRC, 'cli', 'validateCommand.ts')));
    const heavy = loaded.filter((f) => RUNS_A_CLI.test(f) && !f.startsWith('src/cli/'));
    expect(heavy).toEqual([]);
    // Of src/agents/, the registry, the two type files, and each agent's facts and listing rule: 12 for six agents.
    expect(loaded.filter((f) => f.startsWith('src/agents/')).length).toBeLessThanOrEqual(3 + 2 * AGENT_NAMES.length);
  });
});

describe('no table or switch keyed by a backend name outside src/agents/', () => {
  const quoted = AGENT_NAMES.map((n) => n.replace(/-/g, '\\-')).join('|');
  const bare = AGENT_NAMES.filter((n) => !n.includes('-')).join('|');
  // `case 'codex':`, `=== 'claude-code'`, `'gemini-cli': …`, `['pi']`, or `codex: …` as an object key.
  const KEYED = new RegExp(
    [
      `case\\s+['"](?:${quoted})['"]`,
      `[=!]==\\s*['"](?:${quoted})['"]`,
      `['"](?:${quoted})['"]\\s*[:\\]]`,
      `^\\s*(?:${bare})\\s*:`,
    ].join('|'),
    'm',
  );
  it('finds none', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => !f.startsWith(`${AGENTS_DIR}${path.sep}`))
      .map((f) => path.relative(path.resolve('.'), f))
      .flatMap((rel) =>
        readFileSync(rel, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            KEYED.test(line) && !/^\s*(?:\/\/|\*)/.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch one', () => {
    const keyed = [
      "  'claude-code': ['api.anthropic.com:443'],",
      '  codex: { policy: "off" },',
      "    case 'gemini-cli':",
      "b !== 'claude-code'",
    ];
    for (const line of keyed) expect([line, KEYED.test(line)]).toEqual([line, true]);
    for (const line of ["  name: 'codex',", "const x = 'hermes-agent';", 'codexFacts.name'])
      expect([line, KEYED.test(line)]).toEqual([line, false]);
  });
});
