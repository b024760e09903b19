import { expect, it, jest } from '@jest/globals';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { readBack, realModeSuite, realRun } from '../helpers/providers/scenarios.js';

// Real pi in real mode, as a user with only a key runs it: the CLI calls its provider by its real
// host name through the trial's allow-list proxy, which dials a stand-in on loopback (TLS, a test CA);
// and once behind a gateway. See __tests__/helpers/providers/scenarios.ts.
jest.setTimeout(600_000);

realModeSuite('pi', {
  model: 'openrouter/openai/gpt-5.5',
  reported: /^openai\/gpt-5\.5$/,
  gateway: { model: 'gpt-5.5', reported: /^gpt-5\.5$/ },
  openai: { model: 'openai/gpt-5.5', reported: /^gpt-5\.5$/, api: 'responses' },
});

describeNeeding(['cli:pi', ...SANDBOX_NEEDS])('real mode: a bracketed model id on pi', () => {
  it(
    '`claude-opus-4-8[1m]`, sent and reported as given, is recorded as ' +
      'given and the run reads back in compare, merge and view',
    async () => {
      const run = await realRun('pi', {}, 'claude-opus-4-8[1m]', { route: 'base-url' });
      expect(run.record).toMatchObject({ outcome: 'pass', model: 'claude-opus-4-8[1m]' });
      expect(
        run.requests.some((r) => (r.body as { model?: string } | undefined)?.model === 'claude-opus-4-8[1m]'),
      ).toBe(true);
      expect(run.results.meta.backends[0]!.model).toBe('claude-opus-4-8[1m]');
      await readBack(run.outDir);
    },
  );
});
