import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISABLE_MODEL_INVOCATION_IGNORED_BY } from '../../src/skills/fields.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { skillMd } from '../helpers/tempRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';

// Real OpenCode (the pinned version, installed by the global setup) against the scripted model over
// Chat Completions, each run in its own bubblewrap sandbox.
jest.setTimeout(240_000);

// Skills a repository under test might carry in its own CLI folders: OpenCode must not pick them up.
const decoy = (name: string) =>
  skillMd({ name, description: 'Greets the world. Use when the user asks to greet the world.' });
const repo = () =>
  backendRepo({
    greeterSpecHead: 'sandbox:\n  fixtures: fixtures/\n',
    extra: {
      'skills/greeter/fixtures/.claude/skills/decoy-claude/SKILL.md': decoy('decoy-claude'),
      'skills/greeter/fixtures/.agents/skills/decoy-agents/SKILL.md': decoy('decoy-agents'),
    },
  });

describeNeeding(['cli:opencode', 'rg', ...SANDBOX_NEEDS])('install and discover, on the real OpenCode', () => {
  it(
    'lists the skill in its system message; a skill call on a matching ' +
      'prompt, not on an unrelated one; ignores disable-model-invocation',
    async () => {
      const run = await evalRepo(repo(), { backends: ['opencode'], timeoutSeconds: 180 });
      const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
      const systems = run.requests
        .filter((r) => r.url.startsWith('/v1/chat/completions'))
        .map((r) => JSON.stringify(r.body?.messages?.[0] ?? ''));
      expectBackendRan(run, 'opencode');
      expect(systems.some((s) => s.includes('<name>greeter</name>'))).toBe(true);
      // Only caliper's install is read: not the work folder's .claude/skills or .agents/skills.
      expect(systems.every((s) => !s.includes('decoy'))).toBe(true);
      // Its bundled skill is denied, so only the installed ones are listed.
      expect(systems.every((s) => !s.includes('<name>customize-opencode</name>'))).toBe(true);
      // The prompt arrives as written (on stdin), not wrapped in quotes as an argument would be.
      expect(
        run.requests.some((r) =>
          JSON.stringify(r.body?.messages ?? []).includes('"content":"Please greet the world with a banner"'),
        ),
      ).toBe(true);

      expect(byCase.greet).toMatchObject({
        outcome: 'pass',
        activations: { greeter: 'activated' },
        backendVersion: '1.18.33',
      });
      expect(byCase.unrelated).toMatchObject({ outcome: 'pass', activations: { greeter: 'not-activated' } });
      // OpenCode does not honour disable-model-invocation: the skill is listed, chosen and run.
      expect(byCase.deploy).toMatchObject({ outcome: 'pass', activations: { 'quiet-deploy': 'activated' } });
      // …which is what `validate` warns about for this backend.
      expect(DISABLE_MODEL_INVOCATION_IGNORED_BY['opencode']).toBeDefined();

      const events = readFileSync(path.join(run.outDir, byCase.greet!.transcript!), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      const uses = events.filter((e) => e.type === 'tool_use').map((e) => [e.part.tool, e.part.state.input]);
      expect(uses[0]).toEqual(['skill', { name: 'greeter' }]);
      expect(uses[1]![0]).toBe('read');
      expect(uses[1]![1].filePath).toMatch(/\/config\/opencode\/skills\/greeter\/references\/style\.md$/);
    },
  );

  it('refuses the explicit discipline: `opencode run` sends /name to the model as text', async () => {
    await expect(evalRepo(repo(), { backends: ['opencode'], discipline: 'explicit' })).rejects.toThrow(
      /opencode has no syntax for invoking a skill by name/,
    );
  });
});
