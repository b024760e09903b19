import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISABLE_MODEL_INVOCATION_IGNORED_BY } from '../../src/skills/fields.js';
import { backendRepo } from '../helpers/backendRepo.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, expectBackendRan, SANDBOX_NEEDS } from '../helpers/needs.js';
import { scriptedLeak } from '../helpers/scriptedRun.js';

// Real pi (the pinned version, installed by the global setup) against the scripted model, each run in
// its own bubblewrap sandbox.
jest.setTimeout(180_000);

const repo = () =>
  backendRepo({ deployChecks: ['activation: { skill: quiet-deploy, expect: false }', 'file_exists: deployed.txt'] });

describeNeeding(['cli:pi', ...SANDBOX_NEEDS])('install and discover, on the real pi CLI', () => {
  it(
    'lists the skill in the system prompt; reads SKILL.md on a matching ' +
      'prompt, not on an unrelated one; never lists a ' +
      'disable-model-invocation skill',
    async () => {
      const run = await evalRepo(repo(), { backends: ['pi'], timeoutSeconds: 120 });
      const byCase = Object.fromEntries(run.records.map((r) => [r.caseId, r]));
      const systems = run.requests.map((r) =>
        JSON.stringify((r.body?.messages as { role: string }[] | undefined)?.find((m) => m.role === 'system') ?? ''),
      );
      expectBackendRan(run, 'pi');
      expect(systems.some((s) => s.includes('<name>greeter</name>'))).toBe(true);
      expect(systems.every((s) => !s.includes('quiet-deploy'))).toBe(true);

      expect(byCase.greet).toMatchObject({
        outcome: 'pass',
        activations: { greeter: 'activated' },
        backendVersion: '0.73.1',
        model: 'scripted',
      });
      expect(byCase.unrelated).toMatchObject({ outcome: 'pass', activations: { greeter: 'not-activated' } });
      // Discovered (the rpc listing has it, so not an error) but never shown to the model.
      expect(byCase.deploy).toMatchObject({ outcome: 'fail', activations: { 'quiet-deploy': 'not-activated' } });
      // This backend honours it, so `validate` has no warning for it.
      expect(DISABLE_MODEL_INVOCATION_IGNORED_BY['pi']).toBeUndefined();

      const events = readFileSync(path.join(run.outDir, byCase.greet!.transcript!), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      const reads = events
        .filter((e) => e.type === 'tool_execution_start' && e.toolName === 'read')
        .map((e) => e.args.path);
      expect(reads[0]).toMatch(/\/config\/skills\/greeter\/SKILL\.md$/);
      expect(reads[1]).toMatch(/\/config\/skills\/greeter\/references\/style\.md$/);
      const row = run.results.results.find((r) => r.skill === 'greeter')!;
      // A scripted run names no model as if real: not in its row, and not in its trial records, which until
      // issue 26 kept what the CLI reported (pi names the id caliper configured, `scripted-model`; Claude
      // Code its own default, a real model). That stays in the transcript.
      expect(row).toMatchObject({ backend: 'pi', backendVersion: '0.73.1', model: 'scripted' });
      expect(run.records.every((r) => r.model === 'scripted' && r.usage.costUsd === undefined)).toBe(true);
      expect(readFileSync(path.join(run.outDir, byCase.greet!.transcript!), 'utf8')).toContain(
        '"model":"scripted-model"',
      );
      expect(scriptedLeak(run.outDir)).toBeUndefined();
    },
  );

  it(
    'explicit: `/skill:greeter` leads the prompt, pi expands it in place ' +
      'of the message, and that is the activation',
    async () => {
      const run = await evalRepo(repo(), {
        backends: ['pi'],
        discipline: 'explicit',
        skills: ['greeter'],
        timeoutSeconds: 120,
      });
      expect(run.records).toHaveLength(1);
      const record = run.records[0]!;
      expect(record).toMatchObject({ caseId: 'greet', outcome: 'pass', activations: { greeter: 'activated' } });
      const events = readFileSync(path.join(run.outDir, record.transcript!), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      expect(
        events.some(
          (e) =>
            e.type === 'tool_execution_start' &&
            e.toolName === 'read' &&
            String(e.args.path).endsWith('greeter/SKILL.md'),
        ),
      ).toBe(false);
    },
  );

  it('force-load: the body in the prompt, activation not measured', async () => {
    const run = await evalRepo(repo(), {
      backends: ['pi'],
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
