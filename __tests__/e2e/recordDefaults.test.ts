import { jest } from '@jest/globals';
import type { BackendName } from '../../src/eval/spec/types.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { outFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { startStandIn } from '../helpers/providers/standIn.js';

// No false alarms: under --record the relay refuses a request that asks the provider to reach the network
// (src/eval/replay/serverSideTools.ts), and what each pinned CLI sends by default (its tools, Claude
// Code's betas) must still pass. Codex sent a web_search tool in every request until caliper turned it
// off in its config; these runs would have caught it.
jest.setTimeout(600_000);

// Claude Code's and Codex's record runs are realModeReplay.test.ts's, which asserts the same of them.
type Backend = Exclude<BackendName, 'claude-code' | 'codex'>;

const MODELS: Record<Backend, string> = {
  'gemini-cli': 'gemini-3-pro-preview',
  hermes: 'gpt-5.5',
  opencode: 'gpt-5.5',
  pi: 'gpt-5.5',
  copilot: 'gpt-5.5',
};
const KEYS: Record<Backend, string> = {
  'gemini-cli': STAND_IN_KEYS.gemini,
  hermes: STAND_IN_KEYS.openai,
  opencode: STAND_IN_KEYS.openai,
  pi: STAND_IN_KEYS.openai,
  copilot: STAND_IN_KEYS.openai,
};

for (const backend of Object.keys(MODELS) as Backend[]) {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`--record on ${backend}`, () => {
    it('passes every request the CLI sends by default: both cases pass, none refused', async () => {
      const standIn = await startStandIn();
      try {
        const tape = { mode: 'record' as const, dir: outFolder() };
        const model = {
          kind: 'real' as const,
          baseUrl: standIn.url,
          apiKey: KEYS[backend],
          model: MODELS[backend],
          tape,
        };
        const r = await evalRepo(backendRepo(), {
          backends: [backend],
          skills: ['greeter'],
          timeoutSeconds: 150,
          model,
        });
        const got = r.records.map((x) => ({ key: x.key, outcome: x.outcome, refused: x.refusedRequests }));
        expect(got.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
          { key: `greeter|${backend}|greet|1`, outcome: 'pass', refused: undefined },
          { key: `greeter|${backend}|unrelated|1`, outcome: 'pass', refused: undefined },
        ]);
        expect(standIn.calls().length).toBeGreaterThan(1);
      } finally {
        await standIn.close();
      }
    });
  });
}
