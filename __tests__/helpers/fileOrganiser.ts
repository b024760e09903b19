// The skill and spec the tune tests share (tuneAction, workflowTune): eight prompts it should be chosen for and
// four near misses; the scripted model picks a skill by the content words its description shares with the prompt.
const should = [
  'Rename the photos in this folder by the date taken',
  'Rename every invoice so its name starts with the date',
  'Sort the photos in the downloads folder by date',
  'Move each image into a folder named after its extension',
  'Find duplicate photos in the folder and move the copies aside',
  'Group the photos into one folder per month by their date',
  'Rename the music tracks by artist and date',
  'Sort these receipts into folders by year and rename them by date',
];
const shouldNot = [
  'Summarise the CSV file of sales into a report',
  'Count the words in this text file',
  'Compress the log file before uploading it',
  'Delete the empty lines from this file',
];
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
