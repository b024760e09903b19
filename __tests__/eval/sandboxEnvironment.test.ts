import { passedVariables, sandboxEnvironment } from '../../src/eval/sandbox/environment.js';
import type { SandboxPaths } from '../../src/eval/sandbox/paths.js';

// The agent's environment, whole: what it holds is listed here variable by variable, so a variable of the
// runner's that leaks in, or one of the sandbox's that goes missing or points elsewhere, fails.
const sandbox: SandboxPaths = {
  root: '/t/trial',
  workDir: '/t/trial/work',
  homeDir: '/t/trial/home',
  configDir: '/t/trial/config',
  tmpDir: '/t/trial/tmp',
};

const RUNNER = {
  PATH: '/opt/bin:/usr/bin',
  GITHUB_TOKEN: 'ghs_secret',
  AWS_SECRET_ACCESS_KEY: 'aws-secret',
  HOME: '/home/runner',
  ANTHROPIC_API_KEY: 'sk-ant-real',
  OPENAI_API_KEY: '',
};

const OWN = {
  HOME: '/t/trial/home',
  TMPDIR: '/t/trial/tmp',
  XDG_CONFIG_HOME: '/t/trial/home/.config',
  XDG_DATA_HOME: '/t/trial/home/.local/share',
  XDG_STATE_HOME: '/t/trial/home/.local/state',
  XDG_CACHE_HOME: '/t/trial/home/.cache',
  LANG: 'C.UTF-8',
  TERM: 'dumb',
  NO_COLOR: '1',
  CI: 'true',
};

describe('sandboxEnvironment', () => {
  it("is the sandbox's own variables and the runner's PATH, nothing else of the runner's", () => {
    expect(sandboxEnvironment({ sandbox, runnerEnv: RUNNER, passEnv: [], backendEnv: {} })).toStrictEqual({
      PATH: '/opt/bin:/usr/bin',
      ...OWN,
    });
  });

  it('gives a PATH of the system folders when the runner has none', () => {
    expect(sandboxEnvironment({ sandbox, runnerEnv: {}, passEnv: [], backendEnv: {} }).PATH).toBe(
      '/usr/local/bin:/usr/bin:/bin',
    );
  });

  it("adds the runner's variables a backend names, when set and not empty, then the backend's own over all", () => {
    const env = sandboxEnvironment({
      sandbox,
      runnerEnv: RUNNER,
      passEnv: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY'],
      backendEnv: { CLAUDE_CONFIG_DIR: '/t/trial/config', TERM: 'xterm' },
    });
    expect(env).toStrictEqual({
      PATH: '/opt/bin:/usr/bin',
      ...OWN,
      TERM: 'xterm',
      ANTHROPIC_API_KEY: 'sk-ant-real',
      CLAUDE_CONFIG_DIR: '/t/trial/config',
    });
  });
});

describe('passedVariables', () => {
  it('passes a set variable, and leaves out one unset or empty', () => {
    expect(passedVariables({ A: 'a', B: '', D: '0' }, ['A', 'B', 'C', 'D'])).toStrictEqual({ A: 'a', D: '0' });
  });
});
