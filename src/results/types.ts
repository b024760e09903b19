import type { ProviderErrorTotals } from './providerErrors.js';
import type { BackendName } from '../eval/spec/types.js';
import type { Spend } from './spend/spend.js';
import type { Rate } from './stats.js';

/**
 * How a number was measured. Bump ERA whenever the method changes in a way that makes old numbers
 * incomparable (install location, activation signal, prompt handling); `compare` refuses across eras.
 */
export const ERA = '2026-11';

/**
 * How the skill reaches the agent. `install-discover`: installed in the CLI's native root, the agent
 * chooses it. `explicit`: the prompt invokes it by name in the CLI's own syntax. `force-load`: its body is
 * rendered into the prompt. A run uses exactly one; `compare` refuses across them.
 */
export const DISCIPLINES = ['install-discover', 'explicit', 'force-load'] as const;
export type Discipline = (typeof DISCIPLINES)[number];

/** `not-measured`: the discipline puts the skill in front of the agent (force-load), so choice is moot. */
export type Activation = 'activated' | 'not-activated' | 'not-measured';
export type CheckStatus = 'pass' | 'fail' | 'error';
export type TrialOutcome = 'pass' | 'fail' | 'error';

export interface CheckResult {
  /** `activation: pdf-tools`, `file_exists: out.csv`, … */
  label: string;
  status: CheckStatus;
  reason?: string;
  /** A judge check's evidence: who judged, each vote, and the text it was shown. */
  judge?: JudgeEvidence;
}

/**
 * A file the agent wrote, as the trial kept it: its name in the working folder, and where it was saved (or why not).
 */
export interface KeptFile {
  path: string;
  bytes?: number;
  /** Relative to the run's folder; absent when the file was not kept (`note` says why). */
  saved?: string;
  note?: string;
}

/** The files a trial kept of those its agent wrote; `more` were left out past the limits. */
export interface AgentFiles {
  kept: KeptFile[];
  more: number;
  /** The working folder held more entries than caliper walks. */
  cut?: boolean;
}

/** Which judge graded, by the same fields results meta records for the run. */
export interface JudgeMeta {
  /**
   * `replay`: the answers a judge gave when the run was recorded, served back (`--replay`), `model` the recorded
   * judge's.
   */
  provider: 'scripted' | 'anthropic' | 'replay';
  model: string;
  /** sha256 of the judge's prompt template. */
  promptTemplate: string;
}

/** One vote: the verdict the judge returned with its call's nonce, or why it does not count. */
export interface JudgeVote {
  verdict: 'pass' | 'fail' | 'forged' | 'unreadable';
  reason: string;
}

export interface JudgeEvidence extends JudgeMeta {
  votes: JudgeVote[];
  /** The start of the text the judge was shown (bounded), and whether the judge was shown all of it. */
  excerpt: string;
  truncated: boolean;
  usage: Usage;
}

export interface Usage {
  /** All input, cached parts included. */
  inputTokens: number;
  outputTokens: number;
  /** Of `inputTokens`, read from the provider's prompt cache, where the CLI reports it apart. */
  cacheReadTokens?: number;
  /** Of `inputTokens`, written to the provider's prompt cache, where the CLI reports it apart. */
  cacheWriteTokens?: number;
  costUsd: number | undefined;
  /** Where `costUsd` came from: the CLI's own report, or its tokens at the price table's rate. */
  costSource?: 'cli' | 'price-table';
  /**
   * Set in a replay (--replay): the tokens are what the recorded run used; this run called no model and spent nothing.
   */
  replayed?: true;
  /** Model calls the agent made, where the CLI's transcript says (absent: it does not). */
  turns?: number;
}

/** One trial, as appended to `trials.jsonl` the moment it finishes. */
/**
 * What a CLI ships beside the installed skills: `off`, nothing is listed; `hidden`, its own discovery
 * names these but the model is never offered them and a call is refused; `listed`, they are offered to the
 * model beside the set under test (a choice of one is recorded as outside the set).
 */
export type BundledSkills = { policy: 'off' } | { policy: 'hidden' | 'listed'; names: string[] };

