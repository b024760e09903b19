import { parseYaml } from '../../src/util/yaml.js';
import { draftSpec, type SkillFacts } from '../../src/init/draft.js';
import { namedFiles } from '../../src/init/namedFiles.js';
import { placeholder, PLACEHOLDER_MARK } from '../../src/init/placeholders.js';
import { asQuotedRequest, asRequest, asUserSaying, descriptionParts, whenClause } from '../../src/init/prompts.js';
import { renderSpec } from '../../src/init/renderSpec.js';

const facts = (name: string, description: string, body = '# Body\n', files: string[] = []): SkillFacts => ({
  name,
  description,
  body,
  files: new Set(files),
});

const releaseNotes = facts(
  'release-notes',
  "Write release notes for a new version from the project's " +
    'CHANGELOG.md. Use when the user asks for release notes or an ' +
    'announcement of what changed in a release.',
  '1. Read `CHANGELOG.md` in the working folder.\n2. Write ' +
    '`RELEASE_NOTES.md` with a title line, using [the ' +
    'format](references/format.md).\n```bash\nsed -n 1p CHANGELOG.md > ' +
    'RELEASE_NOTES.md\n```\n',
  ['skill.md', 'references'],
);
const conventions = facts(
  'changelog-conventions',
  'Rules for classifying and wording changelog entries. Use when the ' +
    'user edits a CHANGELOG or asks how to word a change.',
  'Classify with [rules.md](rules.md).\n',
  ['skill.md', 'rules.md'],
);

describe('a description read as what, when and when not', () => {
  it.each([
    ['Write release notes. Use when the user asks for release notes.', { what: 1, when: 1, notWhen: 0 }],
    [
      'Use this skill whenever the user wants PDFs. This includes merging. ' +
        'If the user mentions a .pdf file, use this skill.',
      { what: 1, when: 2, notWhen: 0 },
    ],
    [
      'Spreadsheets (e.g., adding columns, etc.). Do NOT trigger when the deliverable is a Word document.',
      { what: 1, when: 0, notWhen: 1 },
    ],
  ])('%s', (description, counts) => {
    const parts = descriptionParts(description);
    expect({ what: parts.what.length, when: parts.when.length, notWhen: parts.notWhen.length }).toEqual(counts);
  });

  it.each([
    ['Write release notes for a new version.', 'Please write release notes for a new version.'],
    ['Greets the world in a banner file.', 'Please greet the world in a banner file.'],
    ['Rules for classifying changelog entries.', 'I need help with rules for classifying changelog entries.'],
    ['This includes reading text from PDFs.', 'I need help reading text from PDFs.'],
    ['A set of resources to help me write internal communications.', 'Please write internal communications.'],
    [
      'This means any task where the user wants to: open, read, or fix a .csv file; create a new one.',
      'Please open, read, or fix a .csv file.',
    ],
    ['UiPath platform ops via the uip CLI.', 'I need help with UiPath platform ops via the uip CLI.'],
    ['GitHub issue triage for a repository.', 'I need help with GitHub issue triage for a repository.'],
    [
      'UiPath RPA — create, edit and debug `.xaml` workflows.',
      'Please create, edit and debug `.xaml` workflows in UiPath RPA.',
    ],
    [
      'Sets up, manages, queries, and configures Firestore databases.',
      'Please set up, manage, query, and configure Firestore databases.',
    ],
    ['Create charts and reports for sales.', 'Please create charts and reports for sales.'],
    [
      'Comprehensive guide for writing and running Terraform tests.',
      'I need help writing and running Terraform tests.',
    ],
  ])('the task %s reads as the request %s', (sentence, request) => expect(asRequest(sentence)).toBe(request));

  it.each([
    ['Use when the user asks for release notes.', 'Can you help me with release notes?'],
    ['Use when the user asks to greet the world.', 'Please greet the world.'],
    [
      'Use when the user edits a CHANGELOG or asks how to word a change.',
      'I edit a CHANGELOG or ask how to word a change. Can you help?',
    ],
    [
      'Claude should use this skill whenever asked to write internal communications (status reports, FAQs).',
      'Please write internal communications.',
    ],
    [
      'Use this skill any time a spreadsheet file is the primary input.',
      'I have a task where a spreadsheet file is the primary input. Can you help?',
    ],
    [
      'Always invoke for `.xaml` or `.cs` workflow files.',
      'I am working with `.xaml` or `.cs` workflow files. Can you help?',
    ],
    ["Use when the user's app requires sign-in.", 'My app requires sign-in. Can you help?'],
    ['Use when the user describes approval gates.', 'I describe approval gates. Can you help?'],
  ])('the condition %s reads as the user saying %s', (sentence, said) =>
    expect(asUserSaying(whenClause(sentence))).toBe(said),
  );

  it('a sentence that says what to invoke the skill for is a condition, not the task', () => {
    expect(descriptionParts('Always invoke for `.xaml` files. UiPath RPA — create workflows.')).toEqual({
      what: ['UiPath RPA — create workflows.'],
      when: ['Always invoke for `.xaml` files.'],
      notWhen: [],
    });
  });

  it.each([
    ['build a workflow', 'UiPath', 'Can you build a workflow in UiPath?'],
    ['create/build a UiPath agent', 'UiPath', 'Can you create a UiPath agent?'],
    ['job failures', 'UiPath', 'I need help with job failures in UiPath.'],
    ['how many jobs ran', 'UiPath', 'How many jobs ran in UiPath?'],
    ['show agent health', undefined, 'Show agent health.'],
  ])('the quoted request %s (subject %s) reads as the prompt %s', (quote, subject, prompt) =>
    expect(asQuotedRequest(quote, subject)).toBe(prompt),
  );
});

