import { badgeLabel, logText, mdCode, mdText, mermaidText, neutraliseComments } from '../../src/report/escape.js';

// What a pull request can put in a skill name, a case id, a model or a message, against each medium.
const MARKUP = [
  '@octocat',
  'see #12',
  'https://evil.example/x',
  'www.evil.example',
  '[click](https://evil.example)',
  '![t](https://evil.example/p.png)',
  '<img src=x onerror=alert(1)>',
  '</details><details open><summary>approved',
  '<!-- caliper:section:owners -->',
  'a|b',
  '`code`',
  '**bold** _em_ ~~gone~~',
  'back\\slash',
  'two\nlines\r\nand\u2028more',
];

describe('mdText: a paragraph or table cell shows the characters, nothing more', () => {
  it.each(MARKUP)('%j', (hostile) => {
    const out = mdText(hostile);
    // No character that starts markup survives as itself.
    expect(out).not.toMatch(/[<>[\]|`!*_~\\\n\r\u2028]/);
    // Mentions, references, URLs and www. are broken by a word joiner.
    expect(out).not.toMatch(/@(?!\u2060)/);
    expect(out.replace(/&(#\d+|amp|lt|gt);/g, '')).not.toMatch(/#(?!\u2060)\d/);
    expect(out).not.toMatch(/[^\u2060]:\/\//);
    expect(out).not.toMatch(/www\.(?!\u2060)/i);
  });

  it('keeps plain text as it is', () => {
    expect(mdText('pdf-extract 2.1.332 claude-opus-5-5')).toBe('pdf-extract 2.1.332 claude-opus-5-5');
  });
});

describe('mdCode: one code span, closed where it should be, on one line, in one cell', () => {
  it.each(MARKUP)('%j', (hostile) => {
    const out = mdCode(hostile);
    expect(out).toMatch(/^`[^`]+`$/);
    expect(out).not.toMatch(/[|\n\r\u2028]/);
    expect(out).not.toContain('<!--');
    expect(out).not.toMatch(/--!?>/);
  });
});

describe('neutraliseComments: no HTML comment opens or closes', () => {
  it('breaks every opener and closer, so no hidden section marker can be added, closed or faked', () => {
    const out = neutraliseComments('<!-- caliper:pr-report --> x <!-- a --!> y -->');
    expect(out).not.toContain('<!--');
    expect(out).not.toMatch(/--!?>/);
  });
});

describe('badgeLabel and mermaidText: only letters, digits and a few marks', () => {
  it('a badge label keeps no markup, no URL syntax, and at most 80 characters', () => {
    const out = badgeLabel(`claude-code activation](https://evil.example)<b>/?&#${'x'.repeat(200)}`);
    expect(out).toMatch(/^[A-Za-z0-9 ()._-]*$/);
    expect(out.length).toBeLessThanOrEqual(80);
  });

  it('a mermaid label cannot close its quote, start a statement, directive, entity or tag, or leave the fence', () => {
    const out = mermaidText('x"]; click A "https://evil.example" %%{init}%% #35; <b> ```\nB');
    expect(out).toMatch(/^[A-Za-z0-9 .:/+()-]*$/);
    expect(out.length).toBeLessThanOrEqual(40);
  });
});

describe('logText: one CI log line, no workflow command', () => {
  const commands = ['::error::forged', '  ::add-mask::x', 'a\n::stop-commands::t', 'x ##[error]y'];
  commands.push('cr\rcr', 'esc\u001b[31m', 'nel\u0085x');
  it.each(commands)('%j', (hostile) => {
    const out = logText(hostile);
    expect(out).not.toMatch(/[\r\n\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(out).not.toMatch(/^\s*::/m);
    expect(out).not.toContain('##[');
  });
});