export interface TrialRecord {
  type: 'trial';
  key: string;
  skill: string;
  backend: BackendName;
  caseId: string;
  trial: number;
  /** Set for a trial of the baseline arm: the case run with no skill installed (absent: the skill arm). */
  arm?: 'baseline';
  /**
   * A skill-arm trial's outcome on the checks the baseline arm also runs (all but those about a skill),
   * when its case has checks about a skill and it is no harness error: what the lift compares.
   */
  task?: 'pass' | 'fail';
  /** The case's prompt as the spec wrote it (before a discipline adds to it), for the HTML report. */
  prompt?: string;
  /** The skills the CLI listed (its transcript, rollout or discovery probe), for the HTML report. */
  discovered?: string[];
  /**
   * How `discovered` was established: `run`, from this run's own transcript, rollout or exported session;
   * `listing-probe`, from the CLI's model-free listing of the same installed set, run once per run for
   * each (backend, version, installed set) in a fresh sandbox and shared by every trial with that set.
   */
  discoveredBy?: 'run' | 'listing-probe';
  /**
   * The listing in the CLI's own words (each skill's description as it was offered to the model), where
   * the CLI keeps the text it sent (Claude Code's session log, Codex's rollout, Hermes' session); bounded.
   */
  listed?: { name: string; description: string }[];
  /** Skills the agent chose and loaded that caliper did not install (a CLI's bundled skill): never "chose no skill". */
  chosenOutside?: string[];
  /**
   * The turn limit (`--max-turns`) the CLI stopped the agent at, when it did: graded on what the agent had
   * done, as any other run (a choice is observable before the limit), never a harness error.
   */
  outOfTurns?: number;
  outcome: TrialOutcome;
  /** Why it failed or errored, in one line. */
  reason?: string;
  /** What a reader of this result must know about how it was measured (a variable the backend leaves empty). */
  notes?: string[];
  /**
   * Whether each installed skill was activated. Absent exactly when the trial is a harness error: a
   * timeout, a crash or an undiscovered skill is never "not activated".
   */
  activations?: Record<string, Activation>;
  /**
   * Set only on a harness error: the installed skills the agent had activated before the trial ended,
   * read from its transcript as far as it went (absent: none seen). The trial stays an error, and has no
   * `activations`; a subject here on a should-not-activate case is counted as a false activation all the
   * same (aggregate.ts), so a skill cannot hide one by killing its CLI or breaking a check once it fired.
   */
  activatedBeforeFault?: string[];
  checks: CheckResult[];
  usage: Usage;
  durationMs: number;
  attempts: number;
  /** As results.json records it (recordable.ts): what the CLI reported, else its `--version`. */
  backendVersion: string | undefined;
  /**
   * As results.json records it: what the CLI reported it called, else `--model`; `scripted` with the scripted model.
   */
  model: string | undefined;
  /** Transcript file, relative to the output folder of the run that measured it. */
  transcript?: string;
  /** The files the agent wrote, kept beside the transcript (bounded, redacted). */
  agentFiles?: AgentFiles;
  /** Set when this trial was restored from the result cache: the key it came from. */
  fromCache?: string;
  finishedAt: string;
  /** With a real model: connections the trial's allow-list proxy refused (targets sanitised, at most 20). */
  refusedConnections?: { count: number; targets: string[] };
  /**
   * Under --record: requests its relay refused for asking the provider to reach the network (a server-side
   * tool, a URL to fetch, an Anthropic beta not allowed) or for a body not JSON; reasons sanitised, at most 20.
   */
  refusedRequests?: { count: number; reasons: string[] };
  /**
   * The case's mock MCP servers: what they received, from caliper's own record (src/eval/mcp/evidence.ts),
   * at most 20 calls with their arguments cut to 500 characters, and each departure from a tool's `expect:`.
   */
  mcpCalls?: McpCallEvidence;
  /** Attempts before the last that hit a transient provider error (src/eval/runner/retryPolicy.ts), in order. */
  providerErrors?: ProviderErrorAttempt[];
}

