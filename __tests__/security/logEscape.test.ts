import { jest } from '@jest/globals';
import { runCli } from '../../src/cli/main.js';
import { compareResults } from '../../src/results/compare/compare.js';
import { comparisonText } from '../../src/report/comparison/text.js';
import { logText } from '../../src/report/escape.js';
import { progressDisplay } from '../../src/report/progressDisplay.js';
import { resultsTable } from '../../src/report/resultsTable.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { makeResults } from '../helpers/results.js';
import { goodSkill, skillMd, tempRepo } from '../helpers/tempRepo.js';

jest.setTimeout(60_000);

const FORGED = 'line one\r::error::forged\n::add-mask::x';

/**
 * The lines of `log` the Actions runner would read as a workflow command: it splits at CR and LF, and
 * takes a line that starts with `::` after leading whitespace, or that holds `##[` anywhere (the old
 * form). Split at every other line break too, as a log viewer might.
 */
function commandLines(log: string): string[] {
  return log
    .split(/\r\n|[\r\n\u2028\u2029\u0085]/)
    .filter((line) => line.trimStart().startsWith('::') || line.includes('##['));
}

describe('logText', () => {
  it('leaves an ordinary line as it is', () => {
    const line = '[1/6, ETA 3s] alpha × claude-code × one #1: fail (command: make test: exit 2: std::vector) 3.0s';
    expect(logText(line)).toBe(line);
  });

  it('shows line breaks and control characters escaped, on the one line', () => {
    expect(logText('a\rb\nc\r\nd\te')).toBe('a\\rb\\nc\\r\\nd\\te');
    expect(logText('a\u2028b\u2029c\u0085d')).toBe('a\\u2028b\\u2029c\\u0085d');
    expect(logText('nul\u0000 esc\u001b[31m del\u007f')).toBe('nul\\u0000 esc\\u001b[31m del\\u007f');
  });

  it('breaks a `::` that would start the line, after any leading whitespace', () => {
    for (const lead of ['', '  ', '\u00a0', '\u3000', '\u2003']) {
      const out = logText(`${lead}::error::forged`);
      expect(out.trimStart().startsWith('::')).toBe(false);
      expect(out.replace(/\u2060/g, '')).toBe(`${lead}::error::forged`);
    }
    expect(logText(':a')).toBe(':a');
  });

  it('breaks every old-form `##[` command, wherever it is on the line', () => {
    expect(logText('ok ##[error]forged ##[stop-commands]t')).not.toContain('##[');
    // A value that ends in `#` cannot make `##[` with the text printed after it.
    expect(`${logText('x##')}[error]forged`).not.toContain('##[');
    expect(`${logText('x#')}#[error]forged`).not.toContain('##[');
  });

  it('no hostile value, alone, indented or next to another, gives the runner a command', () => {
    const hostile = [
      FORGED,
      '::stop-commands::t',
      '\n  ::add-mask::caliper',
      '\u2028::error::x',
      '##[error]x',
      '#',
      '##',
      '[error]x',
      '\r\n::endgroup::',
    ];
    for (const a of hostile) {
      expect(commandLines(logText(a))).toEqual([]);
      expect(commandLines(`                  ${logText(a)}`)).toEqual([]);
      for (const b of hostile) expect(commandLines(logText(a) + logText(b))).toEqual([]);
    }
  });
});

describe('agent text in an eval progress line', () => {
  const spec = (check: string) => evalSpec([{ id: 'one', prompt: 'Make the alpha report', checks: [check] }]);
  const init = JSON.stringify({
    type: 'system',
    subtype: 'init',
    skills: ['alpha'],
    model: 'fake-model',
    claude_code_version: '9.9.9',
  });
  const printed = (lines: string[]) => lines.map((l) => `printf '%s\\n' '${l}'`).join('\n');

  /** The eval's log as the Action writes it: progress lines through the github-actions display. */
  async function actionLog(body: string, check: string): Promise<string> {
    const root = tempRepo({
      'alpha/SKILL.md': skillMd({
        name: 'alpha',
        description: 'Handles alpha reports. Use when the user asks for an alpha report.',
      }),
      'alpha/.eval.yaml': spec(check),
    });
    let log = '';
    const display = progressDisplay('github-actions', (t) => (log += t));
    await evalRepo(root, {
      cliPaths: { 'claude-code': fakeCli(body).path },
      isolation: 'none',
      progress: (line) => display.line(line),
      onTrialFinished: (finished, total, eta) => display.trial(finished, total, eta),
    });
    display.end();
    return log;
  }

  it('an error the agent CLI reports, quoted in the reason, starts no workflow command', async () => {
    const result = JSON.stringify({ type: 'result', subtype: 'success', is_error: true, result: FORGED });
    const log = await actionLog(printed([init, result]), 'activation: alpha');
    expect(log).toContain('claude-code reported: line one\\r::error::forged\\n::add-mask::x');
    // caliper's own commands are still there, and nothing else.
    expect(commandLines(log)).toEqual(["::group::trials (1); expand for each trial's outcome", '::endgroup::']);
  });

  it('a file the agent wrote, quoted by a failing command check, starts no workflow command', async () => {
    const write = "printf 'line one\\r::error::forged\\n::add-mask::x\\n##[stop-commands]t\\n' > answer.txt";
    const finished = JSON.stringify({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'done',
      usage: { input_tokens: 1, output_tokens: 1 },
    });
    const log = await actionLog(`${write}\n${printed([init, finished])}`, 'command: "cat answer.txt >&2; exit 1"');
    expect(log).toContain('line one\\r::error::forged');
    expect(commandLines(log)).toEqual(["::group::trials (1); expand for each trial's outcome", '::endgroup::']);
  });
});

describe('PR-written names in text output', () => {
  it('validate --format text prints a skill folder named with `\\r::error::` on its line, escaped', async () => {
    const folder = 'bad\r::error::forged\n::add-mask::x ##[error]y';
    const root = tempRepo({ [`${folder}/SKILL.md`]: goodSkill('alpha'), 'ok/SKILL.md': goodSkill('ok') });
    let stdout = '';
    const code = await runCli(['validate', '--format', 'text'], {
      stdout: (t) => (stdout += t),
      stderr: () => undefined,
      cwd: root,
      env: {},
      stdoutIsTTY: false,
    });
    expect(code).toBe(1);
    expect(stdout.split('\n')[0]).toBe('bad\\r::error::forged\\n::add-mask::x ##\u2060[error]y/SKILL.md');
    expect(commandLines(stdout)).toEqual([]);
  });

  it('the score table and the comparison a terminal or log gets quote results values escaped', () => {
    const hostile = { skill: `alpha${FORGED}`, activated: 2, trials: 3 };
    const base = makeResults([{ ...hostile, version: '1.0.0\r::stop-commands::t' }]);
    const head = makeResults([{ ...hostile, activated: 3, version: '##[error]2.0.0' }]);
    expect(commandLines(resultsTable(head, 'text'))).toEqual([]);
    const outcome = compareResults(base, head);
    if (outcome.kind !== 'compared') throw new Error(`not compared: ${JSON.stringify(outcome)}`);
    const text = comparisonText(outcome.comparison);
    expect(text).toContain('alphaline one\\r::error::forged');
    expect(commandLines(text)).toEqual([]);
  });
});
