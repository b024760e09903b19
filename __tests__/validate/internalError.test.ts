import { jest } from '@jest/globals';
import { tempRepo } from '../helpers/tempRepo.js';

jest.unstable_mockModule('../../src/skills/validateRepository.js', () => ({
  validateRepository: () => {
    throw new RangeError('Maximum call stack size exceeded\n    at somewhere');
  },
}));
const { runCli } = await import('../../src/cli/main.js');

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

describe('an internal failure of validate', () => {
  it('exits 2 with one line on stderr', async () => {
    const r = await cli(['validate', '.'], tempRepo({}));
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        /^caliper: internal error: Maximum call stack size exceeded at somewhere \(set CALIPER_DEBUG=1/,
      ),
    ]);
  });

  it('still prints valid JSON under --format json', async () => {
    const r = await cli(['validate', '.', '--format', 'json'], tempRepo({}));
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({
      skills: [],
      diagnostics: [],
      error: { kind: 'internal', message: 'Maximum call stack size exceeded at somewhere' },
    });
  });
});