/** One attempt of a trial that the provider failed: a rate limit, an overload, a 5xx, a dropped stream. */
export interface ProviderErrorAttempt {
  attempt: number;
  /** The HTTP status, when the CLI named it. */
  status?: number;
  /** The CLI's error, in one line (redacted as every record is). */
  message: string;
  /** How long caliper waited before the next attempt; absent on an attempt that was not retried. */
  retriedAfterMs?: number;
}

/**
 * A trial that `--trials auto` stopped: its case was decided by an earlier trial while it ran, so its
 * agent's process group was killed and its sandbox removed. Not an outcome: it has no checks, no
 * activations and no usage, and enters no rate, no count and no budget. `trials.jsonl` records it so
 * that the journal says what happened to every launch; `--resume` never runs it again.
 */
export interface CancelledTrial {
  type: 'cancelled';
  key: string;
  skill: string;
  backend: BackendName;
  caseId: string;
  trial: number;
  arm?: 'baseline';
  /** The trial whose outcome decided the case. */
  decidedAt: number;
  durationMs: number;
  cancelledAt: string;
}

/**
 * Where the numbers' model answers came from. `scripted`: caliper's deterministic local model, a smoke
 * run that says nothing about a real model; `real`: a real model, reached at `endpoint` (the host of a
 * custom base URL, or `default` for the CLI's own provider). `compare` refuses to mix them.
 */
export type ModelSource = { kind: 'scripted' } | { kind: 'real'; endpoint: string } | { kind: 'replay' };

export interface RunMeta {
  era: string;
  discipline: Discipline;
  modelSource: ModelSource;
  caliperVersion: string;
  /**
   * `bundledSkills`: what the CLI ships beside the installed skills, as caliper runs it (its agent's
   * `facts.bundledSkills`, src/agents/<name>/facts.ts).
   */
  backends: {
    name: BackendName;
    version: string | undefined;
    model: string | undefined;
    bundledSkills?: BundledSkills;
  }[];
  /** Trials per case when the spec does not say. */
  defaultTrials: number;
  /** How the agent was fenced in: its own bubblewrap sandbox per trial, or nothing (`--isolation none`). */
  isolation: 'bubblewrap' | 'none';
  /** Where the agent could connect: `scripted-model`, the real model's allowed hosts, or `*` (no isolation). */
  network: { allow: string[] };
  /** Set for `--trials auto`: the sequential rule and its error rates. */
  sequential?: string;
  /** With `--alongside`: the other skills of the repository installed next to each spec's own, `all` or these names. */
  alongside?: 'all' | string[];
  /** The judge of the run's judge checks, and the vote counts they asked for; absent when no trial was judged. */
  judge?: JudgeMeta & { votes: number[] };
  /** What this run's agent runs spent (not part of how a number was measured: compare ignores it). */
  spend?: Spend;
  /** Trials a provider failed on some attempt (retried; a fault given up is a harness error), absent when none. */
  providerErrors?: ProviderErrorTotals;
  platform: string;
  startedAt: string;
  finishedAt: string;
}

export interface CaseSummary {
  id: string;
  /** What the case measures for the subject skill. */
  role: 'should-activate' | 'should-not-activate' | 'execution';
  trials: number;
  errors: number;
  /** Trials (excluding errors) in which the subject skill was activated. */
  activations: number;
  /**
   * Of `errors`: trials in which the subject had been activated before the harness fault (absent: none).
   * On a should-not-activate case each counts in the false-activation rate as a false activation; on
   * any other case they stay errors only (see `activationCounts` in aggregate.ts).
   */
  activatedBeforeFault?: number;
  passes: number;
  /** Trials that passed the checks the baseline arm also runs, when some check is about a skill (else `passes`). */
  taskPasses?: number;
  checks: { label: string; passes: number; failures: number; errors: number }[];
  tokens: { input: number; output: number };
  costUsd: number | undefined;
  /** With sequential trials: what the rule decided ('undecided' when it hit the maximum). */
  decision?: 'reliable' | 'unreliable' | 'continue' | 'undecided';
  /**
   * With sequential trials: trials started past the one that decided the case (killed while running, or
   * finished and discarded). None of them is in `trials` or any other count.
   */
  cancelled?: number;
  /**
   * What each graded trial used, in trial order (harness errors are not here: a fault is not what a skill
   * costs). Absent in a results.json written before caliper recorded it.
   */
  runs?: TrialCost[];
  /**
   * The MCP calls the case's servers received in its graded trials (caliper's record): each distinct call and
   * arguments (as the trial record keeps them), with the trials it was in, most frequent first, at most 5.
   */
  mcpCalls?: CaseMcpCall[];
}

