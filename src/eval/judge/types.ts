import type { JudgeMeta, JudgeVote } from '../../results/types.js';
import type { JudgeInput } from './prompt.js';

/** Who grades: the scripted judge of offline runs, or a model provider's. */
export type JudgeIdentity = Pick<JudgeMeta, 'provider' | 'model'>;

/** One judge request: the instructions (the rubric, the nonce, the delimiter's name) and the delimited data, apart. */
export interface JudgeRequest {
  system: string;
  user: string;
  /** What caliper made it from, and its nonce: a recording keeps the call by it, a replay finds it by it. */
  made?: { input: JudgeInput; nonce: string };
}

export type JudgeReply =
  | { ok: true; text: string; usage: { inputTokens: number; outputTokens: number } }
  | { ok: false; reason: string };

/** A model that grades text against a rubric. One `complete` is one vote. */
export interface Judge {
  readonly identity: JudgeIdentity;
  complete(request: JudgeRequest): Promise<JudgeReply>;
}

export type Vote = JudgeVote;
