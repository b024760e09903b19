import path from 'node:path';
import { trialInput } from '../../disciplines/trialInput.js';
import { sandboxEnvironment } from '../../sandbox/environment.js';
import { copyFiles, createSandbox, removeSandbox } from '../../sandbox/sandbox.js';
import type { Listing } from '../discoveryListings.js';
import type { ProcessResult } from '../process.js';
import { keepListing, probeDigest, recallListing } from '../keptListings.js';
import type { TrialSetup } from '../runTrial.js';
import type { TrialPlan } from '../trialPlan.js';
import { classifyRun, fenced, runFenced, withExit } from './fence.js';

/** The CLI's model-free listing of the trial's installed set, in a fresh sandbox holding only that set. */
export async function probeDiscovery(setup: TrialSetup, plan: TrialPlan): Promise<Listing> {
  const probe = setup.backend.run.discoveryProbe!;
  const sandbox = createSandbox(setup.sandboxParent);
  try {
    const input = trialInput(setup.discipline, setup.backend, plan, sandbox);
    for (const install of plan.installs) copyFiles(install.files, path.join(input.skillsRoot, install.name));
    setup.backend.run.configure(sandbox, setup.endpoint);
    const commandInput = { sandbox, prompt: input.prompt, endpoint: setup.endpoint, maxTurns: setup.maxTurns };
    const { env: backendEnv } = setup.backend.run.command(commandInput);
    const env = sandboxEnvironment({ sandbox, runnerEnv: setup.runnerEnv, passEnv: setup.passEnv, backendEnv });
    const args = probe.args(commandInput);
    const digest =
      setup.keptListings === undefined
        ? undefined
        : probeDigest({ executable: setup.executable, args, env: backendEnv, stdin: probe.stdin }, sandbox);
    const kept = digest === undefined ? undefined : recallListing(setup.keptListings!, digest);
    if (kept !== undefined) {
      const listing = listingIn(setup, kept);
      if (listing.ok) return listing;
    }
    // No way out: listing skills needs no model, and this sandbox belongs to no one trial's proxy.
    const w = fenced(setup, sandbox, setup.executable, args, false);
    const r = await runFenced(setup, sandbox, w, {
      env,
      timeoutMs: Math.min(setup.timeoutMs, 120_000),
      input: probe.stdin,
    });
    const fault = classifyRun(r, setup);
    if (fault !== undefined) return { ok: false, reason: `${setup.backend.name} could not list its skills: ${fault}` };
    const listing = listingIn(setup, r.stdout, r);
    if (listing.ok && digest !== undefined) keepListing(setup.keptListings!, digest, r.stdout);
    return listing;
  } finally {
    removeSandbox(sandbox);
  }
}

/** The listing a probe's output gives (`r`, the run it came from, names its exit when it gives none). */
function listingIn(setup: TrialSetup, stdout: string, r?: ProcessResult): Listing {
  const read = setup.backend.transcript.probe!;
  const skills = read.skills(stdout);
  if (skills === undefined)
    return {
      ok: false,
      reason:
        `${setup.backend.name} could not list its skills: ` +
        `${r ? withExit('its listing was unreadable', r) : 'its kept listing was unreadable'}`,
    };
  const listed = read.listing(stdout);
  return { ok: true, skills, ...(listed && { listed }) };
}
