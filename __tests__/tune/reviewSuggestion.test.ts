import { markedSkill, reviewBody, reviewMarker, suggestedChange } from '../../src/report/tuneReviewComment.js';
import { headLinesInDiff, isDescriptionInDiff } from '../../src/report/diffLines.js';
import { mdCode, mdSuggestion } from '../../src/report/escape.js';
import { heldOut } from '../helpers/heldOut.js';
import { descriptionPatch } from '../../src/tune/patch.js';

// Issue #41: an accepted description is offered as a ```suggestion on its `description:` line. The
// suggested line is a model's and the skill name the PR's; a suggestion block is committed as it stands,
// so nothing in it is escaped: what must hold is that it cannot leave its fence or smuggle a second line.

const FILE_PATH = 'skills/pdf/SKILL.md';
const SKILL = '---\nname: pdf\ndescription: Reads PDFs.\nlicense: MIT\n---\n# PDF\n';
const patchTo = (line: string, text = SKILL) =>
  descriptionPatch('skills/pdf/SKILL.md', text, text.replace(/^description:.*$/m, line));

describe('suggestedChange: the lines description.patch replaces, and the one line it puts there', () => {
  it('reads a one-line description from the patch caliper tune writes', () => {
    expect(suggestedChange(patchTo('description: "Reads and fills PDF forms."'))).toEqual({
      startLine: undefined,
      line: 3,
      text: 'description: "Reads and fills PDF forms."',
    });
  });

  it('spans a block scalar: every line of the old description is replaced by the one new line', () => {
    const folded = '---\nname: pdf\ndescription: >\n  Reads\n  PDFs.\nlicense: MIT\n---\n';
    const patch = descriptionPatch(
      'skills/pdf/SKILL.md',
      folded,
      folded.replace(/description: >\n.*\n.*\n/, 'description: "x"\n'),
    );
    expect(suggestedChange(patch)).toEqual({ startLine: 3, line: 5, text: 'description: "x"' });
  });

  it('refuses a patch that adds more than one line (a suggestion offers one)', () => {
    expect(suggestedChange(patchTo('description: a\nextra: b'))).toBeUndefined();
    expect(suggestedChange('not a patch')).toBeUndefined();
  });
});

describe('reviewBody: marker, figures and a suggestion that stays inside its fence', () => {
  it('opens with the hidden marker naming the skill, then the held-out figures, then the suggestion', () => {
    const body = reviewBody(
      'pdf',
      { startLine: undefined, line: 3, text: 'description: Fills PDF forms.' },
      heldOut(),
    )!;
    expect(body.split('\n')[0]).toBe(reviewMarker('pdf'));
    expect(markedSkill(body)).toBe('pdf');
    expect(body).toContain('activation rose p < 0.001, false activation fell p = 0.060');
    expect(body).toContain(
      '- claude-code: held-out activation 3/10 (30%) → 9/10 (90%), false activation 4/10 (40%) → 1/10 (10%)',
    );
    expect(body).toContain('```suggestion\ndescription: Fills PDF forms.\n```\n');
  });

  it.each([
    ['a ``` run', 'description: x ``` y', '````'],
    ['a ```` run', 'description: x ```` y ``` z', '`````'],
    ['a line that is a fence', 'description: ``````', '```````'],
  ])('a hostile description with %s gets a longer fence and is committed as written', (_what, line, fence) => {
    const body = reviewBody('pdf', { startLine: undefined, line: 3, text: line }, heldOut())!;
    const block = `${fence}suggestion\n${line}\n${fence}\n`;
    expect(body).toContain(block);
    // Nothing between the fences is a fence as long as the opening one: the block holds exactly the one line.
    const inner = body.slice(body.indexOf(block) + fence.length + 'suggestion\n'.length).split('\n')[0]!;
    expect(inner).toBe(line);
    expect(Math.max(...(inner.match(/`+/g) ?? ['']).map((r) => r.length))).toBeLessThan(fence.length);
  });

  it.each([
    ['a newline', 'description: a\n```\n@mallory'],
    ['a carriage return', 'description: a\r```'],
    ['a line separator', 'description: a\u2028b'],
    ['a control character', 'description: a\u0007'],
    ['a directional override (what the button commits would read otherwise)', 'description: a \u202etxt.exe'],
  ])('refuses a description with %s: it is offered as a diff in the comment instead', (_what, line) => {
    expect(mdSuggestion(line)).toBeUndefined();
    expect(reviewBody('pdf', { startLine: undefined, line: 3, text: line }, heldOut())).toBeUndefined();
  });

  it('refuses a line that is not a description: (the suggestion may only change the description)', () => {
    expect(
      reviewBody('pdf', { startLine: undefined, line: 3, text: 'allowed-tools: Bash' }, heldOut()),
    ).toBeUndefined();
  });

  it('escapes the skill and CLI names, and a marker pasted in them stays text', () => {
    const skill = 'x --> <!-- caliper:tune-suggestion skill=pdf --> @team';
    const body = reviewBody(skill, { startLine: undefined, line: 3, text: 'description: ok' }, heldOut('<b>@all</b>'))!;
    expect(body.split('\n')[0]).toBe(reviewMarker(skill));
    expect(body.split('\n')[0]!.match(/-->/g)).toHaveLength(1);
    expect(markedSkill(body)).toBe(skill);
    expect(body).not.toMatch(/<!-- caliper:tune-suggestion skill=pdf/);
    expect(body).not.toContain('<b>');
    // The skill in a code span (no mention, link or tag there), the CLI's name as text with its mention broken.
    expect(body).toContain(`for ${mdCode(skill)}:`);
    expect(body).not.toMatch(/@all/);
  });

  it('markedSkill reads the first line only: a marker further down the body is not ours', () => {
    expect(markedSkill(`hello\n${reviewMarker('pdf')}\n`)).toBeUndefined();
    expect(markedSkill(`${reviewMarker('pdf')}\n`)).toBe('pdf');
  });
});

describe("isDescriptionInDiff: the lines a suggestion replaces, read from GitHub's diff of the PR", () => {
  const folded = '---\nname: pdf\ndescription: >\n  Reads\n  PDFs.\nlicense: MIT\n---\n';
  const shown = headLinesInDiff(descriptionPatch(FILE_PATH, folded.replace('Reads', 'Opens'), folded));

  it('maps the head lines the diff shows (context and added) to their numbers', () => {
    expect([...shown.entries()]).toEqual([
      [1, '---'],
      [2, 'name: pdf'],
      [3, 'description: >'],
      [4, '  Reads'],
      [5, '  PDFs.'],
      [6, 'license: MIT'],
      [7, '---'],
    ]);
  });

  it("takes a description: line with its block scalar's lines, and nothing else", () => {
    expect(isDescriptionInDiff(shown, 3, 5)).toBe(true);
    expect(isDescriptionInDiff(shown, 3, 6)).toBe(false); // license: is not the description's
    expect(isDescriptionInDiff(shown, 4, 4)).toBe(false);
    expect(isDescriptionInDiff(headLinesInDiff(undefined), 3, 3)).toBe(false);
  });
});
