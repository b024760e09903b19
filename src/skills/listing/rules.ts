import type { ListingRule } from './budgets.js';
import { claudeCode } from './claudeCode.js';
import { codex } from './codex.js';
import { geminiCli, hermes, opencode, pi } from './wholeListings.js';

/** Each backend's listing, as its pinned CLI sends it. */
export const LISTING_RULES: readonly ListingRule[] = [claudeCode, codex, pi, geminiCli, hermes, opencode];