/** One MCP call of a case as results.json keeps it: `orders/lookup_order`, `{"id":"A1"}`, in 3 trials. */
export interface CaseMcpCall {
  call: string;
  arguments: string;
  trials: number;
}

/** What one graded trial of a case used, for the efficiency figures (src/results/efficiency). */
export interface TrialCost {
  passed: boolean;
  /** On a case with checks about a skill: whether it passed the checks the baseline arm also runs. */
  task?: boolean;
  /** Input (cache reads and writes included) and output tokens together; absent when the CLI reported none. */
  tokens?: number;
  /** Model calls the agent made, where the CLI reports them. */
  turns?: number;
  /** Absent in a replay (--replay), whose trials called no model. */
  durationMs?: number;
  costUsd?: number;
}

export interface SkillBackendResult {
  skill: string;
  backend: BackendName;
  backendVersion: string | undefined;
  model: string | undefined;
  /** sha256 of every installed skill's content (subject, declared, and their references' closure). */
  skillHashes: Record<string, string>;
  /** The subject's SKILL.md front matter as installed (its lines as written, bounded), for the base → head view. */
  frontMatter?: string;
  /**
   * Skills outside the set under test the agent chose, by name: in how many trials of the row (with the skill
   * installed).
   */
  chosenOutside?: Record<string, number>;
  /** Trials of the row (with the skill installed) that the CLI stopped at the turn limit; absent when none. */
  outOfTurns?: number;
  specHash: string;
  cases: CaseSummary[];
  aggregate: { activation: Rate; falseActivation: Rate; execution: Rate };
  errors: number;
  /** With the baseline arm (`--baseline`): what the skill is worth, execution with it against without it. */
  lift?: Lift;
}

/**
 * The skill's lift on a skill × backend row: the cases the baseline arm ran (every case that measures
 * execution, with no skill of the repository installed), and over the cases measured in both arms the
 * execution rate with the skill and without it, each the mean of its cases' rates.
 */
export interface Lift {
  /** The baseline arm's cases: the same prompts, fixtures and checks, without the checks about a skill. */
  cases: CaseSummary[];
  with: Rate;
  without: Rate;
  /** with − without, with its 95 % stratified Newcombe interval; null when no case has trials in both arms. */
  difference: { value: number; interval: [number, number] } | null;
  /** One-sided exact tests by case: that the skill helps (`helps` small), that it hurts (`hurts` small). */
  pValue: { helps: number; hurts: number } | null;
}

export interface Results {
  meta: RunMeta;
  results: SkillBackendResult[];
  /**
   * Trials planned but not run (budget, --max-trials), with the reason; a whole skill (`name|*|*|*`)
   * with the agent runs it would have taken, when its spec says.
   */
  skipped: { key: string; reason: string; runs?: number }[];
}

/** What a trial's mock MCP servers received, as its record keeps it: the agent's arguments, as bounded JSON text. */
export interface McpCallEvidence {
  count: number;
  calls: { server: string; tool: string; arguments: string; violation?: string }[];
  /** Calls past the host's bound, answered with an error and not recorded (so not counted by any check). */
  dropped?: number;
  /** The case's `command:` servers: where each one's stderr is kept, and how it ended if it ended during the trial. */
  servers?: McpServerEvidence[];
}

/** A real stdio server of a trial, as its record keeps it. */
export interface McpServerEvidence {
  name: string;
  /** Its stderr (the first 256 KiB, redacted), relative to the run's folder; absent when it wrote none. */
  stderr?: string;
  /** Bytes it wrote to stderr in all. */
  stderrBytes?: number;
  /** How it ended when that was before caliper stopped it (`exited with status 1`, `stopped: …`). */
  ended?: string;
}
