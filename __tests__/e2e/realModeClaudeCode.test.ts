import { expect, jest } from '@jest/globals';
import { readBack, realModeSuite, realRun, transcriptOf } from '../helpers/providers/scenarios.js';

// Real Claude Code in real mode, as a user with only a key runs it: the CLI calls its provider by its real
// host name through the trial's allow-list proxy, which dials a stand-in on loopback (TLS, a test CA);
// and once behind a gateway. See __tests__/helpers/providers/scenarios.ts.
jest.setTimeout(600_000);

realModeSuite('claude-code', { reported: /^claude-/, gateway: { reported: /^claude-/ } }, (testCase) => {
  testCase(
    '`--model opus[1m]`: the model the CLI names in its init event is the ' + 'one recorded, and the run reads back',
    async () => {
      const run = await realRun('claude-code', {}, 'opus[1m]');
      expect(run.record).toMatchObject({ outcome: 'pass', activations: { greeter: 'activated' } });
      const init = transcriptOf(run)
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((e) => e.type === 'system' && e.subtype === 'init');
      // 2.1.332 resolves the alias itself (2.1.197 reported `claude-opus-4-8[1m]`); caliper records what it says.
      expect(run.record.model).toBe(init.model);
      const sent = run.requests.map((r) => (r.body as { model?: string } | undefined)?.model).filter(Boolean);
      expect(new Set(sent)).toEqual(new Set([init.model]));
      expect(run.results.meta.backends[0]!.model).toBe(init.model);
      await readBack(run.outDir);
    },
  );

  testCase(
    'a provider whose certificate the CLI does not trust (the runner names no CA for it) is a harness error, never a ' +
      'skill failure, and no model call gets through',
    async () => {
      const run = await realRun('claude-code', {}, undefined, { trusted: false });
      expect(run.record.outcome).toBe('error');
      expect(run.record.activations).toBeUndefined();
      expect(run.standIn.calls()).toEqual([]);
      // No attempt can pass until the runner trusts the CA: one attempt, and the reason says what to set.
      expect(run.record.attempts).toBe(1);
      expect(run.record.reason).toMatch(/certificate verification failed .*set NODE_EXTRA_CA_CERTS on the runner/);
    },
  );
});
