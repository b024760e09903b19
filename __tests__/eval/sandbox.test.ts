import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { planTrials } from '../../src/eval/runner/plan.js';
import { sandboxEnvironment } from '../../src/eval/sandbox/environment.js';
import { hashFiles, installableFiles } from '../../src/eval/sandbox/installableFiles.js';
import { copyFiles, createSandbox, removeSandbox } from '../../src/eval/sandbox/sandbox.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

const spec = (extra = '') =>
  `${extra}cases:\n  - id: one\n    prompt: "Handle the alpha work"\n    checks:\n      - file_exists: out.txt\n`;

function repoWithAnswerKeys() {
  return tempRepo({
    'skills/alpha/SKILL.md': goodSkill('alpha', 'See ../beta/notes.md for details.\n'),
    'skills/alpha/.eval.yaml': spec(
      'skills: [gamma]\nsandbox:\n  fixtures: fixtures/\n  forbidden_files: ["answers/**", "*.key"]\n',
    ),
    'skills/alpha/fixtures/input.txt': 'input',
    'skills/alpha/fixtures/answers/expected.txt': 'the answer',
    'skills/alpha/answers/solution.md': 'the answer',
    'skills/alpha/private.key': 'k',
    'skills/alpha/.caliper/baseline.json': '{}',
    'skills/alpha/escape': { link: '/etc/hostname' },
    'skills/alpha/inner-link.md': { link: 'SKILL.md' },
    'skills/beta/SKILL.md': goodSkill('beta'),
    'skills/beta/notes.md': 'notes',
    'skills/beta/.eval.yaml': spec('sandbox:\n  fixtures: data/\n'),
    'skills/beta/data/secret-expected.txt': 'beta answer',
    'skills/beta/answers/leak.md': 'forbidden by alpha',
    'skills/gamma/SKILL.md': goodSkill('gamma'),
    'skills/gamma/.git/config': '[core]',
  });
}

describe('what a trial installs', () => {
  it('installs the subject, declared and referenced skills without any answer key, for every one of them', () => {
    const root = repoWithAnswerKeys();
    const report = validateRepository(root);
    expect(report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.rule)).toEqual(['symlink-escape']);
    // The escaping link is a validation error, so the install set is refused as a whole…
    expect(
      planTrials(report, {
        backends: ['claude-code'],
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: undefined,
        skills: undefined,
        cases: undefined,
      }).skipped[0]?.reason,
    ).toMatch(/^1 error in escape; run caliper validate/);
    // …and even when asked directly, the installer never follows it.
    const files = installableFiles(path.join(root, 'skills/alpha'), () => false).map((f) => f.rel);
    expect(files).not.toContain('escape');
    expect(files).toContain('inner-link.md');
  });

  it('leaves out .eval.yaml, .caliper/, .git/, forbidden files and fixtures, for subject and neighbours', () => {
    const root = repoWithAnswerKeys();
    const report = validateRepository(root, { ignore: ['skills/alpha/escape'] });
    const { trials } = planTrials(
      { ...report, diagnostics: [] },
      {
        backends: ['claude-code'],
        discipline: 'install-discover',
        defaultTrials: 1,
        trials: undefined,
        skills: ['alpha'],
        cases: undefined,
      },
    );
    const installs = Object.fromEntries(trials[0]!.installs.map((i) => [i.name, i.files.map((f) => f.rel)]));
    expect(Object.keys(installs).sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(installs.alpha).toEqual(['SKILL.md', 'inner-link.md']);
    expect(installs.beta).toEqual(['SKILL.md', 'notes.md']);
    expect(installs.gamma).toEqual(['SKILL.md']);
    expect(trials[0]!.fixtures.map((f) => f.rel)).toEqual(['input.txt']);
  });

  it('copies real files into a fresh sandbox with an empty git repository', () => {
    const root = tempRepo({
      'a/SKILL.md': goodSkill('a'),
      'a/scripts/run.sh': 'echo hi',
      'a/link.sh': { link: 'scripts/run.sh' },
    });
    const sandbox = createSandbox();
    try {
      copyFiles(
        installableFiles(path.join(root, 'a'), () => false),
        path.join(sandbox.configDir, 'skills', 'a'),
      );
      expect(readFileSync(path.join(sandbox.configDir, 'skills/a/link.sh'), 'utf8')).toBe('echo hi');
      expect(readdirSync(path.join(sandbox.configDir, 'skills/a')).sort()).toEqual(['SKILL.md', 'link.sh', 'scripts']);
      expect(readFileSync(path.join(sandbox.workDir, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
    } finally {
      removeSandbox(sandbox);
    }
    expect(existsSync(sandbox.root)).toBe(false);
  });

  it("hashes a file's path apart from its bytes, and its bytes apart from the next file's path", () => {
    const root = tempRepo({ b: 'b', c: 'c', d: 'd', bc: 'bc', 'bc-nul-d': 'bc\0d' });
    const file = (rel: string, read: string) => ({ rel, source: path.join(root, read) });
    expect(hashFiles([file('ab', 'c')])).not.toBe(hashFiles([file('a', 'bc')]));
    expect(hashFiles([file('a', 'b'), file('c', 'd')])).not.toBe(hashFiles([file('a', 'bc-nul-d')]));
  });
});

describe('the agent environment', () => {
  it('is built from nothing: no runner secret leaks unless the backend passes it for a real model', () => {
    const sandbox = { root: '/s', workDir: '/s/w', homeDir: '/s/h', configDir: '/s/c', tmpDir: '/s/t' };
    const runnerEnv = {
      PATH: '/usr/bin',
      GITHUB_TOKEN: 'ghs_secret',
      AWS_SECRET_ACCESS_KEY: 'x',
      ANTHROPIC_API_KEY: 'sk-real',
      HOME: '/root',
    };
    const scripted = sandboxEnvironment({ sandbox, runnerEnv, passEnv: [], backendEnv: { CLAUDE_CONFIG_DIR: '/s/c' } });
    expect(scripted.GITHUB_TOKEN).toBeUndefined();
    expect(scripted.AWS_SECRET_ACCESS_KEY).toBeUndefined();
    expect(scripted.ANTHROPIC_API_KEY).toBeUndefined();
    expect(scripted.HOME).toBe('/s/h');
    const real = sandboxEnvironment({ sandbox, runnerEnv, passEnv: ['ANTHROPIC_API_KEY'], backendEnv: {} });
    expect(real.ANTHROPIC_API_KEY).toBe('sk-real');
    expect(real.GITHUB_TOKEN).toBeUndefined();
  });
});
