import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCodexRun } from '../../src/agents/codex/transcript.js';
import { factsOf } from '../../src/agents/facts.js';
import { BACKEND_NAMES } from '../../src/eval/spec/schema.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { missingOf, SANDBOX_NEEDS } from '../helpers/needs.js';

// The tool names `validate` accepts in tool_used and tool_order (each agent's `facts.tools`,
// src/agents/<name>/facts.ts) are the ones each pinned CLI offers its model, as its requests to the scripted model
// show; Codex's transcript records every command as command_execution, whatever the model called.
jest.setTimeout(300_000);

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

const available = BACKEND_NAMES.filter((b) => missingOf([`cli:${b}`, ...SANDBOX_NEEDS]).length === 0);
const maybe = available.length === BACKEND_NAMES.length ? it : it.skip;

describe("the tool names validate accepts are the CLIs' own", () => {
  maybe(
    'for every backend, as it offers them to the scripted model (Codex: as its transcript records them)',
    async () => {
      const run = await evalRepo(backendRepo(), {
        backends: [...BACKEND_NAMES],
        skills: ['greeter'],
        cases: ['greet'],
        timeoutSeconds: 180,
      });
      const byBackend = new Map<BackendName, Set<string>>();
      for (const r of run.records) expect([r.backend, r.outcome]).toEqual([r.backend, 'pass']);
      // The requests do not say which CLI sent them; each CLI's tool set does (its activation tool).
      const signature: Record<Exclude<BackendName, 'codex'>, string> = {
        'claude-code': 'Skill',
        pi: 'read',
        hermes: 'skill_view',
        opencode: 'skill',
        'gemini-cli': 'activate_skill',
        copilot: 'fetch_copilot_cli_documentation',
      };
      for (const r of run.requests) {
        const body = (r.body ?? {}) as Body;
        const names = offered(body);
        const backend = (Object.keys(signature) as (keyof typeof signature)[]).find(
          (b) =>
            names.includes(signature[b]) &&
            (b !== 'pi' || !names.includes('skill')) &&
            (b !== 'opencode' || !names.includes('read_bash')),
        );
        if (!backend) continue;
        const set = byBackend.get(backend) ?? new Set<string>();
        for (const n of [...names, ...deferred(body)]) if (n !== 'DeferredToolPlaceholder') set.add(n);
        byBackend.set(backend, set);
      }
      for (const backend of Object.keys(signature) as (keyof typeof signature)[]) {
        expect([backend, [...(byBackend.get(backend) ?? [])].sort()]).toEqual([
          backend,
          [...factsOf(backend).tools.names].sort(),
        ]);
      }
      const codex = run.records.find((r) => r.backend === 'codex')!;
      const parsed = parseCodexRun(readFileSync(path.join(run.outDir, codex.transcript!), 'utf8'));
      if (!parsed.ok) throw new Error(parsed.reason);
      expect(parsed.transcript.toolCalls.length).toBeGreaterThan(1);
      expect([...new Set(parsed.transcript.toolCalls.map((c) => c.name))]).toEqual([...factsOf('codex').tools.names]);
    },
  );
});
