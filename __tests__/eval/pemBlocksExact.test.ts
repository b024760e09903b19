import { pemBlocks, shownLabel } from '../../src/eval/sandbox/pemBlocks.js';

// pemBlocks at its edges, each outcome exact: the reader of a PR's extra CA certificates, which must take
// no line for a block that is not one and no body for base64 that is not.
const pem = (label: string, ...body: string[]) => [`-----BEGIN ${label}-----`, ...body, `-----END ${label}-----`];
const kinds = (text: string) => pemBlocks(text).map((b) => (b.kind === 'block' ? 'block' : `malformed: ${b.why}`));

describe('pemBlocks, exactly', () => {
  it('says which line ended a block under another label, and that a block has no END', () => {
    const text = ['junk', '-----BEGIN CERTIFICATE-----', 'QUJD', '-----END PRIVATE KEY-----', ...pem('X', 'QUJD')].join(
      '\n',
    );
    expect(pemBlocks(text)).toEqual([
      { kind: 'malformed', label: 'CERTIFICATE', line: 2, why: 'it ends as PRIVATE KEY on line 4' },
      { kind: 'block', label: 'X', line: 5, der: expect.any(Buffer) },
    ]);
    expect(pemBlocks('-----BEGIN CERTIFICATE-----\nQUJD\n')).toEqual([
      { kind: 'malformed', label: 'CERTIFICATE', line: 1, why: 'it has no END' },
    ]);
  });

  it('takes a marker with trailing blanks, not one with leading ones or anything around it', () => {
    expect(kinds(['-----BEGIN A-----   ', 'QUJD', '-----END A-----\t'].join('\n'))).toEqual(['block']);
    expect(kinds(['  -----BEGIN A-----', 'QUJD', '-----END A-----'].join('\n'))).toEqual([]);
    expect(kinds(['x-----BEGIN A-----', 'QUJD', '-----END A-----'].join('\n'))).toEqual([]);
    expect(kinds(['-----BEGIN A-----x', 'QUJD', '-----END A-----'].join('\n'))).toEqual([]);
    // An END line with more around it is not an END: it stays in the body, and the block never ends.
    expect(kinds(['-----BEGIN A-----', 'QUJD', 'x-----END A-----'].join('\n'))).toEqual(['malformed: it has no END']);
    expect(kinds(['-----BEGIN A-----', 'QUJD', '-----END A-----x'].join('\n'))).toEqual(['malformed: it has no END']);
  });

  it('reads the body without its blanks, and refuses an empty one', () => {
    const [block] = pemBlocks(pem('A', 'QU JD', ' RA==').join('\n'));
    expect(block).toMatchObject({ kind: 'block', der: Buffer.from('ABCD') });
    expect(kinds(pem('A', '   ', '').join('\n'))).toEqual(['malformed: its body is not base64']);
  });

  it('takes base64 in whole quads with its padding, nothing else', () => {
    for (const body of ['QUJD', 'QUI=', 'QQ==', 'QUJDQUI='])
      expect({ body, kinds: kinds(pem('A', body).join('\n')) }).toEqual({ body, kinds: ['block'] });
    for (const body of ['QUJ', 'Q==', 'Q===', '!!==', '!!!=', 'QUJD!!=='])
      expect({ body, kinds: kinds(pem('A', body).join('\n')) }).toEqual({
        body,
        kinds: ['malformed: its body is not base64'],
      });
  });
});

describe('shownLabel', () => {
  it('shows at most 40 printable characters, anything else as ?', () => {
    expect(shownLabel('A'.repeat(50))).toBe('A'.repeat(40));
    expect(shownLabel('KEY\u0007\u202e')).toBe('KEY??');
  });
});
