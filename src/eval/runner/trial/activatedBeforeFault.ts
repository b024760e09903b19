import type { Transcript, TranscriptParse } from '../../../agents/agent.js';
import { trialActivations } from '../../disciplines/trialInput.js';
import type { SandboxPaths } from '../../sandbox/paths.js';
import type { TrialRecord } from '../../../results/types.js';
import type { TrialSetup } from '../runTrial.js';
import type { TrialPlan } from '../trialPlan.js';

/** What a trial that ended in a harness error left to read: its transcript parsed, or its output so far. */
export type ReadSoFar = { transcript: Transcript; stdout: string } | { stdout: string; printed?: string };

/**
 * The installed skills the agent had activated before its trial ended in a harness error, read from the
 * transcript as far as it goes (`activatedBeforeFault`, absent when none). A skill that fires where it
 * should not and then kills its CLI, fills the disk or breaks a check still counts as a false activation
 * (aggregate.ts); nothing here makes the trial any less an error.
 */
export function activatedBeforeFault(
  setup: TrialSetup,
  plan: TrialPlan,
  sandbox: SandboxPaths,
  skillsRoot: string,
  read: ReadSoFar,
): Pick<TrialRecord, 'activatedBeforeFault'> {
  const transcript =
    'transcript' in read
      ? read.transcript
      : transcriptSoFar((out) => setup.backend.transcript.parse(out, sandbox, read.printed), read.stdout);
  if (!transcript) return {};
  const installed = plan.installs.map((i) => i.name);
  const activations = trialActivations({
    discipline: setup.discipline,
    backend: setup.backend,
    transcript,
    stdout: read.stdout,
    sandbox,
    skillsRoot,
    installed,
  });
  const activated = installed.filter((name) => activations[name] === 'activated');
  return activated.length > 0 ? { activatedBeforeFault: activated } : {};
}

/**
 * A killed CLI's output: whole, else without the lines that are not JSON (a line cut off by the kill, or
 * text a process of the trial wrote into the CLI's stdout to spoil the parse): a line it cannot take
 * back does not hide the activations before it.
 */
export function transcriptSoFar(parse: (stdout: string) => TranscriptParse, stdout: string): Transcript | undefined {
  const whole = parse(stdout);
  if (whole.ok) return whole.transcript;
  const lines = stdout.split('\n').filter((line) => isJson(line.trim()));
  const kept = parse(lines.join('\n'));
  return kept.ok ? kept.transcript : undefined;
}

function isJson(line: string): boolean {
  if (line === '') return false;
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}
