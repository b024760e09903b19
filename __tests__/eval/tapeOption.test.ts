import { tapeOption } from '../../src/eval/replay/tapeOption.js';

describe('--record and --replay', () => {
  it('name a folder, each alone, and only for a real model on one side', () => {
    expect(tapeOption({}, '/w')).toBeUndefined();
    expect(tapeOption({ record: 'tape' }, '/w')).toEqual({ mode: 'record', dir: '/w/tape' });
    expect(tapeOption({ replay: '/t' }, '/w')).toEqual({ mode: 'replay', dir: '/t' });
    expect(() => tapeOption({ record: 'a', replay: 'b' }, '/w')).toThrow(
      '--record and --replay exclude each other: record a run first, then replay it.',
    );
    expect(() => tapeOption({ replay: 'a', 'scripted-model': true }, '/w')).toThrow(
      /the scripted model needs no recording/,
    );
    expect(() => tapeOption({ record: 'a', base: 'main' }, '/w')).toThrow(
      '--record does not take --base: record or replay one side at a time.',
    );
  });
});
