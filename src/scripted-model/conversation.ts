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
