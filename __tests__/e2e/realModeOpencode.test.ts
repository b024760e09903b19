import { jest } from '@jest/globals';
import { realModeSuite } from '../helpers/providers/scenarios.js';

// Real OpenCode in real mode, as a user with only a key runs it: the CLI calls its provider by its real
// host name through the trial's allow-list proxy, which dials a stand-in on loopback (TLS, a test CA);
// and once behind a gateway. See __tests__/helpers/providers/scenarios.ts.
jest.setTimeout(600_000);

realModeSuite('opencode', {
  model: 'openrouter/openai/gpt-5.5',
  reported: /^openrouter\/openai\/gpt-5\.5$/,
  gateway: { model: 'gpt-5.5', reported: /^gpt-5\.5$/ },
  openai: { model: 'openai/gpt-5.5', reported: /^openai\/gpt-5\.5$/, api: 'responses' },
});
