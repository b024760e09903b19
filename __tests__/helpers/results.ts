import type { BackendName } from '../../src/eval/spec/types.js';
import { rate } from '../../src/results/stats.js';
import type { CaseSummary, Results, SkillBackendResult, TrialRecord } from '../../src/results/types.js';
import { ERA } from '../../src/results/types.js';

/** A results.json for tests: each row gives (activations of n) in a should-activate case. */
export function makeResults(
  rows: {
    skill: string;
    backend?: BackendName;
    activated: number;
    trials: number;
    hash?: string;
    version?: string;
    model?: string;
    falseActivations?: number;
  }[],
  meta: Partial<Results['meta']> = {},
): Results {
  return {
    meta: {
      era: ERA,
      discipline: 'install-discover',
      modelSource: { kind: 'real', endpoint: 'default' },
      caliperVersion: '0.1.0',
      backends: [{ name: 'claude-code', version: '2.1.332', model: 'claude-opus-5-5' }],
      defaultTrials: 3,
      isolation: 'bubblewrap',
      network: { allow: ['scripted-model'] },
      platform: 'linux-x64',
      startedAt: '2026-11-30T00:00:00.000Z',
      finishedAt: '2026-11-30T00:01:00.000Z',
      ...meta,
    },
    results: rows.map((r): SkillBackendResult => {
      const cases: CaseSummary[] = [
        {
          id: 'should',
          role: 'should-activate',
          trials: r.trials,
          errors: 0,
          activations: r.activated,
          passes: r.activated,
          checks: [],
          tokens: { input: 0, output: 0 },
          costUsd: undefined,
        },
        {
          id: 'should-not',
          role: 'should-not-activate',
          trials: r.trials,
          errors: 0,
          activations: r.falseActivations ?? 0,
          passes: r.trials - (r.falseActivations ?? 0),
          checks: [],
          tokens: { input: 0, output: 0 },
          costUsd: undefined,
        },
      ];
      return {
        skill: r.skill,
        backend: r.backend ?? 'claude-code',
        backendVersion: r.version ?? '2.1.332',
        model: r.model ?? 'claude-opus-5-5',
        skillHashes: { [r.skill]: r.hash ?? 'h1' },
        specHash: 's1',
        cases,
        aggregate: {
          activation: rate(r.activated, r.trials),
          falseActivation: rate(r.falseActivations ?? 0, r.trials),
          execution: rate(r.activated, r.trials),
        },
        errors: 0,
      };
    }),
    skipped: [],
  };
}

/** One trial's record with every field set to something plain, `over` on top. */
export const trialRecord = (over: Partial<TrialRecord>): TrialRecord =>
  ({
    type: 'trial',
    key: 'k',
    skill: 's',
    backend: 'claude-code',
    caseId: 'c',
    trial: 1,
    prompt: 'p',
    attempts: 1,
    backendVersion: '1',
    model: 'm',
    outcome: 'pass',
    checks: [],
    usage: { inputTokens: 0, outputTokens: 0, costUsd: undefined },
    durationMs: 1,
    finishedAt: new Date().toISOString(),
    ...over,
  }) as TrialRecord;

/** An execution case's summary with no errors, activations, checks or tokens, `over` on top. */
export const executionCase = (over: Partial<CaseSummary> & { id: string }): CaseSummary => ({
  role: 'execution',
  trials: 0,
  errors: 0,
  activations: 0,
  passes: 0,
  checks: [],
  tokens: { input: 0, output: 0 },
  costUsd: undefined,
  ...over,
});
