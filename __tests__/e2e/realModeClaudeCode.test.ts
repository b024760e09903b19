import { jest } from '@jest/globals';
import { realModeSuite } from '../helpers/providers/scenarios.js';

// Real Claude Code in real mode (ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY, as a user behind a gateway
// sets them), against a stand-in of the Messages API on loopback reached through the trial's proxy.
jest.setTimeout(600_000);

realModeSuite('claude-code', { reported: /^claude-/ });
