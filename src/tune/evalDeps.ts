import path from 'node:path';
import {
  runEval,
  type ModelChoice,
  type OutputOptions,
  type SandboxOptions,
  type Sizing,
} from '../eval/runner/runEval.js';
import type { Alongside } from '../eval/runner/alongside.js';
import type { BackendName } from '../eval/spec/types.js';
import { parseFrontmatter } from '../skills/frontmatter.js';
import { validateRepository, type ValidateOptions } from '../skills/validateRepository.js';
import { listingProblem, type TuneContext } from './context.js';
import { measurementOf, type Measurement } from './measurement.js';
import type { Proposer } from './proposer.js';
import type { TuneDeps } from './tune.js';
import type { Workspace } from './workspace.js';

/** The eval settings every measurement of a tune shares (as `caliper eval` takes them). */
export interface MeasureSettings {
  backends: readonly BackendName[];
  model: ModelChoice;
  trials: number | undefined;
  alongside: Alongside | undefined;
  validateOptions: ValidateOptions;
  /** OUT/tune/NAME/runs: one folder per measurement (results.json, trials.jsonl), as eval writes them. */
  runsDir: string;
  budget: { maxTrials?: number; maxCostUsd?: number };
  eval: {
    sizing: Pick<Sizing, 'concurrency' | 'retryDelayMs'>;
    sandbox: SandboxOptions;
    output: Pick<OutputOptions, 'progress'>;
  };
}

/** What the whole tune has spent so far, across its measurements and its proposer's calls. */
export interface Spent {
  agentRuns: number;
  tokens: number;
  costUsd: number;
  /** Agent runs whose cost no one knows (the CLI reported none and the price table lacks the model). */
  unpriced: boolean;
}

/**
 * The tune's deps on the real machinery: each measurement is an eval of the workspace with the description written in.
 */
export function evalDeps(
  context: TuneContext,
  workspace: Workspace,
  settings: MeasureSettings,
  proposer: Proposer,
  spent: Spent,
): TuneDeps {
  const validated = (description: string) => {
    workspace.describe(context.skillFile, description);
    return validateRepository(workspace.root, settings.validateOptions);
  };
  const errorsOf = (report: ReturnType<typeof validated>) =>
    new Set(
      report.diagnostics
        .filter((d) => d.file === context.skillFile && d.severity === 'error')
        .map((d) => `${d.rule}: ${d.message}`),
    );
  let currentErrors: Set<string> | undefined;
  return {
    proposer,
    ...(settings.eval.output.progress && { progress: settings.eval.output.progress }),
    check(description) {
      const listing = listingProblem(context, settings.backends, description);
      if (listing) return listing;
      currentErrors ??= errorsOf(validated(context.current));
      const report = validated(description);
      const broken = [...errorsOf(report)].find((e) => !currentErrors!.has(e));
      if (broken) return `it breaks a front-matter rule (${broken})`;
      const read = parseFrontmatter(readWorkspaceSkill(workspace, context.skillFile));
      if (read.kind !== 'ok' || read.data.description !== description)
        return 'SKILL.md does not read it back as written';
      return undefined;
    },
    async measure(description, cases, label) {
      const report = validated(description);
      const left = (cap: number | undefined, used: number) => (cap === undefined ? undefined : Math.max(0, cap - used));
      const maxTrials = left(settings.budget.maxTrials, spent.agentRuns);
      const maxCostUsd = left(settings.budget.maxCostUsd, spent.costUsd);
      const results = await runEval({
        selection: {
          report,
          backends: settings.backends,
          discipline: 'install-discover',
          skills: [context.skill],
          cases: cases.map((c) => c.id),
          ...(settings.alongside && { alongside: settings.alongside }),
        },
        sizing: {
          ...settings.eval.sizing,
          ...(settings.trials !== undefined && { trials: settings.trials }),
          budget: { ...(maxTrials !== undefined && { maxTrials }), ...(maxCostUsd !== undefined && { maxCostUsd }) },
        },
        model: settings.model,
        sandbox: settings.eval.sandbox,
        output: { ...settings.eval.output, outDir: path.join(settings.runsDir, label), journal: 'fresh' },
      });
      const m: Measurement = measurementOf(results, context.skill);
      spent.agentRuns += m.spend.agentRuns;
      spent.tokens += m.spend.tokens;
      spent.costUsd += m.spend.costUsd ?? 0;
      if (m.spend.costUsd === undefined && m.spend.agentRuns > 0 && settings.model.kind === 'real')
        spent.unpriced = true;
      return m;
    },
  };
}

function readWorkspaceSkill(workspace: Workspace, skillFile: string): string {
  return workspace.read(skillFile);
}
