import type { ProviderApi } from '../eval/replay/providerApi.js';
import type { SandboxPaths } from '../eval/sandbox/paths.js';
import type { ChatRequest } from '../scripted-model/chatCompletions.js';
import type { Action, Conversation, ListedSkill } from '../scripted-model/conversation.js';
import type { AgentFacts } from './agentFacts.js';
import type { AgentName } from './facts.js';
import type { RunError } from './shared/providerFaults.js';

/**
 * One agent CLI, as caliper knows it: what it is (`facts`), how caliper runs it (`run`), how its run
 * reads (`transcript`) and what its model requests say (`wire`). Each is one folder,
 * src/agents/<name>/, registered in src/agents/index.ts; docs/internals/agents.md says how to add one.
 */
export interface Agent {
  readonly name: AgentName;
  readonly facts: AgentFacts<AgentName>;
  readonly run: AgentRun;
  readonly transcript: AgentTranscript;
  readonly wire: AgentWire;
  /**
   * How the CLI is given a trial's MCP servers (src/agents/<name>/mcp.ts), checked on the real CLI;
   * undefined when it is not (yet): a spec with `mcp:` is refused on it before any trial.
   */
  readonly mcp?: AgentMcp;
}

/**
 * One MCP server as a CLI is to start it: a stdio program (caliper's relay, src/eval/mcp/relay.ts),
 * its arguments and the variables it needs. Every string is caliper's (the server's name matches
 * MCP_SERVER_NAME), but a config writer still quotes each the way its format does.
 */
