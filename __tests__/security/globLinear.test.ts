import path from 'node:path';
import { installableFiles } from '../../src/eval/sandbox/installableFiles.js';
import { validateRepository } from '../../src/skills/validateRepository.js';
import { compileGlobs, globCost, globWork } from '../../src/util/glob.js';
import { costRatio } from '../helpers/cost.js';
import { evalSpec } from '../helpers/evalRepo.js';
import { goodSkill, tempRepo } from '../helpers/tempRepo.js';

/** The RegExp compilation `compileGlobs` used before (issue #29 item 3): the reference semantics. */
function oldGlobToRegExp(pattern: string): RegExp {
  let p = pattern.trim().replace(/^\.\//, '');
  const folderOnly = p.endsWith('/');
  if (folderOnly) p = p.slice(0, -1);
  const anchored = p.includes('/');
  if (p.startsWith('/')) p = p.slice(1);
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === '*') {
      if (p[i + 1] === '*') {
        const slashAfter = p[i + 2] === '/';
        re += slashAfter ? '(?:.*/)?' : '.*';
        i += slashAfter ? 2 : 1;
      } else {
        re += '[^/]*';
      }
    } else if (c === '?') {
      re += '[^/]';
    } else {
      re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  const prefix = anchored ? '^' : '^(?:.*/)?';
  return new RegExp(`${prefix}${re}(?:/.*)?$`);
}

/** A deterministic generator (mulberry32), so a failure names a seed that reproduces it. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function word(next: () => number, alphabet: string, maxLength: number): string {
  const length = Math.floor(next() * (maxLength + 1));
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(next() * alphabet.length)];
  return s;
}

const ATTACK = `${'**a'.repeat(12)}**b`;

/** The matcher's steps (globWork) while `run` runs: no clock, the work itself. */
function stepsOf(run: () => void): number {
  const before = globWork.steps;
  run();
  return globWork.steps - before;
}

describe('glob matching (issue #29 item 3)', () => {
  it('matches exactly as the RegExp compilation did, on random short patterns and paths', () => {
    const next = random(29);
    const mismatches: string[] = [];
    for (let i = 0; i < 4000 && mismatches.length < 5; i++) {
      const pattern = word(next, 'ab/*?. ', 8);
      if (pattern.trim() === '') continue;
      const matcher = compileGlobs([pattern]);
      const reference = oldGlobToRegExp(pattern);
      for (let j = 0; j < 25; j++) {
        const relPath = word(next, 'ab/.*?', 9);
        if (matcher(relPath) !== reference.test(relPath))
          mismatches.push(`${JSON.stringify(pattern)} on ${JSON.stringify(relPath)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches as the RegExp compilation did where runs of `*`, `**` and `**/` are shortened', () => {
    const next = random(30);
    const mismatches: string[] = [];
    for (let i = 0; i < 4000 && mismatches.length < 5; i++) {
      const pattern = word(next, '**/a?', 12);
      if (pattern.trim() === '') continue;
      const matcher = compileGlobs([pattern]);
      const reference = oldGlobToRegExp(pattern);
      for (let j = 0; j < 25; j++) {
        const relPath = word(next, 'a/b', 9);
        if (matcher(relPath) !== reference.test(relPath))
          mismatches.push(`${JSON.stringify(pattern)} on ${JSON.stringify(relPath)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    ['answers.txt', 'answers.txt', true],
    ['answers.txt', 'deep/in/answers.txt', true],
    ['answers.txt', 'answers.txt/inside', true],
    ['answers.txt', 'answers.txt.bak', false],
    ['data/answers.txt', 'x/data/answers.txt', false],
    ['./data/', 'data/a/b', true],
    ['/data', 'data', true],
    ['**/secret', 'secret', true],
    ['a/**/b', 'a/b', true],
    ['a/**/b', 'a/x/y/b', true],
    ['*.md', 'docs/readme.md', true],
    ['?.md', 'ab.md', false],
  ])('%s on %s is %s, as before', (pattern, relPath, expected) => {
    expect(compileGlobs([pattern])(relPath)).toBe(expected);
    expect(oldGlobToRegExp(pattern).test(relPath)).toBe(expected);
  });

  it(`a pattern built to backtrack (${ATTACK}) walks a path of 48 a's once: steps linear in the path`, () => {
    const matcher = compileGlobs([ATTACK]);
    const paths = ['a'.repeat(48), `${'a'.repeat(48)}b`];
    let answers: boolean[] = [];
    const steps = stepsOf(() => (answers = paths.map(matcher)));
    expect(answers).toEqual([false, true]);
    // It walked the paths (a matcher that is not counted would not), within states × length.
    expect(steps).toBeGreaterThanOrEqual(2 * 48);
    expect(steps).toBeLessThanOrEqual(globCost([ATTACK], paths));
    // Twice the path, about twice the steps (a quadratic matcher would take 4 times, backtracking far more).
    expect(stepsOf(() => matcher('a'.repeat(96)))).toBeLessThan(2.5 * stepsOf(() => matcher('a'.repeat(48))));
  });

  it('and on a path of 10,000 characters', () => {
    const patterns = [ATTACK, '*a*a*a*a*a*a*b', '**/**/**/**/**/**/c'];
    const matcher = compileGlobs(patterns);
    const walk = (n: number) => [`${'a'.repeat(n)}`, `${'a/'.repeat(n / 2)}`];
    let answers: boolean[] = [];
    const steps = stepsOf(() => (answers = walk(10_000).map(matcher)));
    expect(answers).toEqual([false, false]);
    expect(steps).toBeGreaterThanOrEqual(10_000);
    expect(steps).toBeLessThanOrEqual(globCost(patterns, walk(10_000)));
    expect(stepsOf(() => walk(20_000).map(matcher))).toBeLessThan(2.5 * steps);
  });

  it('a forbidden folder covers a file whose name holds a line break (the RegExp `.` stopped at it)', () => {
    expect(compileGlobs(['answers'])('answers/key\n.txt')).toBe(true);
    expect(compileGlobs(['answers.txt'])('odd\nfolder/answers.txt')).toBe(true);
    expect(oldGlobToRegExp('answers.txt').test('odd\nfolder/answers.txt')).toBe(false);
  });
});

describe('forbidden_files built to backtrack, against a repository (issue #29 item 3)', () => {
  const longName = 'a'.repeat(200);
  const CASES = [{ id: 'one', prompt: 'Summarise the quarterly report', checks: ['activation: alpha'] }];
  // The control: the same skill with a plain glob. The attack may cost a few times it, never more.
  const root = (glob: string) =>
    tempRepo({
      'alpha/SKILL.md': goodSkill('alpha'),
      'alpha/.eval.yaml': evalSpec(CASES, `sandbox:\n  forbidden_files: ["${glob}"]\n`),
      [`alpha/data/${'a'.repeat(48)}`]: 'x',
      [`alpha/data/${longName}`]: 'x',
      'alpha/kit': { link: 'data' },
    });

  it('validate, which matches the globs under every folder link, costs about what a plain glob does', () => {
    const [attack, plain] = [root(ATTACK), root('answers.txt')];
    expect(validateRepository(attack).specs.map((s) => s.sandbox.forbiddenFiles)).toEqual([[ATTACK]]);
    expect(
      costRatio(
        () => validateRepository(attack),
        () => validateRepository(plain),
      ),
    ).toBeLessThan(5);
  });

  it('and so does the install, which matches them against every path it copies', () => {
    const skill = path.join(root(ATTACK), 'alpha');
    const files = installableFiles(skill, compileGlobs([ATTACK])).map((f) => f.rel);
    expect(files).toContain(`kit/${longName}`);
    const install = (glob: string) => () => installableFiles(skill, compileGlobs([glob]));
    expect(costRatio(install(ATTACK), install('answers.txt'))).toBeLessThan(5);
  });
});
