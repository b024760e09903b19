import type { BundledSkills } from '../results/types.js';
import type { ListingRule } from '../skills/listing/budgets.js';
import type { AgentTools } from './tools.js';

/**
 * What one agent CLI *is*, at the version caliper pins: data and pure functions only. `validate`,
 * `owners` and the spec schema read these, so a facts file imports nothing that runs a CLI (no runner,
 * sandbox or scripted model; __tests__/agents/contract.test.ts holds that).
 */
export interface AgentFacts<Name extends string = string> {
  /** The backend's name in specs, flags and results (`--backend NAME`). */
  readonly name: Name;
  /** The CLI's name in a message. */
  readonly cli: string;
  /**
   * Project folders only this CLI (and others naming the same) reads skills from: a skill kept under one
   * is meant for the CLIs that read it; anywhere else (`skills/`, `.agents/skills`) for any agent.
   */
  readonly folders: readonly string[];
  /**
   * Folders of a project it reads skills from (`.claude/skills`), and those a repository keeps its skills
   * in for it: discovery reads them as native skills roots (src/skills/layout.ts) and the owners gate as
   * skill paths (src/ownership/skillPaths.ts), so a new agent's roots reach both.
   */
  readonly skillRoots: readonly string[];
  readonly frontMatter: FrontMatterFacts;
  /** The tools its transcript records, and the files a call of one read. */
  readonly tools: AgentTools;
  /** What it puts in the model's context of the skills installed together. */
  readonly listing: ListingRule;
  /**
   * What the CLI ships beside the skills caliper installs, once caliper's settings for it are applied
   * (`off`, `hidden` or `listed`: src/results/types.ts). __tests__/e2e/bundledSkills.test.ts checks it.
   */
  readonly bundledSkills: Readonly<BundledSkills>;
  /**
   * With a real model and no `--model-url`, the hosts it strictly needs to talk to its model: the APIs
   * of the providers whose keys it takes (docs/backends.md).
   */
  readonly modelHosts: readonly string[];
  /** Whether it resumes a session headless, so a case's `turns:` can follow up in it (docs/backends.md). */
  readonly resumes: boolean;
  /**
   * Whether it asks for its own default model by name (Claude Code), so it can be pointed at a gateway
   * or a recording's relay without `--model`; the others' default is their provider's.
   */
  readonly namesItsDefaultModel: boolean;
  /** Whether it expands a plugin's root variable (`${CLAUDE_PLUGIN_ROOT}`) in a skill's text. */
  readonly expandsPluginRoot: boolean;
  /**
   * Why caliper gives this CLI no MCP servers (its agent has no `mcp`), in a clause that follows "because",
   * for the refusal of a spec with `mcp:` (docs/backends.md#mcp-servers); undefined where it has `mcp`.
   */
  readonly noMcp?: string;
  /**
   * Why `--max-turns` does not bound it (its run takes no turn limit caliper sets), in a clause that follows
   * "because", for the warning a run given `--max-turns` prints (docs/backends.md); undefined where it does.
   */
  readonly noTurnLimit?: string;
}

/** The front matter a CLI reads beyond the Agent Skills spec (sources in docs/rules.md). */
export interface FrontMatterFacts {
  /** Top-level fields it documents beyond the spec. */
  readonly fields: readonly string[];
  /**
   * Undefined when it honours `disable-model-invocation: true`; else how to hide a skill from its model
   * (it lists the skill and the agent may run it unasked), as an e2e test saw the real CLI do.
   */
  readonly hideFromModel: string | undefined;
  /** A `metadata.<key>` it defines as something other than a string. */
  readonly metadataKey?: { readonly key: string; accepts(value: unknown): boolean };
}

/** Declares one agent's facts, keeping its name's literal type (the registry derives `AgentName` from it). */
export function defineFacts<const Name extends string>(facts: AgentFacts<Name>): AgentFacts<Name> {
  return facts;
}
