import type { Activation, CheckResult, TrialOutcome } from '../../results/types.js';

/**
 * What the HTML report shows, as plain data: built on the server from results.json, trials.jsonl and the
 * saved transcripts, embedded in the page as JSON and drawn by its script with text nodes only. Every
 * string in it is attacker-controlled (the agent wrote the transcripts, from skills the PR wrote).
 */
export interface ReportData {
  title: string;
  generatedAt: string;
  head: RunView;
  base: RunView | undefined;
  /** With --base: the verdicts, as in the PR comment; or why the runs cannot be compared. */
  comparison: ComparisonView | { refused: string } | undefined;
  /** With --history: per skill × backend, the SVG trend chart (as a data: image) and what changed when. */
  trends: { skill: string; backend: string; image: string; changes: string[] }[];
}

export interface RunView {
  /** Where the run was read from, as given on the command line. */
  source: string;
  /** The scripted model answered: no trial names a model or has a cost. */
  scripted: boolean;
  era: string;
  discipline: string;
  caliperVersion: string;
  startedAt: string;
  backends: { name: string; version: string | undefined; model: string | undefined }[];
  /** What the run's agent runs spent, as one line (`spent: 12 agent run(s), …`), when it recorded it. */
  spent: string | undefined;
  /** Who judged its judge checks (`scripted scripted`, `anthropic claude-haiku-4-5`), when any was judged. */
  judge: string | undefined;
  /** `3 trials hit provider errors (429)`, as the PR comment says it, when a provider failed some attempts. */
  providerErrors: string | undefined;
  rows: RateRow[];
  trials: TrialView[];
  /** Trials planned but not run, with why. */
  skipped: { key: string; reason: string; runs?: number }[];
  /** Problems reading the run's files (a missing journal, an unreadable transcript), shown at the top. */
  notes: string[];
}

/** One skill × backend: the three rates as `7/10 70% [40–89]`. */
export interface RateRow {
  skill: string;
  backend: string;
  backendVersion: string | undefined;
  activation: string;
  falseActivation: string;
  execution: string;
  errors: number;
  /** With the baseline arm: `+67 pts [+21, +100] · without 0%`. */
  lift: string | undefined;
  /** With the baseline arm: the checks that passed (or failed) in every trial of both arms, in a sentence. */
  sameInBothArms: string | undefined;
  /** The subject's front matter as installed, for the base → head diff in the trial view. */
  frontMatter: string | undefined;
  /** What a run used, per arm: `tokens 3.6k/run, 3.1k/passing run · …`; undefined when the run did not record it. */
  efficiency: { with: string | undefined; without: string | undefined };
}

export interface ComparisonView {
  verdict: string;
  test: string;
  rows: {
    skill: string;
    backend: string;
    caseId: string | undefined;
    verdict: string;
    metrics: { metric: string; cell: string; detail: string }[];
    flags: string;
    efficiency: EfficiencyChangeView[];
  }[];
}

/** A figure from one side to the other (`tokens/run 1.2k → 3.6k ▲`), with its test (`p = 0.0002 more; …`). */
export interface EfficiencyChangeView {
  between: string;
  text: string;
  called: 'more' | 'less' | undefined;
  detail: string;
}

/** Text that may have been cut: `text` is at most the limit, `size` the original length in characters. */
export interface Clipped {
  text: string;
  size: number;
}

export interface ToolCallView {
  name: string;
  input: Clipped;
  /** Undefined when the call never got a result (the run ended first). */
  result: { ok: boolean; output: Clipped } | undefined;
}

export interface TrialView {
  /** Stable id for the URL fragment: the trial's key. */
  key: string;
  skill: string;
  backend: string;
  caseId: string;
  trial: number;
  /** `baseline`: the case run with no skill installed, shown beside the trials with the skill. */
  arm: 'skill' | 'baseline';
  outcome: TrialOutcome;
  reason: string | undefined;
  /** How it was measured that a reader must know (a variable the backend leaves empty). */
  notes: string[];
  prompt: Clipped | undefined;
  activations: Record<string, Activation> | undefined;
  /** The skills the CLI listed; undefined when it did not say. */
  discovered: string[] | undefined;
  /** The listing in the CLI's words (each description as the model was offered it), where the CLI keeps it. */
  listed: { name: string; description: Clipped }[] | undefined;
  /** Skills the agent chose that caliper did not install: "chose plugin-authoring, not under test". */
  chosenOutside: string[];
  /** The turn limit the CLI stopped the agent at, when it did (the trial is graded all the same). */
  outOfTurns: number | undefined;
  checks: CheckView[];
  /** The files the agent wrote, as the trial kept them, and how many more it left out. */
  agentFiles: AgentFileView[];
  moreAgentFiles: number;
  /** What the case's MCP servers received; absent for a case without servers. */
  mcp?: McpCallsView;
  /** `replayed`: the tokens are what the recorded run used; the replay spent nothing. */
  usage: { inputTokens: number; outputTokens: number; costUsd: number | undefined; replayed?: true };
  durationMs: number;
  attempts: number;
  /** Each attempt a provider failed: `attempt 1: 429 rate limited, retried after 1 s: <the CLI's words>`. */
  providerErrors: string[];
  /** What the trial's fences refused (its proxy's connections, the recording relay's requests), one line each. */
  refused: string[];
  backendVersion: string | undefined;
  model: string | undefined;
  fromCache: string | undefined;
  /** The saved transcript, relative to the run's folder, and whether it could be read. */
  transcriptFile: string | undefined;
  transcriptProblem: string | undefined;
  toolCalls: ToolCallView[];
  /** Tool calls beyond the ones shown. */
  moreToolCalls: number;
  /** Files of installed skills the agent opened, in order: `csv-summary/SKILL.md`. */
  skillFiles: string[];
  finalAnswer: Clipped | undefined;
  /** The CLI's stderr, when it wrote any (kept for harness errors). */
  stderr: Clipped | undefined;
}

/** A check as the page shows it; a judge check with its votes and the start of the text it judged. */
export interface CheckView {
  label: string;
  status: CheckResult['status'];
  reason?: string;
  judge?: { by: string; votes: { verdict: string; reason: string }[]; excerpt: Clipped; truncated: boolean };
}

/** The MCP calls a trial's servers received (caliper's record), and its `command:` servers' stderr. */
export interface McpCallsView {
  count: number;
  calls: { call: string; arguments: string; violation?: string }[];
  dropped: number;
  servers: { name: string; stderr?: Clipped; note?: string }[];
}

/** A file the agent wrote: its text when the trial kept it, else why not. */
export interface AgentFileView {
  path: string;
  bytes: number | undefined;
  text: Clipped | undefined;
  note: string | undefined;
}
