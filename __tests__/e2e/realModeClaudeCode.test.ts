import { expect, it, jest } from '@jest/globals';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { readBack, realModeSuite, realRun, transcriptOf } from '../helpers/providers/scenarios.js';

// Real Claude Code in real mode (ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY, as a user behind a gateway
// sets them), against a stand-in of the Messages API on loopback reached through the trial's proxy.
jest.setTimeout(600_000);

realModeSuite('claude-code', { reported: /^claude-/ });

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])('real mode: a model alias on Claude Code', () => {
  it('`--model opus[1m]`: the model the CLI names in its init event is the one recorded, and the run reads back', async () => {
    const run = await realRun('claude-code', {}, 'opus[1m]');
    expect(run.record).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
    const init = transcriptOf(run).split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((e) => e.type === 'system' && e.subtype === 'init');
    // 2.1.332 resolves the alias itself (2.1.197 reported `claude-opus-4-8[1m]`); caliper records what it says.
    expect(run.record.model).toBe(init.model);
    const sent = run.requests.map((r) => (r.body as { model?: string } | undefined)?.model).filter(Boolean);
    expect(new Set(sent)).toEqual(new Set([init.model]));
    expect(run.results.meta.backends[0]!.model).toBe(init.model);
    await readBack(run.outDir);
  });
});
