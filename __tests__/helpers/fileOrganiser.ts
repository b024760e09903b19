// The skill and spec the tune tests share (tuneAction, workflowTune): seven prompts it should be chosen for and
// two near misses; the scripted model picks a skill by the content words its description shares with the prompt.
// As few as an accepted tune allows, since each case runs 4 × trials times (base, head, and the tune's train or
// held-out part twice: the search stops at round 1, whose candidate scores 1). Seven split 4 train / 3 held out
// (src/tune/split.ts): 3 held-out cases each 0/2 → 2/2 give p = (1/6)³ ≈ 0.005 < 0.025, where 2 would give
// 1/36 ≈ 0.028 (not accepted) and 1 trial would need 6 held out. 9 cases × 2 trials × 4 = 72 agent runs.
const should = [
  'Rename the photos in this folder by the date taken',
  'Rename every invoice so its name starts with the date',
  'Sort the photos in the downloads folder by date',
  'Move each image into a folder named after its extension',
  'Group the photos into one folder per month by their date',
  'Rename the music tracks by artist and date',
  'Sort these receipts into folders by year and rename them by date',
];
const shouldNot = ['Summarise the CSV file of sales into a report', 'Count the words in this text file'];
export const TUNE_SPEC = `trials: 2\ncases:\n${[
  ...should.map((p, i) => `  - id: s${i}\n    prompt: "${p}"\n    checks: [{ activation: file-organiser }]`),
  ...shouldNot.map(
    (p, i) =>
      `  - id: n${i}\n    prompt: "${p}"\n    checks: [{ activation: { skill: file-organiser, expect: false } }]`,
  ),
].join('\n')}\n`;
export const fileOrganiser = (description: string) =>
  `---\nname: file-organiser\ndescription: ${description}\n---\n# File organiser\n\n## Rename by date\n\n` +
  'Rename each file to start with its date.\n\n## Sort into folders by extension\n\nMove each file into a folder.\n';
