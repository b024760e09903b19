import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Results, TrialRecord } from '../../src/results/types.js';
import { tempRepo } from './tempRepo.js';

/** A run's folder as `caliper eval` leaves it: results.json, trials.jsonl, and transcripts/. */
export function runFolder(results: Results, records: TrialRecord[], transcripts: Record<string, string> = {}): string {
  const dir = tempRepo({});
  writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results));
  writeFileSync(
    path.join(dir, 'trials.jsonl'),
    [JSON.stringify({ type: 'run', fingerprint: {} }), ...records.map((r) => JSON.stringify(r))].join('\n') + '\n',
  );
  for (const [rel, text] of Object.entries(transcripts)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

export function trialRecord(over: Partial<TrialRecord> & Pick<TrialRecord, 'skill' | 'caseId' | 'trial'>): TrialRecord {
  const backend = over.backend ?? 'claude-code';
  return {
    type: 'trial',
    key: `${over.skill}|${backend}|${over.caseId}|${over.trial}`,
    backend,
    outcome: 'pass',
    activations: { [over.skill]: 'activated' },
    checks: [{ label: `activation: ${over.skill}`, status: 'pass' }],
    usage: { inputTokens: 1200, outputTokens: 80, costUsd: 0.0123 },
    durationMs: 4200,
    attempts: 1,
    backendVersion: '2.1.332',
    model: 'claude-opus-5-5',
    transcript: `transcripts/${over.skill}/${backend}/${over.caseId}/${over.trial}.jsonl`,
    finishedAt: '2026-11-30T00:00:30.000Z',
    ...over,
  };
}

/** A Claude Code stream-json transcript: the listing, tool calls with their results, and the answer. */
export function claudeTranscript(o: {
  skills: string[];
  calls: { name: string; input: unknown; output: string; ok?: boolean }[];
  answer: string;
}): string {
  const lines: unknown[] = [
    { type: 'system', subtype: 'init', skills: o.skills, model: 'claude-opus-5-5', claude_code_version: '2.1.332' },
  ];
  o.calls.forEach((c, i) => {
    lines.push({
      type: 'assistant',
      message: { content: [{ type: 'tool_use', id: `t${i}`, name: c.name, input: c.input }] },
    });
    lines.push({
      type: 'user',
      message: {
        content: [{ type: 'tool_result', tool_use_id: `t${i}`, content: c.output, is_error: c.ok === false }],
      },
    });
  });
  lines.push({
    type: 'result',
    subtype: 'success',
    result: o.answer,
    usage: { input_tokens: 1200, output_tokens: 80 },
    total_cost_usd: 0.0123,
  });
  return lines.map((l) => JSON.stringify(l)).join('\n') + '\n';
}
