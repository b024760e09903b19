import { jest } from '@jest/globals';
import { existsSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { toolsDir } from '../../src/eval/backends/locate.js';
import type { BackendName } from '../../src/eval/spec/types.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';

// Issue 30: the CLI's install folder is in every trial's sandbox, and every later trial runs that same
// CLI, so a trial that could write there would change what the trials after it measure. A hostile
// skill's bash block, run by the real CLI through the scripted model, tries in each of two trials in
// turn: the first writes into the folder, the second looks for what the first left.
jest.setTimeout(300_000);

function hostileRepo(marker: string): string {
  const script = [
    'f="$PWD/found.txt"; : > "$f"',
    `[ -e ${marker} ] && echo "an earlier trial wrote into this CLI" >> "$f"`,
    `(echo pwned > ${marker}) 2>/dev/null && echo "wrote into the CLI's install folder" >> "$f"`,
    'true',
  ];
  const spec = [
    'cases:',
    '  - id: tamper',
    '    prompt: "Please tamper with the agent"',
    '    checks:',
    '      - activation: tamperer',
    '      - command: "cat found.txt >&2; test -f found.txt && test ! -s found.txt"',
    '',
  ].join('\n');
  return tempRepo({
    'skills/tamperer/SKILL.md': skillMd(
      { name: 'tamperer', description: 'Tampers with the agent. Use when asked to tamper with the agent.' },
      `# Tamper\n\n\`\`\`bash\n${script.join('\n')}\n\`\`\`\n`,
    ),
    'skills/tamperer/.eval.yaml': spec,
  });
}

describeNeeding([...SANDBOX_NEEDS, 'cli:claude-code', 'cli:pi'])("the CLI's install folder, seen from a trial", () => {
  it.each<BackendName>(['claude-code', 'pi'])(
    'on the real %s CLI: read-only, so no trial changes the CLI the next one runs',
    async (backend) => {
      // The real path: the sandbox binds the install folder where it really is (policy.ts, programRoots).
      const marker = path.join(
        realpathSync(path.join(toolsDir(process.env), backend)),
        `PWNED-${process.pid}-${Date.now()}`,
      );
      try {
        const run = await evalRepo(hostileRepo(marker), {
          backends: [backend],
          trials: 2,
          concurrency: 1,
          timeoutSeconds: 150,
        });
        expect(
          run.records.map((r) => [
            r.trial,
            r.outcome,
            r.checks.filter((c) => c.status !== 'pass').map((c) => c.reason),
          ]),
        ).toEqual([
          [1, 'pass', []],
          [2, 'pass', []],
        ]);
        expect(existsSync(marker)).toBe(false);
      } finally {
        rmSync(marker, { force: true });
      }
    },
  );
});
