import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DiscoveryListings } from '../../src/eval/runner/discoveryListings.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

jest.setTimeout(60_000);

// pi's transcript does not list skills: its model-free `--mode rpc` listing does. A fake pi that logs
// every listing it is asked for (outside any sandbox, so isolation none) and lists `listed`.
function fakePi(listed: string[]) {
  const log = path.join(tempDir('caliper-probes-'), 'probes');
  const commands = listed.map((name) => ({ name: `skill:${name}`, source: 'skill' }));
  const listing = JSON.stringify({
    id: 'caliper',
    type: 'response',
    command: 'get_commands',
    success: true,
    data: { commands },
  });
  const answer = [
    { type: 'session' },
    {
      type: 'message_end',
      message: {
        role: 'assistant',
        content: [{ type: 'text', text: 'done' }],
        usage: { input: 1, output: 1 },
        stopReason: 'stop',
      },
    },
  ];
  const cli = fakeCli(
    `case "$*" in *rpc*) echo probe >> ${log}; echo '${listing}'; exit 0;; ` +
      `esac\n${answer.map((l) => `echo '${JSON.stringify(l)}'`).join('\n')}`,
  );
  return { cli: cli.path, probes: () => readFileSync(log, 'utf8').split('\n').filter(Boolean).length };
}

const skill = (name: string) => ({
  [`${name}/SKILL.md`]: skillMd({
    name,
    description: `Handles ${name} reports. Use when the user asks for a ${name} report.`,
  }),
  [`${name}/.eval.yaml`]: evalSpec([
    { id: 'one', prompt: `Make the ${name} report`, checks: [`activation: { skill: ${name}, expect: false }`] },
    { id: 'two', prompt: 'Say hello', checks: [`activation: { skill: ${name}, expect: false }`] },
  ]),
});

describe('the discovery listing of CLIs whose transcript does not list skills', () => {
  it(
    'is probed once per installed set, not per trial, and every trial ' + 'records it and how it was established',
    async () => {
      const pi = fakePi(['alpha', 'beta']);
      const run = await evalRepo(tempRepo({ ...skill('alpha'), ...skill('beta') }), {
        backends: ['pi'],
        cliPaths: { pi: pi.cli },
        trials: 3,
        concurrency: 4,
        isolation: 'none',
      });
      expect(run.records).toHaveLength(12);
      // Two installed sets (alpha alone, beta alone): two listings for twelve trials.
      expect(pi.probes()).toBe(2);
      for (const r of run.records)
        expect(r).toMatchObject({ outcome: 'pass', discovered: ['alpha', 'beta'], discoveredBy: 'listing-probe' });
    },
  );

  it('a skill the listing lacks is an error in every trial with that set, never "not activated"', async () => {
    const pi = fakePi(['alpha']);
    const run = await evalRepo(tempRepo({ ...skill('alpha'), ...skill('beta') }), {
      backends: ['pi'],
      cliPaths: { pi: pi.cli },
      trials: 3,
      concurrency: 4,
      isolation: 'none',
    });
    const beta = run.records.filter((r) => r.skill === 'beta');
    expect(beta).toHaveLength(6);
    for (const r of beta) {
      expect(r).toMatchObject({
        outcome: 'error',
        reason: 'pi did not discover the installed skill(s) beta',
        discovered: ['alpha'],
      });
      expect(r.activations).toBeUndefined();
    }
    expect(run.records.filter((r) => r.skill === 'alpha').every((r) => r.outcome === 'pass')).toBe(true);
    expect(pi.probes()).toBe(2);
  });

  it(
    'trials asking while the probe runs wait for it; a failed probe is not ' + 'kept, so the next trial probes again',
    async () => {
      const listings = new DiscoveryListings();
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const probe = jest.fn(async () => {
        await gate;
        return { ok: true as const, skills: ['alpha'] };
      });
      const waiting = [listings.listing('k', probe), listings.listing('k', probe), listings.listing('k', probe)];
      release();
      expect(await Promise.all(waiting)).toEqual([0, 1, 2].map(() => ({ ok: true, skills: ['alpha'] })));
      expect(probe).toHaveBeenCalledTimes(1);

      const failing = jest.fn(async () => {
        throw new Error('bwrap: out of cheese');
      });
      expect(await listings.listing('other', failing)).toEqual({ ok: false, reason: 'bwrap: out of cheese' });
      expect(await listings.listing('other', failing)).toEqual({ ok: false, reason: 'bwrap: out of cheese' });
      expect(failing).toHaveBeenCalledTimes(2);
    },
  );
});
