import { expect, jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { backendRepo } from '../helpers/backendRepo.js';
import { caliper, hostNameEnv, outFolder, STAND_IN_KEYS } from '../helpers/providers/realMode.js';
import { realModeSuite, realRun, transcriptOf } from '../helpers/providers/scenarios.js';

// Real Copilot CLI in real mode, as a user with only a key runs it: its bring-your-own-model variables name
// OpenAI's API (COPILOT_PROVIDER_BASE_URL=https://api.openai.com/v1, _TYPE=openai, _API_KEY), the trial's
// allow-list proxy dials a stand-in on loopback for that name (TLS, a test CA); and once behind a gateway
// (its base URL on loopback). See __tests__/helpers/providers/scenarios.ts.
jest.setTimeout(600_000);

realModeSuite(
  'copilot',
  {
    model: 'gpt-5.5',
    reported: /^gpt-5\.5$/,
    gateway: { model: 'gpt-5.5', reported: /^gpt-5\.5$/ },
    // The host of its base URL, not every provider it can be pointed at.
    allowed: ['api.openai.com:443'],
  },
  (testCase) => {
    testCase(
      'tokens and model calls from its session record (its stream has none), the model from COPILOT_MODEL',
      async () => {
        const run = await realRun('copilot', {}, undefined, {
          keys: { ...hostNameEnv('copilot'), COPILOT_MODEL: 'gpt-5.5-mini' },
        });
        expect(run.record).toMatchObject({
          outcome: 'pass',
          activations: { greeter: 'activated' },
          model: 'gpt-5.5-mini',
        });
        const calls = run.standIn.calls().length;
        expect(calls).toBeGreaterThan(1);
        // The stand-in reports 100 input and 20 output tokens a call: one `session.usage_record` each.
        expect(run.record.usage).toMatchObject({ inputTokens: 100 * calls, outputTokens: 20 * calls, turns: calls });
        const sent = run.requests.map((r) => (r.body as { model?: string } | undefined)?.model).filter(Boolean);
        expect(new Set(sent)).toEqual(new Set(['gpt-5.5-mini']));
        // The transcript kept is its stdout, which counts no tokens: the record's came from its session-state.
        expect(transcriptOf(run)).not.toMatch(/"inputTokens"/);
      },
    );

    testCase(
      'a key with no COPILOT_PROVIDER_BASE_URL: refused before the first trial, saying what to set',
      async () => {
        const repo = backendRepo();
        const outDir = outFolder();
        const args = ['eval', repo, '--backend', 'copilot', '--model', 'gpt-5.5', '--trials', '1', '--out', outDir];
        const env = { PATH: process.env.PATH, HOME: process.env.HOME, CALIPER_TOOLS: process.env.CALIPER_TOOLS };
        // Without the refusal each trial started the CLI, which exited 1: "Set COPILOT_PROVIDER_BASE_URL".
        const run = await caliper(args, { cwd: repo, env: { ...env, COPILOT_PROVIDER_API_KEY: STAND_IN_KEYS.openai } });
        expect(run.code).not.toBe(0);
        expect(run.stderr).toMatch(/Copilot CLI takes a real model only from COPILOT_PROVIDER_BASE_URL .*: set it, /);
        expect(run.stderr).toMatch(/or give a gateway with --model-url/);
        expect(existsSync(path.join(outDir, 'trials.jsonl'))).toBe(false);
      },
    );

    testCase('a provider whose certificate it does not trust: a harness error naming NODE_EXTRA_CA_CERTS', async () => {
      const run = await realRun('copilot', {}, 'gpt-5.5', { trusted: false });
      expect(run.record).toMatchObject({ outcome: 'error', attempts: 1 });
      expect(run.record.activations).toBeUndefined();
      expect(run.standIn.calls()).toEqual([]);
      expect(run.record.reason).toMatch(/certificate verify failed.*set NODE_EXTRA_CA_CERTS on the runner/);
    });
  },
);
