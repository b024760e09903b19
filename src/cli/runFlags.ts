import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { AGENT_NAMES, agentNamed } from '../agents/index.js';
import { disciplineUnsupported } from '../eval/disciplines/discipline.js';
import type { Tape } from '../eval/replay/trialTape.js';
import type { BudgetLimits } from '../eval/runner/budget.js';
import type { ModelChoice } from '../eval/runner/options.js';
import type { BackendName } from '../eval/spec/types.js';
import { DISCIPLINES, type Discipline } from '../results/types.js';
import type { ValidateOptions } from '../skills/validateRepository.js';
import { list, positiveInt, positiveNumber } from './evalArgs.js';
import { UsageError } from './io.js';
import { realModel } from './realModel.js';
import { type RepositoryValues, repositoryOptions } from './repositoryOptions.js';

// The flags every command that runs agents shares (eval, bisect, tune), read one way: the same flag, the same
// check, the same message.

/** The folder a command runs on, as given and resolved, and how it is validated. */
export interface Target {
  dir: string;
  shown: string;
  validateOptions: ValidateOptions;
}

export function folderTarget(command: string, positionals: string[], values: RepositoryValues, cwd: string): Target {
  if (positionals.length > 1) throw new UsageError(`${command} takes one folder, got ${positionals.length}.`);
  const shown = positionals[0] ?? '.';
  const dir = path.resolve(cwd, shown);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${shown} is not a folder.`);
  return { dir, shown, validateOptions: repositoryOptions(dir, values, cwd) };
}

/** `--backend` (known agents) and `--discipline` (one each of them supports). */
export function backendsAndDiscipline(values: { backend: string; discipline: string }): {
  backends: BackendName[];
  discipline: Discipline;
} {
  const backends = backendsOption(values.backend);
  if (!(DISCIPLINES as readonly string[]).includes(values.discipline))
    throw new UsageError(`--discipline must be one of ${DISCIPLINES.join(', ')}.`);
  const discipline = values.discipline as Discipline;
  for (const b of backends) {
    const unsupported = disciplineUnsupported(discipline, agentNamed(b)!);
    if (unsupported) throw new UsageError(`${unsupported}.`);
  }
  return { backends, discipline };
}

/** `--backend NAME[,NAME]`, each a known agent. */
export function backendsOption(raw: string): BackendName[] {
  const backends = list(raw) as BackendName[];
  for (const b of backends)
    if (!agentNamed(b)) throw new UsageError(`unknown backend "${b}" (available: ${AGENT_NAMES.join(', ')}).`);
  return backends;
}

/** `--cli NAME=PATH`, each for a known backend. */
export function cliPathsOption(entries: string[], cwd: string): Partial<Record<BackendName, string>> {
  const cliPaths: Partial<Record<BackendName, string>> = {};
  for (const entry of entries) {
    const [name, file] = entry.split('=', 2);
    if (!name || !file || !agentNamed(name))
      throw new UsageError(`--cli takes NAME=PATH with a known backend, not "${entry}".`);
    cliPaths[name as BackendName] = path.resolve(cwd, file);
  }
  return cliPaths;
}

/** `--max-trials`, `--max-tokens`, `--max-cost`. */
export function budgetOption(values: {
  'max-trials'?: string | undefined;
  'max-tokens'?: string | undefined;
  'max-cost'?: string | undefined;
}): BudgetLimits {
  return {
    ...(values['max-trials'] !== undefined && { maxTrials: positiveInt(values['max-trials'], '--max-trials') }),
    ...(values['max-tokens'] !== undefined && { maxTokens: positiveInt(values['max-tokens'], '--max-tokens') }),
    ...(values['max-cost'] !== undefined && { maxCostUsd: positiveNumber(values['max-cost'], '--max-cost') }),
  };
}

/** `--scripted-model`, else the real model of `--model` and `--model-url`. */
export function modelChoice(
  values: { 'scripted-model': boolean; model?: string | undefined; 'model-url'?: string | undefined },
  backends: readonly BackendName[],
  env: NodeJS.ProcessEnv,
  tape: Tape | undefined,
): ModelChoice {
  if (!values['scripted-model']) return realModel(values, backends, env, tape);
  if (values['model-url'] !== undefined)
    throw new UsageError('--model-url is where a real model is; the scripted model needs none (drop one of them).');
  return { kind: 'scripted' };
}
