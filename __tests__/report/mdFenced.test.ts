import { mdFenced } from '../../src/report/escape.js';

// A diff block in the PR comment holds the PR's own text: nothing in it may end the block, fake a section
// marker or hide what it says.
describe('mdFenced', () => {
  it('uses a fence longer than any run of backticks in the text, so the text cannot close it', () => {
    const block = mdFenced('-description: a ```` b\n+description: c', 'diff');
    expect(block).toBe('`````diff\n-description: a ```` b\n+description: c\n`````');
    expect(mdFenced('plain', 'diff')).toBe('```diff\nplain\n```');
  });

  it('breaks comment markers, shows directional characters escaped and drops control characters', () => {
    const block = mdFenced('<!-- caliper:section --> \u202e x\u0007', 'diff');
    expect(block).toBe('```diff\n<!\u2060-- caliper:section --\u2060> \\u202e x\n```');
  });

  it('keeps every kind of line break a line break, and the info string to letters', () => {
    expect(mdFenced('a\r\nb\u2028c', 'di`ff\n')).toBe('```diff\na\nb\nc\n```');
  });

  it('ends after the last line of a text that ends with a line break (a patch does), not an empty one', () => {
    expect(mdFenced('-a\n+b\n', 'diff')).toBe('```diff\n-a\n+b\n```');
  });
});
