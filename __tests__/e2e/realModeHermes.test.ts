import { jest } from '@jest/globals';
import { realModeSuite } from '../helpers/providers/scenarios.js';

// Real Hermes in real mode against a stand-in of its provider's API on loopback, reached through the
// trial's allow-list proxy (see __tests__/helpers/providers/scenarios.ts for how each backend is given it).
jest.setTimeout(600_000);

realModeSuite('hermes', { model: 'anthropic/claude-sonnet-4.6', reported: /^anthropic\/claude-sonnet-4\.6$/ });
