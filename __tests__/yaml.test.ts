import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from '../src/skills/frontmatter.js';
import { parseYaml } from '../src/util/yaml.js';
import { costRatio } from './helpers/cost.js';
import { tempDir } from './helpers/tempDirs.js';

describe('parseYaml', () => {
  it('reports the line of every key and sequence item', () => {
    const r = parseYaml('a: 1\nb:\n  - x\n  - c: 2\n    d: [3, 4]\n');
    if (!r.ok) throw new Error(r.message);
    expect(r.doc.lineOf(['a'])).toBe(1);
    expect(r.doc.lineOf(['b'])).toBe(2);
    expect(r.doc.lineOf(['b', 0])).toBe(3);
    expect(r.doc.lineOf(['b', 1])).toBe(4);
    expect(r.doc.lineOf(['b', 1, 'd'])).toBe(5);
    expect(r.doc.lineOf(['b', 1, 'd', 1])).toBe(5);
    expect(r.doc.lineOf(['nope'])).toBeUndefined();
  });

  it('fails fast on a billion-laughs document instead of expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const laughs = levels.join('\n');
    const r = parseYaml(laughs);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/alias/i);
    // Refused at the cost of reading it: a document of as many characters and no aliases as the control.
    const plain = levels.map((l, i) => `k${i}: [${'"lol",'.repeat(Math.floor(l.length / 6))}"x"]`).join('\n');
    expect(
      costRatio(
        () => parseYaml(laughs),
        () => parseYaml(plain),
        9,
      ),
    ).toBeLessThan(10);
  });

  it('refuses deep nesting and duplicate keys with a line', () => {
    expect(parseYaml(`${'['.repeat(200)}${']'.repeat(200)}`).ok).toBe(false);
    const dup = parseYaml('a: 1\nb: 2\na: 3\n');
    expect(dup).toMatchObject({ ok: false, line: 3 });
  });

  it('keeps dates, yes/no and version-like values as the strings they look like (core schema)', () => {
    const r = parseYaml('d: 2026-01-01\nt: yes\n');
    expect(r.ok && r.doc.value).toEqual({ d: '2026-01-01', t: 'yes' });
  });

  it('never resolves language tags such as !!js/function', () => {
    expect(parseYaml('a: !!js/function "function () { return 1 }"\n').ok).toBe(false);
  });
});

describe('parseFrontmatter', () => {
  it('refuses ---js front matter without running it', () => {
    const marker = path.join(tempDir('caliper-js-'), 'ran');
    const text = `---js\n{ name: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'), 'a') }\n---\n`;
    expect(parseFrontmatter(text)).toEqual({ kind: 'foreign-language', language: 'js' });
    expect(parseFrontmatter(text.replace('---js', '---javascript'))).toEqual({
      kind: 'foreign-language',
      language: 'javascript',
    });
    expect(existsSync(marker)).toBe(false);
  });

  it('gives whole-file lines for keys and the body', () => {
    const fm = parseFrontmatter('---\nname: a\n\ndescription: b\n---\n# Body\n');
    if (fm.kind !== 'ok') throw new Error(fm.kind);
    expect(fm.lineOf(['description'])).toBe(4);
    expect(fm.bodyStartLine).toBe(6);
    expect(fm.body).toBe('# Body\n');
  });

  it('tells a misplaced block from an absent one, and accepts a BOM and CRLF', () => {
    expect(parseFrontmatter('\n\n---\nname: a\n---\n')).toEqual({ kind: 'misplaced', line: 3 });
    expect(parseFrontmatter('# Title\n')).toEqual({ kind: 'absent' });
    expect(parseFrontmatter('\uFEFF---\r\nname: a\r\n---\r\nbody').kind).toBe('ok');
  });

  it('maps YAML error lines onto the file', () => {
    expect(parseFrontmatter('---\nname: a\nbad: [\n---\n')).toMatchObject({ kind: 'invalid-yaml', line: 3 });
  });
});
