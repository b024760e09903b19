import { warningsOnce } from '../../src/cli/warningsOnce.js';

// tune and bisect run dozens of evals; each eval says its warnings (a --max-turns that does not bound a CLI).
describe('progress of a command that runs many evals', () => {
  it('says each warning once, and every other line as often as it comes', () => {
    const said: string[] = [];
    const progress = warningsOnce((line) => said.push(line));
    const warning = 'warning: --max-turns 2 does not bound copilot, because it has no `--max-turns`: --timeout does';
    for (const round of [1, 2, 3]) {
      progress(warning);
      progress('greeter × claude-code: 4 trials');
      progress(`round ${round}`);
    }
    progress('warning: another');
    expect(said).toEqual([
      warning,
      'greeter × claude-code: 4 trials',
      'round 1',
      'greeter × claude-code: 4 trials',
      'round 2',
      'greeter × claude-code: 4 trials',
      'round 3',
      'warning: another',
    ]);
  });
});
