import { agentOf } from '../../src/agents/index.js';
import type { ListedSkill } from '../../src/scripted-model/conversation.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import type { EvalRun } from './evalRepo.js';

/** The model APIs' paths: side calls elsewhere (a token count, a model list) carry no listing. */
const MODEL_CALL =
  /^\/v1(?:beta)?\/(?:messages(?:\?|$)|responses|chat\/completions|models\/[^/]+:streamGenerateContent)/;

/**
 * The skill listing `backend` sent the scripted model in its first request that had one, as the model
 * read it (the decoder its choice is made from: the agent's `wire.decode`).
 */
export function listingSent(backend: BackendName, requests: EvalRun['requests']): ListedSkill[] | undefined {
  for (const { url, body } of requests) {
    if (!body || typeof body !== 'object' || !MODEL_CALL.test(url)) continue;
    const listed = listingInRequest(backend, body);
    if (listed.length > 0) return listed;
  }
  return undefined;
}

/** The skills `backend` listed to the model in one request body, in its own words, as the scripted model reads them. */
export function listingInRequest(backend: BackendName, body: unknown): ListedSkill[] {
  return agentOf(backend).wire.decode(body).listedSkills;
}
