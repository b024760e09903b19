import type { ModelSource } from './types.js';

/**
 * A run's model source in a few words, for every medium (`esc` is the medium's escaper, for the one
 * part that is not caliper's own text): `scripted model`, `real model (endpoint …)`, or a replay.
 */
export function modelSourceWords(source: ModelSource, esc: (text: string) => string): string {
  if (source.kind === 'scripted') return 'scripted model';
  if (source.kind === 'replay') return 'replayed model answers (recorded with --record, served offline)';
  return `real model (endpoint ${esc(source.endpoint)})`;
}
