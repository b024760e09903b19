import { logText, mdCode, mdText, neutraliseComments, shownEscaped } from '../../src/report/escape.js';

// escape.test.ts holds each medium against attacks by what the output must not contain; these pin the
// exact output, so that an escape replaced by nothing, or a character dropped instead of escaped, fails
// (found by mutation testing: docs/internals/mutation.md).
const J = '\u2060';

describe('mdText, character by character', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['|', '&#124;'],
    ['`', '&#96;'],
    ['[', '&#91;'],
    [']', '&#93;'],
    ['!', '&#33;'],
    ['\\', '&#92;'],
    ['*', '&#42;'],
    ['_', '&#95;'],
    ['~', '&#126;'],
  ])('shows %j as the entity %j', (raw, entity) => {
    expect(mdText(`a${raw}b`)).toBe(`a${entity}b`);
  });

  it('breaks mentions, issue references, URLs and www. with an invisible joiner, nothing removed', () => {
    expect(mdText('@bob #12 #x http://h www.w WWW.v')).toBe(`@${J}bob #${J}12 #x http${J}://h www${J}.w WWW${J}.v`);
  });

  it('puts a space for each line break and drops control characters', () => {
    expect(mdText('a\r\nb\nc\u2028d\u0001e\u007f')).toBe('a b c de');
  });

  it('shows a directional character as its escape, in the entity of a backslash', () => {
    expect(mdText('x\u202ey')).toBe('x&#92;u202ey');
    expect(mdText('\u{e0041}')).toBe('&#92;u{e0041}');
  });
});

describe('mdCode, exactly', () => {
  it.each([
    ['plain', '`plain`'],
    ['a`b|c', '`aˋb｜c`'],
    [' lead', '`  lead `'],
    ['trail ', '` trail  `'],
    ['', '` `'],
    ['a\nb\r\nc\u0001d', '`a b cd`'],
    ['<!-- m -->', `\`<!${J}-- m --${J}>\``],
  ])('%j becomes %j', (raw, shown) => {
    expect(mdCode(raw)).toBe(shown);
  });
});

describe('neutraliseComments', () => {
  it('breaks openers and both closers, keeping every character', () => {
    expect(neutraliseComments('<!--a-->b--!>')).toBe(`<!${J}--a--${J}>b--${J}!>`);
  });
});

describe('shownEscaped', () => {
  it('writes a BMP directional character as \\uXXXX and a tag character as \\u{…}', () => {
    expect(shownEscaped('a\u2066b\u{e007f}c')).toBe('a\\u2066b\\u{e007f}c');
  });
});

describe('logText, exactly', () => {
  it('breaks a trailing # and keeps the rest of the line', () => {
    expect(logText('issue #')).toBe(`issue #${J}`);
    expect(logText('#1 ok')).toBe('#1 ok');
  });

  it('escapes breaks and controls on one line', () => {
    expect(logText('a\r\nb\tc\u0085d')).toBe('a\\r\\nb\\tc\\u0085d');
  });
});
