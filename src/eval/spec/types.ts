import type { BACKEND_NAMES } from './schema.js';
import type { McpServers } from '../mcp/types.js';

export type BackendName = (typeof BACKEND_NAMES)[number];

export type Check =
  | { kind: 'activation'; skill: string; expect: boolean }
  | { kind: 'file_exists'; path: string }
  | { kind: 'file_contains'; path: string; pattern: string }
  | { kind: 'command'; run: string; timeoutSeconds: number | undefined }
  | { kind: 'output_matches'; pattern: string }
  | { kind: 'not_activated_any' }
  /** The CLI's own tool name, called at least `count` times (default 1). */
  | { kind: 'tool_used'; tool: string; count: number }
  /** These tools were called in this order (other calls may come between). */
  | { kind: 'tool_order'; tools: OrderedTool[] }
  /**
   * The agent called `server`'s `tool` (by caliper's record of what the server received) with `args` a subset of its
   * arguments, at least `count` times.
   */
  | {
      kind: 'mcp_call';
      server: string;
      tool: string;
      args: Record<string, unknown> | undefined;
      count: number;
      /** Only calls that held to the mock tool's `expect:` count. */
      expectHeld?: true;
    }
  /** A file of the subject skill (relative to its folder) was read by a tool call. */
  | { kind: 'read'; path: string }
  /** Passes when `check` fails and fails when it passes; an error stays an error. */
  | { kind: 'not'; check: Check }
  /**
   * A model grades the final answer or a file of the working folder against the rubric; a majority of `votes` passes.
   */
  | { kind: 'judge'; rubric: string; on: JudgedText; votes: number; maxChars: number };

/** A tool by the CLI's own name, or an MCP server's tool (named in the transcript the CLI's way). */
export type OrderedTool = string | { server: string; tool: string };

export type JudgedText = { kind: 'output' } | { kind: 'file'; path: string };

export interface EvalCase {
  id: string;
  prompt: string;
  checks: Check[];
  /** This case's fixtures folder (relative to the skill), instead of the spec's. */
  fixtures?: string;
  /**
   * A folder (relative to the skill) holding what a correct run ends with (`files/`, `answer.md`): for `caliper prove`.
   */
  reference?: string;
  /** Seconds per trial of this case (its own `timeout`, else the spec's `sandbox.timeout`). */
  timeoutSeconds?: number;
  /** Follow-up user messages, sent one by one in the session the prompt started. */
  turns?: string[];
  /** The MCP servers of this case: the spec's, with the case's own over them (absent when none). */
  mcp?: McpServers;
}

/** A validated `.eval.yaml`, normalised: the subject skill is always first in `skills`. */
export interface EvalSpec {
  /** The spec file, relative to the repository root. */
  file: string;
  /** sha256 of the spec file's text. */
  hash: string;
  subject: string;
  skills: string[];
  backends: BackendName[] | undefined;
  trials: number | undefined;
  /** Run each case a second time with no skill installed, for the skill's lift (as `--baseline`). */
  baseline: boolean;
  sandbox: { fixtures: string | undefined; forbiddenFiles: string[]; timeoutSeconds: number | undefined };
  cases: EvalCase[];
}
