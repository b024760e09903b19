import { decodeAnthropic } from '../../src/scripted-model/anthropic.js';
import type { ChatRequest } from '../../src/scripted-model/chatCompletions.js';
import { decodeCodex } from '../../src/scripted-model/codex.js';
import type { ListedSkill } from '../../src/scripted-model/conversation.js';
import { decodeGemini } from '../../src/scripted-model/gemini.js';
import { decodeHermes, isHermesRequest } from '../../src/scripted-model/hermes.js';
import { decodeOpencode, isOpencodeRequest } from '../../src/scripted-model/opencode.js';
import { decodePi, isPiRequest } from '../../src/scripted-model/pi.js';
import type { EvalRun } from './evalRepo.js';

/** The skill listing a CLI sent the scripted model in its first request that had one, as the model read it. */
export function listingSent(requests: EvalRun['requests']): ListedSkill[] | undefined {
  for (const { url, body } of requests) {
    if (!body || typeof body !== 'object') continue;
    const listed = listingOf(url, body);
    if (listed && listed.length > 0) return listed;
  }
  return undefined;
}

function listingOf(url: string, body: object): ListedSkill[] | undefined {
  if (url.startsWith('/v1/messages') && !url.includes('count_tokens')) return decodeAnthropic(body as Parameters<typeof decodeAnthropic>[0]).listedSkills;
  if (url.startsWith('/v1/responses')) return decodeCodex(body as Parameters<typeof decodeCodex>[0]).listedSkills;
  if (/:streamGenerateContent/.test(url)) return decodeGemini(body as Parameters<typeof decodeGemini>[0]).listedSkills;
  if (!url.startsWith('/v1/chat/completions')) return undefined;
  const chat = body as ChatRequest;
  if (!chat.tools || chat.tools.length === 0) return undefined;
  if (isHermesRequest(chat)) return decodeHermes(chat).listedSkills;
  if (isOpencodeRequest(chat)) return decodeOpencode(chat).listedSkills;
  if (isPiRequest(chat)) return decodePi(chat).listedSkills;
  return undefined;
}
