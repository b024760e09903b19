import { jest } from '@jest/globals';

import path from 'node:path';
import { runCli } from '../src/cli/main.js';
import { evalRepo, evalSpec } from './helpers/evalRepo.js';
import { claudeLines, fakeCli } from './helpers/fakeCli.js';
import { skillMd, tempRepo } from './helpers/tempRepo.js';
import { eta } from '../src/eval/runner/progressLines.js';
import { progressDisplay, progressMode, type ProgressMode } from '../src/report/progressDisplay.js';
import { tempDir } from './helpers/tempDirs.js';

jest.setTimeout(60_000);

describe('an eval says what it will do before it does it, and how long is left', () => {
  it('the plan line comes first, then each finished trial with an ETA', async () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([
        { id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] },
        { id: 'two', prompt: 'Make another alpha report', checks: ['activation: alpha'] },
      ]),
    });
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const run = await evalRepo(root, {
      cliPaths: { 'claude-code': cli.path },
      trials: 3,
      concurrency: 1,
      isolation: 'none',
    });
    expect(run.progress[0]).toBe('plan: 1 skill(s) × 1 backend(s), 2 case(s): 6 agent run(s)');
    const trialLines = run.progress.filter((l) => l.startsWith('['));
    expect(trialLines).toHaveLength(6);
    expect(trialLines[0]).toMatch(/^\[1\/6, ETA \d+s\] alpha × claude-code × one #1: pass/);
    expect(trialLines[5]).toMatch(/^\[6\/6\] /);
  });

  it('the ETA is the pace so far times what is left', () => {
    expect(eta(0, 10, 5000)).toBe('');
    expect(eta(2, 10, 10_000)).toBe('ETA 40s');
    expect(eta(1, 50, 5000)).toBe('ETA 4m05s');
    expect(eta(10, 10, 5000)).toBe('');
  });
});

describe('progress is shown the way the place it is read wants it', () => {
  const feed = (mode: ProgressMode) => {
    let out = '';
    const display = progressDisplay(mode, (t) => (out += t));
    display.line('plan: 1 skill(s) × 1 backend(s), 1 case(s): 2 agent run(s)');
    display.trial(1, 2, 'ETA 3s');
    display.line('[1/2, ETA 3s] alpha × claude-code × one #1: pass 3.0s');
    display.trial(2, 2, '');
    display.line('[2/2] alpha × claude-code × one #2: pass 3.0s');
    display.end();
    return out;
  };

  it('a terminal gets a live bar redrawn in place under the lines, cleared at the end', () => {
    const out = feed('terminal');
    expect(out).toContain('\r\x1b[K[████████████░░░░░░░░░░░░] 1/2 trials · ETA 3s');
    expect(out).toContain(
      '\r\x1b[K[1/2, ETA 3s] alpha × claude-code × one #1: pass 3.0s\n[████████████░░░░░░░░░░░░] 1/2 trials · ETA 3s',
    );
    expect(out.endsWith('\r\x1b[K')).toBe(true);
  });

  it('GitHub Actions logs get plain lines, the trials folded in one group', () => {
    expect(feed('github-actions')).toBe(
      'plan: 1 skill(s) × 1 backend(s), 1 case(s): 2 agent ' +
        "run(s)\n::group::trials (2); expand for each trial's outcome\n[1/2, " +
        'ETA 3s] alpha × claude-code × one #1: pass 3.0s\n[2/2] alpha × ' +
        'claude-code × one #2: pass 3.0s\n::endgroup::\n',
    );
  });

  it('pipes and other CI logs get the lines only', () => {
    expect(feed('plain')).toBe(
      'plan: 1 skill(s) × 1 backend(s), 1 case(s): 2 agent run(s)\n[1/2, ETA ' +
        '3s] alpha × claude-code × one #1: pass 3.0s\n[2/2] alpha × ' +
        'claude-code × one #2: pass 3.0s\n',
    );
  });

  it('the mode follows the environment', () => {
    expect(progressMode(true, {})).toBe('terminal');
    expect(progressMode(true, { CI: 'true' })).toBe('plain');
    expect(progressMode(false, {})).toBe('plain');
    expect(progressMode(false, { GITHUB_ACTIONS: 'true' })).toBe('github-actions');
    expect(progressMode(true, { TERM: 'dumb' })).toBe('plain');
  });
});

describe('caliper eval on a terminal', () => {
  it('clears its live bar before it prints the score table', async () => {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: ['activation: alpha'] }]),
    });
    const cli = fakeCli(claudeLines(['alpha'], 'alpha'));
    const writes: { stream: 'out' | 'err'; text: string }[] = [];
    const out = path.join(tempDir('caliper-bar-'), 'results');
    const code = await runCli(
      [
        'eval',
        root,
        '--scripted-model',
        '--isolation',
        'none',
        '--cli',
        `claude-code=${cli.path}`,
        '--trials',
        '2',
        '--concurrency',
        '1',
        '--out',
        out,
      ],
      {
        stdout: (text) => writes.push({ stream: 'out', text }),
        stderr: (text) => writes.push({ stream: 'err', text }),
        cwd: root,
        env: { PATH: process.env.PATH },
        stdoutIsTTY: true,
        stderrIsTTY: true,
      },
    );
    expect(code).toBe(0);
    const firstOut = writes.findIndex((w) => w.stream === 'out');
    const before = writes.slice(0, firstOut).filter((w) => w.stream === 'err');
    expect(before.some((w) => w.text.includes('] 2/2 trials'))).toBe(true);
    expect(before[before.length - 1]!.text).toBe('\r\x1b[K');
    expect(writes[firstOut]!.text).toMatch(/^skill\s+backend/);
  });
});
