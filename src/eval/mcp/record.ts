/** One call a mock received, as caliper's host-side process recorded it (never read from the trial). */
export interface McpCallRecord {
  server: string;
  tool: string;
  arguments: Record<string, unknown>;
  /** The answer the mock returned. */
  answer: string;
  /** Why the arguments departed from the tool's `expect:` (absent when they held to it, or it has none). */
  violation?: string;
}
