import { CHAT } from '../../eval/replay/providerApi.js';
import type { ChatRequest } from '../../scripted-model/chatCompletions.js';
import type { Conversation } from '../../scripted-model/conversation.js';
import { nextAction, type Dialect } from '../../scripted-model/policy.js';
import type { AgentWire } from '../agent.js';

/**
 * A CLI on Chat Completions, which the scripted model tells apart only by the tools it offers (`matches`):
 * its requests read by `decode`, and answered in the dialect of the conversation read.
 */
export function chatWire<C extends Conversation>(
  decode: (body: ChatRequest) => C,
  matches: (body: ChatRequest) => boolean,
  dialect: (conversation: C) => Dialect,
  keyUpstreams: AgentWire['keyUpstreams'],
): AgentWire {
  const answer = (body: ChatRequest) => {
    const conversation = decode(body);
    return nextAction(conversation, dialect(conversation));
  };
  return {
    api: CHAT,
    upstream: undefined,
    keyUpstreams,
    decode: (body) => decode((body ?? {}) as ChatRequest),
    chat: { matches, answer },
  };
}
