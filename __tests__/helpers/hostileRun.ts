import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { makeResults } from './results.js';
import { claudeTranscript, runFolder, trialRecord } from './runFolder.js';
import { tempRepo } from './tempRepo.js';

/** Strings an agent (steered by a PR's skill) could write into a transcript, meant to become markup. */
export const HOSTILE = ['</script><script>alert(1)</script>', '<img src=x onerror=alert(2)>', '@octocat', '<!-- x -->', '[click](javascript:alert(3))', '<a href="javascript:alert(4)">x</a>', '\u2028</SCRIPT >'];
const hostile = HOSTILE.join(' ');

/** A run whose prompt, listing, tool calls, answer, reasons and transcript paths are all attacks. */
export function hostileRun(): string {
  const outside = tempRepo({ 'secret.txt': 'RUNNER-SECRET-FILE' });
  const records = [
    trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 1, outcome: 'fail', reason: hostile, notes: [hostile], prompt: `Summarise ${hostile}`, activations: { 'csv-summary': 'not-activated' }, checks: [{ label: `file_contains: ${hostile}`, status: 'fail', reason: hostile }] }),
    trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 2, transcript: '../../../../../../../etc/passwd' }),
    trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 3, transcript: 'transcripts/link.jsonl' }),
    trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 4, outcome: 'error', reason: `timed out ${hostile}`, activations: undefined, checks: [] }),
  ];
  const dir = runFolder(makeResults([{ skill: 'csv-summary', activated: 2, trials: 3 }]), records, {
    'transcripts/csv-summary/claude-code/vague/1.jsonl': claudeTranscript({
      skills: ['csv-summary', hostile],
      calls: [
        { name: 'Bash', input: { command: `echo '${hostile}'` }, output: `${hostile}\n${'x'.repeat(50_000)}` },
        { name: 'Read', input: { file_path: '/tmp/caliper-trial-1/config/skills/csv-summary/references/format.md' }, output: hostile },
      ],
      answer: hostile,
    }),
  });
  symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'transcripts/link.jsonl'));
  return dir;
}

