import data from './requestProfiles.json' with { type: 'json' };

/** One model call of a measured trial: its input tokens, and how many of them a cache could serve. */
export interface MeasuredCall {
  input: number;
  cachedPrefix: number;
}

/** What one pinned CLI sent its model on examples/ (`npm run bench -- request-profiles`). */
export interface RequestProfile {
  version: string;
  api: string;
  /** The model it asks for when caliper names none; null when it has no fixed one. */
  defaultModel: string | null;
  defaultModelSource: string;
  /** The model its estimate is priced at when its default has no price or depends on the key. */
  estimateModel?: string;
  estimateModelWhy?: string;
  outputBudget: number | null;
  trials: { case: string; calls: MeasuredCall[]; sideCalls?: { model: string; input: number }[] }[];
}

export interface RequestProfiles {
  command: string;
  charsPerToken: number;
  cases: string[];
  clis: Record<string, RequestProfile>;
}

export const REQUEST_PROFILES: RequestProfiles = data as RequestProfiles;