export interface McpStdioServer {
  /** The spec's name for the server (`orders`): the key in the CLI's config, and part of its tool names. */
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Set in the server's own `env` of the CLI's config (the relay's socket and token), not the CLI's. */
  readonly env: Readonly<Record<string, string>>;
}

/** How one CLI is given MCP servers, and what it calls their tools (docs/internals/agents.md, MCP). */
export interface AgentMcp {
  /**
   * The name the CLI gives `server`'s `tool`, both among the tools it offers its model and in its
   * transcript (Claude Code: `mcp__orders__lookup_order`), as seen on the real CLI.
   */
  toolName(server: string, tool: string): string;
  /**
   * Give the CLI the trial's servers, after `run.configure` wrote its settings: write or extend its
   * config files in the sandbox (its `configDir`/`homeDir`, fresh per trial), and return arguments
   * added to every run of the CLI in the trial (its first and its resumed ones) and variables set for it.
   */
  configure(sandbox: SandboxPaths, servers: readonly McpStdioServer[]): McpConfigured;
}

export interface McpConfigured {
  args: string[];
  env: Record<string, string>;
}

/** What a CLI's model requests say, for the recording relay and the scripted model (src/agents/<name>/wire.ts). */
export interface AgentWire {
  /** The provider API its requests speak: what the recording relay passes on and replays. */
  readonly api: ProviderApi;
  /**
   * Where a recording passes its requests on when the run names no model URL: its provider's API; undefined
   * for a CLI given the relay as an OpenAI-compatible API, passed on to the provider of the key set.
   */
  readonly upstream: string | undefined;
  /**
   * For a CLI with no provider of its own (`upstream` undefined): the provider a recording passes its
   * requests on to, by the key variable set (never one provider's key to another), each at its /v1 API.
   */
  readonly keyUpstreams: Readonly<Record<string, string>>;
  /**
   * For a CLI whose provider the runner's variables name, not its key (Copilot CLI: COPILOT_PROVIDER_BASE_URL and
   * _TYPE), in place of `keyUpstreams`: where a recording passes its requests on, and the key variable; or why
   * it cannot be recorded without a gateway.
   */
  readonly upstreamFromEnv?: (env: NodeJS.ProcessEnv) => EnvUpstream;
  /** The scripted model's reading of one request: the prompt, the skills listed, the turns so far. */
  decode(body: unknown): Conversation;
  /**
   * For a CLI on Chat Completions, which the scripted model tells apart only by the tools it offers:
   * whether a request is its own (matched in the registry's order), and the scripted answer to it.
   */
  readonly chat?: { matches(body: ChatRequest): boolean; answer(body: ChatRequest): Action };
}

/** A recording's upstream as the runner's variables name it (`AgentWire.upstreamFromEnv`). */
export type EnvUpstream = { ok: true; baseUrl: string; keyVariable: string } | { ok: false; reason: string };

/** Where the model is: a base URL (the scripted server, a proxy) or the CLI's default, and a key. */
export interface ModelEndpoint {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Model id to request; undefined leaves the CLI's default. */
  model: string | undefined;
}

export interface ToolCall {
  id: string;
  name: string;
  input: unknown;
  /** Undefined when the call never got a result (the run ended first). */
  result: { ok: boolean; text: string } | undefined;
}

/** A CLI's transcript, normalised: what every check and the activation rule read. */
export interface Transcript {
  /** Skills the CLI reported discovering (its own listing); undefined when it reports none. */
  discoveredSkills: string[] | undefined;
  toolCalls: ToolCall[];
  finalAnswer: string | undefined;
  model: string | undefined;
  cliVersion: string | undefined;
  /**
   * `cacheReadTokens` and `cacheWriteTokens` are parts of `inputTokens`, where the CLI reports them apart;
   * `turns`, the model calls the agent made, where the CLI's transcript says (absent: it does not).
   */
  usage: {
    inputTokens: number;
    outputTokens: number;
    cacheReadTokens?: number;
    cacheWriteTokens?: number;
    costUsd: number | undefined;
    turns?: number;
  };
  /**
   * A run-level error the CLI reported, classified by its backend (providerFaults.ts): `transient` ones
   * (429, 5xx, overloaded, a dropped connection) are retried, with the provider's status and wait when known.
   */
  error: RunError | undefined;
  /**
   * The CLI stopped the agent at its turn limit (`--max-turns`), in its own words (Claude Code's
   * `error_max_turns`, Gemini CLI's FatalTurnLimitedError): the agent's outcome, graded on what it did,
   * never a harness fault (docs/eval.md#outcomes).
   */
  outOfTurns?: true;
}

export type TranscriptParse = { ok: true; transcript: Transcript } | { ok: false; reason: string };

export interface CommandInput {
  sandbox: SandboxPaths;
  prompt: string;
  endpoint: ModelEndpoint;
  maxTurns: number;
  /**
   * For a skill of a plugin: where its plugin's files were placed in the sandbox, for a CLI that gives
   * skills a plugin-root variable (Claude Code's `${CLAUDE_PLUGIN_ROOT}`).
   */
  pluginRoot?: string;
  /** The CLI's executable as installed, for a backend that starts it through its interpreter (Hermes). */
  executable?: string;
}

/** How caliper installs and starts one agent CLI (src/agents/<name>/run.ts). */
export interface AgentRun {
  /** Where the CLI comes from (npm, or PyPI into a venv), the version caliper is tested against, its binary. */
  readonly install: { registry: 'npm' | 'pypi'; package: string; version: string; bin: string };
  /** Programs the CLI needs on PATH, or its runs fail in ways that look like the skill's fault. */
  readonly requiresOnPath: readonly string[];
  /** The native root the CLI discovers skills in, for this sandbox. */
  skillsRoot(sandbox: SandboxPaths): string;
  /**
   * Names the CLI reads as its own (settings, memory files, commands, hooks, plugins) in the folder that
   * holds its skills root: a plugin file placed beside an installed skill is never put on one.
   */
  readonly configNames: readonly string[];
  /**
   * Files the CLI needs in the sandbox before a run (provider config, settings). `passed`: the runner's
   * variables this CLI receives (its `passEnv` that are set; none for the scripted model or a tape), for a
   * CLI that must be told in a file what another CLI reads from a variable. `maxTurns`: the trial's turn
   * limit, for a CLI that reads it from its settings (Gemini CLI).
   */
  configure(
    sandbox: SandboxPaths,
    endpoint: ModelEndpoint,
    passed?: Readonly<Record<string, string>>,
    maxTurns?: number,
  ): void;
  /**
   * What `configure` wrote that the CLI reads its endpoint and settings from whenever it starts: bound read-only in
   * the sandbox, so that nothing the agent runs can choose the model a follow-up turn's CLI talks to.
   */
  readonly pinned?: (sandbox: SandboxPaths) => string[];
  /**
   * Arguments (after the executable) and the CLI-specific environment for one run. The prompt goes on
   * `stdin` wherever the CLI takes it there: in argv any process of the trial reads it from
   * /proc/PID/cmdline (docs/security.md). Without `stdin`, stdin is closed (several CLIs wait on an open
   * one). `program`, when set, is started in place of the executable (the interpreter of a script).
   */
  command(input: CommandInput): { args: string[]; env: Record<string, string>; stdin?: string; program?: string };
  /** Environment variables of the runner's that this CLI may receive (model keys, proxies). */
  readonly passEnv: readonly string[];
  /** Any one of these must be set to talk to a real model. */
  readonly credentialEnv: readonly string[];
  /**
   * With a real model and no model URL, for a CLI whose provider the runner's variables must name (Copilot
   * CLI): why they give it none to reach, in a sentence saying what to set; undefined when they do.
   */
  readonly unreachableModel?: (env: NodeJS.ProcessEnv) => string | undefined;
  /**
   * For a CLI whose transcript does not say which skills it discovered: a second invocation in the same
   * sandbox, with no model call, that lists them (its stdin; `transcript.probe` reads its stdout).
   */
  readonly discoveryProbe: { args(input: CommandInput): string[]; stdin: string } | undefined;
  /**
   * For a CLI whose run prints only its answer: a command run afterwards in the same sandbox that prints
   * the transcript; that output is what is parsed and saved. `program` is the CLI's executable unless the
   * backend names a lighter one that prints the same (Hermes: its own Python reading its session store).
   */
  readonly transcriptExport:
    | { command(input: CommandInput, executable: string): { program: string; args: string[] } }
    | undefined;
  /**
   * The explicit discipline, where the CLI has one: how a user invokes a skill by name (`/name`,
   * `$name`, `/skill:name`); `transcript.explicitlyLoaded` reads which skills it expanded that way.
   */
  readonly explicit: { invocation(skill: string): string } | undefined;
  /**
   * For a CLI that resumes a session headless (`facts.resumes`): the command that sends `input.prompt`
   * as the next user message of the session the trial's first run started, in the same sandbox (its
   * config folder, fresh per trial, holds that one session).
   */
  resume?(input: CommandInput): ResumeCommand;
  readonly versionArgs: readonly string[];
  /** The CLI's own home variables for its version run, in the throwaway `home` it is given (HOME and XDG are set). */
  versionEnv?(home: string): Record<string, string>;
  /**
   * After `caliper install` fetched the CLI into `folder` (its entry in the tools folder): work done once for
   * every trial (Copilot CLI unpacks its package there, which trials then read read-only).
   */
  afterInstall?(folder: string): { ok: true } | { ok: false; reason: string };
}

/** One follow-up run: its arguments, and its stdin for a CLI that takes the prompt there. */
export interface ResumeCommand {
  args: string[];
  stdin?: string;
  /** Started in place of the executable, as the first run's `program`. */
  program?: string;
}

/** How caliper reads one CLI's run: what it did, activated, listed and expanded, in its own records. */
export interface AgentTranscript {
  /**
   * Read a run's transcript from its stdout (or the `transcriptExport` output, with what the run itself
   * printed as `printed`) and, where the CLI keeps more on disk (Codex's rollout, Hermes' usage file),
   * from the sandbox (absent when re-reading a saved transcript).
   */
  parse(stdout: string, sandbox?: SandboxPaths, printed?: string): TranscriptParse;
  /** Skills the agent chose and successfully loaded, read from its own transcript. */
  activatedSkills(transcript: Transcript, skillsRoot: string): Set<string>;
  /**
   * For a CLI with a discovery probe (`discoveryProbe`): the skill names its output lists, and the listing
   * with descriptions (a CLI whose run keeps no text of what it listed: Gemini CLI, OpenCode, pi).
   */
  readonly probe?: { skills(stdout: string): string[] | undefined; listing(stdout: string): ListedSkill[] | undefined };
  /**
   * The listing as the CLI sent it, from what it keeps of a run where it keeps the text it sent (Claude
   * Code's session log, Codex's rollout, Hermes' exported session). Bounded: every string is the agent's.
   */
  listedInRun?(stdout: string, sandbox: SandboxPaths): ListedSkill[] | undefined;
  /** For a CLI with `explicit`: the skills it expanded, from where it records them (a session log on disk). */
  explicitlyLoaded?(sandbox: SandboxPaths, stdout: string): Set<string>;
  /** Its version, from what `versionArgs` printed. */
  parseVersion(stdout: string): string | undefined;
}
