import { recordedToken, recordedUsage } from '../../src/results/recordable.js';
import { PATTERNS } from '../../src/results/schema.js';

describe('a model id or host the check would refuse is recorded in a form it accepts', () => {
  it('a model id: only the characters outside the pattern are written %XX', () => {
    expect(recordedToken('model', 'claude sonnet [1m]')).toBe('claude%20sonnet%20[1m]');
    expect(PATTERNS.model.test('claude%20sonnet%20[1m]')).toBe(true);
  });

  it('a host: its first character kept when the pattern allows it there, the others as in a model id', () => {
    expect(recordedToken('host', 'my gateway')).toBe('my%20gateway');
    expect(recordedToken('host', '[::1] x')).toBe('[::1]%20x');
    expect(recordedToken('host', '.internal host')).toBe('%2Einternal%20host');
  });
});

describe("a trial's cost as recorded", () => {
  const usage = (costUsd: number | undefined) => ({ inputTokens: 10, outputTokens: 1, costUsd });

  it('keeps a cost a run can have, from $0 to $1,000,000', () => {
    expect(recordedUsage(usage(0.5), false).costUsd).toBe(0.5);
    expect(recordedUsage(usage(0), false).costUsd).toBe(0);
    expect(recordedUsage(usage(1e6), false).costUsd).toBe(1e6);
  });

  it('with the scripted model, none, whatever the CLI priced it at', () => {
    expect(recordedUsage(usage(0.5), true).costUsd).toBeUndefined();
  });

  it('a negative, too large or not finite cost is unknown', () => {
    expect(recordedUsage(usage(-1), false).costUsd).toBeUndefined();
    expect(recordedUsage(usage(2e6), false).costUsd).toBeUndefined();
    expect(recordedUsage(usage(Number.NaN), false).costUsd).toBeUndefined();
  });
});
