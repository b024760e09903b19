import { constructFromEvents, CORE_SCHEMA, parseEvents } from 'js-yaml';
import { parseFlatMapping, parseYaml } from '../../src/util/yaml.js';
import { prng } from '../helpers/prng.js';

/** What the full parser makes of a text, or undefined when it refuses it. */
function full(text: string): unknown {
  try {
    return (
      constructFromEvents(parseEvents(text, { maxDepth: 64 }), {
        source: text,
        schema: CORE_SCHEMA,
        maxAliases: 32,
      })[0] ?? null
    );
  } catch {
    return 'REFUSED';
  }
}

const KEYS = ['name', 'description', 'license', 'True', 'null', 'x_y', 'a-b', 'on', 'key1', 'Name'];
const VALUES = [
  'pdf-tools',
  'Use when the user asks.',
  'true',
  'False',
  'NULL',
  '~',
  'yes',
  'no',
  'on',
  '12',
  '-1',
  '+3',
  '0x1F',
  '1e3',
  '.inf',
  '.NaN',
  '0o17',
  '2024-01-01',
  '"quoted"',
  "'single'",
  '"with \\" escape"',
  "'it''s'",
  '"a" # c',
  'a # comment',
  'a#b',
  'a: b',
  'a:b',
  'ends:',
  '- item',
  '[a, b]',
  '{a: 1}',
  '&anchor x',
  '*alias',
  '!tag x',
  '|',
  '>',
  '%x',
  '@x',
  '`x`',
  'multi  space',
  'trailing   ',
  'tab\there',
  'ü unicode',
  "it's",
  'say "hi"',
  '?',
  ':',
  '=',
  '<x>',
];

describe('the flat front matter fast path agrees with js-yaml', () => {
  it('on 5,000 random flat documents, or declines them', () => {
    const rand = prng(11);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    let accepted = 0;
    for (let n = 0; n < 5000; n++) {
      const lines = Array.from({ length: 1 + Math.floor(rand() * 4) }, () =>
        rand() < 0.1 ? '' : `${pick(KEYS)}:${rand() < 0.05 ? '' : ' '}${pick(VALUES)}`,
      );
      const text = lines.join(rand() < 0.2 ? '\r\n' : '\n');
      const flat = parseFlatMapping(text);
      if (flat === undefined) continue;
      accepted++;
      expect([text, flat.value]).toEqual([text, full(text)]);
    }
    expect(accepted).toBeGreaterThan(500);
  });

  it('gives the line of each key, as the full parser does', () => {
    const text = 'name: a\n\ndescription: "Use when x."\nlicense: MIT\n';
    expect(parseFlatMapping(text)?.lineOf(['license'])).toBe(4);
    const viaFull = parseYaml(`${text}metadata:\n  x: y\n`);
    expect(viaFull.ok && viaFull.doc.lineOf(['license'])).toBe(4);
  });

  it('declines nested, duplicate and multi-line documents', () => {
    for (const text of [
      'metadata:\n  x: y',
      'name: a\nname: b',
      'description: >\n  folded',
      'a: b\n  continued',
      '# comment\nname: a',
      '---\nname: a',
    ]) {
      expect(parseFlatMapping(text)).toBeUndefined();
    }
  });
});
