import { jest } from '@jest/globals';
import { realModeSuite } from '../helpers/providers/scenarios.js';

// Real Opencode in real mode against a stand-in of its provider's API on loopback, reached through the
// trial's allow-list proxy (see __tests__/helpers/providers/scenarios.ts for how each backend is given it).
jest.setTimeout(600_000);

realModeSuite('opencode', { model: 'gpt-5.5', reported: /^gpt-5\.5$/ });
