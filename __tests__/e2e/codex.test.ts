import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISABLE_MODEL_INVOCATION_IGNORED_BY } from '../../src/skills/fields.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';

// Real Codex CLI (the pinned version, installed by the global setup) against the scripted model over the
// Responses API, each run in its own bubblewrap sandbox.
jest.setTimeout(180_000);

const repo = () => backendRepo();

const events = (outDir: string, rel: string) =>
  readFileSync(path.join(outDir, rel), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describeNeeding(['cli:codex', ...SANDBOX_NEEDS])('install and discover, on the real Codex CLI', () => {
  it(
    'lists the skill in its developer message; reads SKILL.md on a ' +
      'matching prompt, not on an unrelated one; ignores ' +
      'disable-model-invocation',
    async () => {
      const run = await evalRepo(repo(), { backends: ['codex'], timeoutSeconds: 120 });
      const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
      const listings = run.requests.filter((r) => r.url.startsWith('/v1/responses')).map((r) => JSON.stringify(r.body));
      expect(listings.some((l) => l.includes('- greeter: Greets the world in a friendly banner file.'))).toBe(true);
      // Bundled skills (`.system`) are off: what competes for the choice is the installed set.
      expect(listings.every((l) => !l.includes('skill-creator'))).toBe(true);

      expect(byCase.greet).toMatchObject({
        outcome: 'pass',
        activations: { greeter: 'activated' },
        backendVersion: '0.171.0',
        model: 'scripted',
      }); // a scripted run's records name no model as if real
      expect(byCase.unrelated).toMatchObject({ outcome: 'pass', activations: { greeter: 'not-activated' } });
      // Codex does not honour disable-model-invocation: the skill is listed, chosen and run.
      expect(listings.some((l) => l.includes('- quiet-deploy: Deploys the staging environment.'))).toBe(true);
      expect(byCase.deploy).toMatchObject({ outcome: 'pass', activations: { 'quiet-deploy': 'activated' } });
      // …which is what `validate` warns about for this backend.
      expect(DISABLE_MODEL_INVOCATION_IGNORED_BY['codex']).toBeDefined();

      const commands = events(run.outDir, byCase.greet!.transcript!)
        .filter((e) => e.type === 'item.completed' && e.item.type === 'command_execution')
        .map((e) => e.item.command);
      expect(commands[0]).toMatch(/cat '.*\/config\/skills\/greeter\/SKILL\.md'/);
      expect(commands[1]).toMatch(/cat '.*\/config\/skills\/greeter\/references\/style\.md'/);
    },
  );

  it(
    'explicit: `$greeter` leads the prompt; the injection shows only in ' + 'the rollout, and that is the activation',
    async () => {
      const run = await evalRepo(repo(), {
        backends: ['codex'],
        discipline: 'explicit',
        skills: ['greeter'],
        timeoutSeconds: 120,
      });
      expect(run.records).toHaveLength(1);
      const record = run.records[0]!;
      expect(record).toMatchObject({ caseId: 'greet', outcome: 'pass', activations: { greeter: 'activated' } });
      const commands = events(run.outDir, record.transcript!)
        .filter((e) => e.item?.type === 'command_execution')
        .map((e) => e.item.command);
      expect(commands.some((c: string) => c.includes('greeter/SKILL.md'))).toBe(false);
      const first = run.requests.find((r) => r.url.startsWith('/v1/responses'))!;
      expect(JSON.stringify(first.body)).toContain('<skill>\\n<name>greeter</name>');
    },
  );

  it('force-load: the body in the prompt, activation not measured', async () => {
    const run = await evalRepo(repo(), {
      backends: ['codex'],
      discipline: 'force-load',
      skills: ['greeter'],
      timeoutSeconds: 120,
    });
    expect(run.records[0]).toMatchObject({
      caseId: 'greet',
      outcome: 'pass',
      activations: { greeter: 'not-measured' },
    });
  });
});
