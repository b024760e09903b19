import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { makeResults } from './results.js';
import { claudeTranscript, runFolder, trialRecord } from './runFolder.js';
import { tempRepo } from './tempRepo.js';

/** Strings an agent (steered by a PR's skill) could write into a transcript, meant to become markup. */
export const HOSTILE = [
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(2)>',
  '@octocat',
  '<!-- x -->',
  '[click](javascript:alert(3))',
  '<a href="javascript:alert(4)">x</a>',
  '\u2028</SCRIPT >',
];
const hostile = HOSTILE.join(' ');

/**
 * Trial 1's attempts that "the provider" failed, as a CLI's error text (the provider's words) is recorded:
 * a hostile message, and a status that is a string of markup instead of a number (the journal is an artifact).
 */
export const HOSTILE_PROVIDER_ERRORS = [
  { attempt: 1, status: 429, message: `API Error: 429 ${hostile}`, retriedAfterMs: 1000 },
  { attempt: 2, status: '<img src=x onerror=alert(5)>' as unknown as number, message: hostile, retriedAfterMs: 2000 },
];

/** A run whose prompt, listing, tool calls, answer, reasons and transcript paths are all attacks. */
export function hostileRun(): string {
  const outside = tempRepo({ 'secret.txt': 'RUNNER-SECRET-FILE' });
  const records = [
    trialRecord({
      skill: 'csv-summary',
      caseId: 'vague',
      trial: 1,
      outcome: 'fail',
      reason: hostile,
      notes: [hostile],
      prompt: `Summarise ${hostile}`,
      activations: { 'csv-summary': 'not-activated' },
      checks: [{ label: `file_contains: ${hostile}`, status: 'fail', reason: hostile }],
      attempts: 3,
      providerErrors: HOSTILE_PROVIDER_ERRORS,
    }),
    trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 2, transcript: '../../../../../../../etc/passwd' }),
    trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 3, transcript: 'transcripts/link.jsonl' }),
    trialRecord({
      skill: 'csv-summary',
      caseId: 'vague',
      trial: 4,
      outcome: 'error',
      reason: `timed out ${hostile}`,
      activations: undefined,
      checks: [],
    }),
  ];
  const dir = runFolder(
    makeResults([{ skill: 'csv-summary', activated: 2, trials: 3 }], {
      providerErrors: { trials: 1, statuses: [429] },
    }),
    records,
    {
      'transcripts/csv-summary/claude-code/vague/1.jsonl': claudeTranscript({
        skills: ['csv-summary', hostile],
        calls: [
          { name: 'Bash', input: { command: `echo '${hostile}'` }, output: `${hostile}\n${'x'.repeat(50_000)}` },
          {
            name: 'Read',
            input: { file_path: '/tmp/caliper-trial-1/config/skills/csv-summary/references/format.md' },
            output: hostile,
          },
        ],
        answer: hostile,
      }),
    },
  );
  symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'transcripts/link.jsonl'));
  return dir;
}
