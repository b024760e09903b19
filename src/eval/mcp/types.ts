/** A JSON Schema as a spec gives it (the short form already expanded). */
export type JsonObject = Record<string, unknown>;

/** One answer of a mock tool: returned to the first call whose arguments hold `match` (every call when absent). */
export interface McpAnswer {
  match: JsonObject | undefined;
  text: string;
}

export interface McpMockTool {
  description: string;
  /** The tool's `inputSchema` as the agent sees it (a JSON Schema of `type: object`). */
  inputSchema: JsonObject;
  answers: McpAnswer[];
  /** A JSON Schema the arguments must satisfy; a call that does not is answered and recorded as a violation. */
  expect: JsonObject | undefined;
}

export type McpServer =
  | { kind: 'mock'; tools: Record<string, McpMockTool> }
  /** A stdio server in the skill: `command[0]` an interpreter or a path relative to the skill, then arguments. */
  | { kind: 'command'; command: string[] }
  /** A stdio server from npm, pinned to one version (`name@1.2.3`). */
  | { kind: 'npm'; package: string; args: string[]; line?: number };

export type McpServers = Record<string, McpServer>;
