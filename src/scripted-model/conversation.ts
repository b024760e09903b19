/** A request from an agent CLI, decoded into what the policy needs, whatever the wire protocol. */
export interface ListedSkill {
  name: string;
  description: string;
}

export interface ToolUse {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export type Turn =
  | { role: 'assistant'; toolUses: ToolUse[]; text: string }
  | { role: 'tool-result'; toolUseId: string; ok: boolean; text: string }
  /** Text the CLI injected after a tool call (Claude: "Base directory for this skill: …"). */
  | { role: 'injected'; text: string };

export interface Conversation {
  /** The user's task, without the CLI's reminders and wrappers. */
  prompt: string;
  /** The skills the CLI listed to the model, in its own words. */
  listedSkills: ListedSkill[];
  tools: string[];
  turns: Turn[];
}

/** What the model does next. */
export type Action = { kind: 'text'; text: string } | { kind: 'tool'; name: string; input: Record<string, unknown> };

/**
 * The first tool call that `matches`, and the tool result that followed it (with its turn index):
 * `undefined` when there is no such call yet, `pending` while its result has not come back.
 */
export function firstCallAndResult(
  conversation: Conversation,
  matches: (use: ToolUse) => boolean,
): { use: ToolUse; ok: boolean; text: string; turn: number } | 'pending' | undefined {
  let use: ToolUse | undefined;
  const call = conversation.turns.findIndex(
    (t) => t.role === 'assistant' && (use = t.toolUses.find(matches)) !== undefined,
  );
  if (call < 0 || !use) return undefined;
  const turn = conversation.turns.findIndex((t, i) => i > call && t.role === 'tool-result');
  if (turn < 0) return 'pending';
  const result = conversation.turns[turn] as { ok: boolean; text: string };
  return { use, ok: result.ok, text: result.text, turn };
}