describe('the files a body names', () => {
  it(
    "inputs are what the task reads, outputs what it writes; the skill's " +
      'own files and paths with folders are neither',
    () => {
      expect(namedFiles(releaseNotes.body, releaseNotes.files)).toEqual({
        inputs: ['CHANGELOG.md'],
        outputs: ['RELEASE_NOTES.md'],
      });
      expect(
        namedFiles('```bash\npython3 scripts/summarize.py sales.csv > summary.txt\n```\n', new Set(['scripts'])),
      ).toEqual({ inputs: ['sales.csv'], outputs: ['summary.txt'] });
      expect(
        namedFiles(
          'df = pd.read_excel(\'file.xlsx\')\ndf.to_excel(\'report.xlsx\')\nwith open("merged.pdf", "wb") as f:\n',
          new Set(),
        ),
      ).toEqual({ inputs: ['file.xlsx'], outputs: ['report.xlsx', 'merged.pdf'] });
      expect(namedFiles(conventions.body, conventions.files)).toEqual({ inputs: [], outputs: [] });
    },
  );

  it('a hostile name never becomes a fixture: no folder, no leading dot, no climbing out, nothing long', () => {
    const body =
      'Read ../../etc/passwd.txt, /etc/shadow.txt, ~/secrets.csv, .env.json, $HOME.csv, C:\\x\\y.csv and ' +
      'a'.repeat(80) +
      '.csv, then data.csv.';
    expect(namedFiles(body, new Set()).inputs).toEqual(['data.csv']);
  });
});

