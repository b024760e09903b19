import { decodeAnthropic } from '../../scripted-model/anthropic.js';
import { decodeCodex } from '../../scripted-model/codex.js';
import type { ListedSkill } from '../../scripted-model/conversation.js';
import { decodeGemini } from '../../scripted-model/gemini.js';
import { decodeHermes } from '../../scripted-model/hermes.js';
import { decodeOpencode } from '../../scripted-model/opencode.js';
import { decodePi } from '../../scripted-model/pi.js';
import type { BackendName } from '../spec/types.js';

export type { ListedSkill };

/**
 * The skills a CLI listed to the model in one request body, in its own words, read by the scripted
 * model's decoder for that CLI's wire format (the same reading its choice is made from).
 */
export function listingInRequest(backend: BackendName, body: unknown): ListedSkill[] {
  const b = (body ?? {}) as never;
  switch (backend) {
    case 'claude-code':
      return decodeAnthropic(b).listedSkills;
    case 'codex':
      return decodeCodex(b).listedSkills;
    case 'gemini-cli':
      return decodeGemini(b).listedSkills;
    case 'hermes':
      return decodeHermes(b).listedSkills;
    case 'opencode':
      return decodeOpencode(b).listedSkills;
    case 'pi':
      return decodePi(b).listedSkills;
  }
}
