import { parseFrontmatter } from '../../src/skills/frontmatter.js';

// parseFrontmatter splits only the block into lines; the body must still come out as the whole file split
// on line ends and joined with `\n` would give it, with the line it starts on.
describe('parseFrontmatter: the body after the block', () => {
  const ok = (text: string) => {
    const fm = parseFrontmatter(text);
    if (fm.kind !== 'ok') throw new Error(`expected a block, got ${fm.kind}`);
    return { body: fm.body, line: fm.bodyStartLine };
  };

  it.each([
    ['LF', '---\nname: a\n---\n# A\nstep\n', { body: '# A\nstep\n', line: 4 }],
    ['CRLF', '---\r\nname: a\r\n---\r\n# A\r\nstep\r\n', { body: '# A\nstep\n', line: 4 }],
    ['a lone CR kept, CR CR LF as CR LF', '---\nname: a\n---\na\rb\r\r\nc', { body: 'a\rb\r\nc', line: 4 }],
    ['a BOM', '\uFEFF---\nname: a\n---\nbody', { body: 'body', line: 4 }],
    ['closed by `...`', '---\nname: a\n...\nbody', { body: 'body', line: 4 }],
    ['closed on the last line, no newline', '---\nname: a\n---', { body: '', line: 4 }],
    ['closed on the last line, a newline', '---\nname: a\n---\n', { body: '', line: 4 }],
    ['an empty line before the body', '---\nname: a\n---\n\nbody\n', { body: '\nbody\n', line: 4 }],
    ['---yaml', '---yaml\nname: a\n---\nbody', { body: 'body', line: 4 }],
  ])('%s', (_, text, expected) => {
    expect(ok(text)).toEqual(expected);
  });

  it('still tells unclosed, misplaced, absent and foreign blocks apart', () => {
    expect(parseFrontmatter('---\nname: a\r\n').kind).toBe('unclosed');
    expect(parseFrontmatter('\n\n---\nname: a\n---\n')).toEqual({ kind: 'misplaced', line: 3 });
    expect(parseFrontmatter('# A\n').kind).toBe('absent');
    expect(parseFrontmatter('')).toEqual({ kind: 'absent' });
    expect(parseFrontmatter('---js\nname: a\n---\n')).toEqual({ kind: 'foreign-language', language: 'js' });
  });
});