describe('a draft', () => {
  const draft = draftSpec(releaseNotes, [releaseNotes, conventions]);
  const all = [...draft.shouldActivate, ...draft.shouldNotActivate];

  it(
    'should-activate prompts describe the task and never name the skill; ' +
      'should-not prompts come from a sibling and a near miss',
    () => {
      expect(draft.shouldActivate.map((c) => c.id)).toEqual(['task', 'when-to-use']);
      expect(draft.shouldActivate[0]!.prompt).toBe(
        "Please write release notes for a new version from the project's " +
          'CHANGELOG.md. The input is CHANGELOG.md in the current folder. Save ' +
          'the result as RELEASE_NOTES.md.',
      );
      expect(draft.shouldNotActivate.map((c) => c.id)).toEqual(['near-changelog-conventions', 'nearby-question']);
      expect(draft.shouldNotActivate[0]!.prompt).toBe(
        'I need help with rules for classifying and wording changelog entries.',
      );
      for (const c of all) expect(c.prompt).not.toMatch(/release-notes|changelog-conventions|\bClaude\b|this skill/i);
      expect(draft.shouldNotActivate.every((c) => c.checks.every((k) => k.kind === 'activation' && !k.expect))).toBe(
        true,
      );
      expect(draft.fixtures.map((f) => f.name)).toEqual(['CHANGELOG.md']);
    },
  );

  it('a label that opens the description ("Framework (OSS).") is not the task (expo/skills)', () => {
    const labelled = draftSpec(
      facts('expo-dev-client', 'Framework (OSS). Build and distribute Expo development clients locally.'),
      [],
    );
    expect(labelled.shouldActivate[0]!.prompt).toBe('Please build and distribute Expo development clients locally.');
    const quoting = facts(
      'eas-simulator',
      "EAS service (paid). Run a user's app on a remote simulator. Use " +
        "whenever the user needs a simulator - 'run my app on a cloud " +
        "simulator'.",
    );
    expect(draftSpec(quoting, []).shouldActivate.map((c) => c.prompt)).toEqual([
      'Can you run my app on a cloud simulator in EAS?',
      'I need a simulator. Can you help?',
    ]);
  });

  it('a hyphenated name or an invocation in the description becomes words', () => {
    const named = draftSpec(
      facts(
        'deploy-staging',
        'Run /deploy-staging or $deploy-staging to ship deploy-staging. Use when the user asks to run deploy-staging.',
      ),
      [],
    );
    for (const c of [...named.shouldActivate, ...named.shouldNotActivate])
      expect(c.prompt).not.toMatch(/deploy-staging/);
  });

  it('is the same every time, and marks every guess TODO', () => {
    const text = renderSpec(draft, { kind: 'folder', name: 'fixtures', placeholders: ['CHANGELOG.md'], notReal: [] });
    expect(
      renderSpec(draftSpec(releaseNotes, [conventions, releaseNotes]), {
        kind: 'folder',
        name: 'fixtures',
        placeholders: ['CHANGELOG.md'],
        notReal: [],
      }),
    ).toBe(text);
    expect(text.match(/# TODO/g)!.length).toBeGreaterThanOrEqual(all.length + 1);
    expect(text).toMatch(/- file_exists: "RELEASE_NOTES.md" {2}# TODO/);
  });

  it(
    'hostile front matter stays data: a newline, a control or bidi ' +
      'character, quotes and `#` cannot add a key, a check or a line of ' +
      'comment',
    () => {
      const hostile = facts(
        'evil',
        'Do the "work" # not a comment\ncases: []\n\u202e\u0007 now. Use when ' +
          'the user asks for it\n  - activation: other.',
        'Read `in.csv`.\n',
      );
      const text = renderSpec(draftSpec(hostile, [facts('sib', 'Other\nwork: x\n# y')]), {
        kind: 'folder',
        name: 'fixtures',
        placeholders: ['in.csv'],
        notReal: [],
      });
      const parsed = parseYaml(text);
      if (!parsed.ok) throw new Error(parsed.message);
      const spec = parsed.doc.value as { cases: { prompt: string; checks: unknown[] }[] };
      expect(Object.keys(spec)).toEqual(['sandbox', 'cases']);
      expect(spec.cases).toHaveLength(4);
      expect(spec.cases.every((c) => c.checks.length === 1)).toBe(true);
      expect(text).not.toMatch(/[\u202e\u0007]/);
      for (const line of text.split('\n')) expect(line).toMatch(/^(#|\s*#|\s*- |\s*\w+:|$)/);
    },
  );
});

describe('placeholder fixtures', () => {
  it('say they are placeholders; a PDF is a PDF whose cross-reference table points at its objects', () => {
    for (const name of ['a.csv', 'a.json', 'a.md', 'a.txt', 'a.yaml', 'a.html', 'a.pdf', 'a.xlsx'])
      expect(placeholder(name).content).toContain(PLACEHOLDER_MARK);
    expect(JSON.parse(placeholder('a.json').content)).toEqual({ note: expect.stringContaining(PLACEHOLDER_MARK) });
    expect(placeholder('a.xlsx').real).toBe(false);
    const pdf = placeholder('input.pdf').content;
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => {
      expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });
});
