import { AGENT_FACTS } from '../../src/agents/facts.js';
import { unboundedTurnLines } from '../../src/eval/runner/turnLimits.js';

describe('--max-turns for a CLI it does not bound', () => {
  it('is said, with why and what bounds it instead, for each such CLI and only when given', () => {
    expect(unboundedTurnLines(['claude-code', 'copilot', 'gemini-cli'], 5)).toEqual([
      'warning: --max-turns 5 does not bound copilot, because it has no `--max-turns` ' +
        '(`--max-autopilot-continues` is for `--autopilot` only): --timeout does',
    ]);
    expect(unboundedTurnLines(['copilot', 'codex'], undefined)).toEqual([]);
    // The CLIs it bounds: those whose run takes caliper's limit (the contract test holds the facts to their runs).
    expect(AGENT_FACTS.filter((f) => f.noTurnLimit === undefined).map((f) => f.name)).toEqual([
      'claude-code',
      'gemini-cli',
    ]);
  });
});
