import { markdownLineScanner, type FencedBlock } from '../../src/skills/markdownLines.js';
import { prng } from '../helpers/prng.js';

type Visit = { text: string; line: number; block: FencedBlock | undefined };

function scan(mayHold: RegExp, body: string, firstLine = 1): Visit[] {
  const out: Visit[] = [];
  markdownLineScanner(mayHold)(body, firstLine, (text, line, block) =>
    out.push({ text, line, block: block && { ...block } }),
  );
  return out;
}

/** What the scanner replaced: split on line ends, track fences line by line, test each line. */
function naive(mayHold: RegExp, body: string, firstLine = 1): Visit[] {
  const test = new RegExp(mayHold.source, mayHold.ignoreCase ? 'i' : '');
  const out: Visit[] = [];
  let block: FencedBlock | undefined;
  body.split(/\r?\n/).forEach((text, i) => {
    const fence = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)/.exec(text);
    if (fence) {
      if (block === undefined) block = { marker: fence[1]![0] as FencedBlock['marker'], language: fence[2]! };
      else if (fence[1]![0] === block.marker) block = undefined;
      return;
    }
    if (test.test(`\n${text}`)) out.push({ text, line: firstLine + i, block: block && { ...block } });
  });
  return out;
}

describe('markdownLineScanner', () => {
  const slashOrLink = /[\]/]|\.\w/;

  it('visits only the lines that may hold something, with their line numbers', () => {
    const body = 'plain prose.\nsee refs/a.md\n\nmore prose\n[x](y)\n';
    expect(scan(slashOrLink, body, 5)).toEqual([
      { text: 'see refs/a.md', line: 6, block: undefined },
      { text: '[x](y)', line: 9, block: undefined },
    ]);
  });

  it('tells each line the fenced block it is in, and never visits fence lines', () => {
    const body = '```bash\nrun x/y.sh\n~~~\nstill/in.sh\n```\nout/side.md\n~~~ Python\nimport a.b\n~~~\n';
    expect(scan(slashOrLink, body)).toEqual([
      { text: 'run x/y.sh', line: 2, block: { marker: '`', language: 'bash' } },
      // A fence of the other character neither closes the block nor is visited.
      { text: 'still/in.sh', line: 4, block: { marker: '`', language: 'bash' } },
      { text: 'out/side.md', line: 6, block: undefined },
      { text: 'import a.b', line: 8, block: { marker: '~', language: 'Python' } },
    ]);
  });

  it('drops the `\\r` of CRLF line ends and counts lines the same', () => {
    expect(scan(slashOrLink, 'a\r\nb/c.md\r\n```\r\nd/e\r\n```\r\nlast/x.md\r')).toEqual([
      { text: 'b/c.md', line: 2, block: undefined },
      { text: 'd/e', line: 4, block: { marker: '`', language: '' } },
      // A `\r` that ends the text without a `\n` after it stays, as a split on line ends leaves it.
      { text: 'last/x.md\r', line: 6, block: undefined },
    ]);
  });

  it('reads `\\n` as a line start (the first line has one too) and visits a line once however many hits', () => {
    const heading = /\n#|skill/i;
    expect(scan(heading, '# First\na # b\n# Title\nthe SKILL and the skill\n')).toEqual([
      { text: '# First', line: 1, block: undefined },
      { text: '# Title', line: 3, block: undefined },
      { text: 'the SKILL and the skill', line: 4, block: undefined },
    ]);
  });

  it('agrees with a line-by-line reading on random documents', () => {
    const random = prng(11);
    const pieces = [
      'prose',
      'a/b.md',
      '[l](t)',
      '```',
      '```sh',
      '~~~',
      '   ```',
      '    ```',
      '# h',
      'x.y',
      'skill',
      ' ',
      '\t',
      '`',
      'é',
      '\r',
    ];
    for (let doc = 0; doc < 400; doc++) {
      const lines = Array.from({ length: Math.floor(random() * 12) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 3) }, () => pieces[Math.floor(random() * pieces.length)]).join(
          '',
        ),
      );
      const body = lines.join(random() < 0.3 ? '\r\n' : '\n');
      for (const mayHold of [slashOrLink, /\n#|[/$`]|skill/i])
        expect(scan(mayHold, body, 3)).toEqual(naive(mayHold, body, 3));
    }
  });
});
