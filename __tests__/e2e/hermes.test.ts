import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISABLE_MODEL_INVOCATION_IGNORED_BY } from '../../src/skills/fields.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';

// Real Hermes Agent (the pinned version, installed from PyPI into a venv by the global setup) against the
// scripted model over Chat Completions, each run in its own bubblewrap sandbox.
jest.setTimeout(240_000);

const repo = () => backendRepo();

describeNeeding(['cli:hermes', ...SANDBOX_NEEDS])('install and discover, on the real Hermes Agent', () => {
  it(
    'indexes the skill in its system prompt; skill_view on a matching ' +
      'prompt, not on an unrelated one; ignores disable-model-invocation',
    async () => {
      const run = await evalRepo(repo(), { backends: ['hermes'], timeoutSeconds: 180 });
      const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
      const systems = run.requests
        .filter((r) => r.url.startsWith('/v1/chat/completions'))
        .map((r) => JSON.stringify(r.body?.messages?.[0] ?? ''));
      expectBackendRan(run, 'hermes');
      // Hermes cuts descriptions at 60 characters in its index.
      expect(
        systems.some((s) => s.includes('- greeter: Greets the world in a friendly banner file. Use when the ...')),
      ).toBe(true);

      expect(byCase.greet).toMatchObject({
        outcome: 'pass',
        activations: { greeter: 'activated' },
        backendVersion: '0.19.0',
        model: 'scripted',
      }); // a scripted run's records name no model as if real
      expect(byCase.unrelated).toMatchObject({ outcome: 'pass', activations: { greeter: 'not-activated' } });
      // Hermes does not honour disable-model-invocation: the skill is indexed, chosen and run.
      expect(byCase.deploy).toMatchObject({ outcome: 'pass', activations: { 'quiet-deploy': 'activated' } });
      // …which is what `validate` warns about for this backend.
      expect(DISABLE_MODEL_INVOCATION_IGNORED_BY['hermes']).toBeDefined();

      const session = JSON.parse(
        readFileSync(path.join(run.outDir, byCase.greet!.transcript!), 'utf8').trim().split('\n').pop()!,
      );
      const calls = session.messages
        .flatMap((m: { tool_calls?: { function: { name: string; arguments: string } }[] }) => m.tool_calls ?? [])
        .map((c: { function: { name: string; arguments: string } }) => [
          c.function.name,
          JSON.parse(c.function.arguments),
        ]);
      expect(calls[0]).toEqual(['skill_view', { name: 'greeter' }]);
      expect(calls[1]![0]).toBe('read_file');
      expect(calls[1]![1].path).toMatch(/\/config\/skills\/greeter\/references\/style\.md$/);
    },
  );

  it('refuses the explicit discipline: headless Hermes has no way to invoke a skill by name', async () => {
    await expect(evalRepo(repo(), { backends: ['hermes'], discipline: 'explicit' })).rejects.toThrow(
      /hermes has no syntax for invoking a skill by name/,
    );
  });
});
