import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { claudeDialect, decodeAnthropic, parseListing } from '../../src/agents/claude-code/wire.js';
import { chooseSkill, contentWords } from '../../src/scripted-model/matching.js';
import {
  MAX_LINKED_READS,
  MAX_STEPS,
  nextAction,
  planSteps,
  resolveSkillPaths,
} from '../../src/scripted-model/policy.js';
import { costRatio } from '../helpers/cost.js';
import { REPO_ROOT } from '../helpers/runNode.js';

const listing =
  'Available agent types…\n\nThe following skills are available for use ' +
  'with the Skill tool:\n\n- release-notes: Write release notes from ' +
  'CHANGELOG.md. Use when the user asks for release notes.\n- ' +
  'claude-api: Build apps with the Claude API.\nTRIGGER when: code ' +
  'imports anthropic.\n- csv-summary: Summarise a CSV file into ' +
  'per-column totals.';

type MessagesRequest = Parameters<typeof decodeAnthropic>[0];
const request = (messages: unknown[]): MessagesRequest =>
  ({ model: 'm', tools: [{ name: 'Skill' }, { name: 'Read' }, { name: 'Bash' }], messages }) as MessagesRequest;
const user = (text: string) => ({
  role: 'user',
  content: [
    { type: 'text', text: '<system-reminder>date</system-reminder>' },
    { type: 'text', text },
  ],
});
const system = { role: 'system', content: listing };

describe('the scripted model', () => {
  it('reads the listing the CLI sent, multi-line descriptions included', () => {
    expect(parseListing(listing).map((s) => s.name)).toEqual(['release-notes', 'claude-api', 'csv-summary']);
    expect(parseListing(listing)[1]!.description).toBe(
      'Build apps with the Claude API. TRIGGER when: code imports anthropic.',
    );
  });

  it('chooses by shared content words, and answers directly when nothing matches well enough', () => {
    const skills = parseListing(listing);
    expect(chooseSkill('Please write the release notes for 2.1', skills)?.name).toBe('release-notes');
    expect(chooseSkill('Totals of each column in sales.csv', skills)?.name).toBe('csv-summary');
    expect(chooseSkill('What is the capital of France?', skills)).toBeUndefined();
    expect([...contentWords('The users asked for totals')]).toEqual(['asked', 'total']);
  });

  it('activates, then reads linked files, then runs bash blocks with skill paths resolved, then says done', () => {
    const prompt = user('Please write the release notes for the newest version');
    const activate = nextAction(decodeAnthropic(request([prompt, system])), claudeDialect);
    expect(activate).toEqual({ kind: 'tool', name: 'Skill', input: { skill: 'release-notes' } });

    const body = 'Follow [format](references/format.md).\n\n```bash\npython3 scripts/run.py > out.txt\n```\n';
    const history: unknown[] = [
      prompt,
      system,
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Skill', input: { skill: 'release-notes' } }],
      },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: 'Launching skill: release-notes' },
          { type: 'text', text: `Base directory for this skill: /sb/skills/release-notes\n\n${body}` },
        ],
      },
    ];
    expect(nextAction(decodeAnthropic(request(history)), claudeDialect)).toEqual({
      kind: 'tool',
      name: 'Read',
      input: { file_path: '/sb/skills/release-notes/references/format.md' },
    });
    history.push(
      { role: 'assistant', content: [{ type: 'tool_use', id: 't2', name: 'Read', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't2', content: 'format' }] },
    );
    expect(nextAction(decodeAnthropic(request(history)), claudeDialect)).toMatchObject({
      kind: 'tool',
      name: 'Bash',
      input: { command: 'python3 /sb/skills/release-notes/scripts/run.py > out.txt' },
    });
    history.push(
      { role: 'assistant', content: [{ type: 'tool_use', id: 't3', name: 'Bash', input: {} }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't3', content: '' }] },
    );
    expect(nextAction(decodeAnthropic(request(history)), claudeDialect)).toEqual({ kind: 'text', text: 'done' });
  });

  it('stops when the skill could not be loaded', () => {
    const history: unknown[] = [
      user('Please write the release notes'),
      system,
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Skill', input: { skill: 'release-notes' } }],
      },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: 't1', content: 'cannot be used', is_error: true }],
      },
    ];
    expect(nextAction(decodeAnthropic(request(history)), claudeDialect)).toEqual({
      kind: 'text',
      text: 'The skill could not be loaded, so I stopped.',
    });
  });

  it('resolves only paths into the skill folders', () => {
    expect(resolveSkillPaths('python3 scripts/a.py data/scripts.csv "templates/x"', '/d')).toBe(
      'python3 /d/scripts/a.py data/scripts.csv "/d/templates/x"',
    );
  });
});

describe('side calls', () => {
  it('answers a structured-output call with JSON of the asked shape, and a tool-less call with text', async () => {
    const { sideCallAnswer } = await import('../../src/agents/claude-code/wire.js');
    expect(
      sideCallAnswer({
        output_config: { format: { type: 'json_schema', schema: { properties: { title: {} } } } },
        messages: [],
      }),
    ).toBe('{"title":"Scripted session"}');
    expect(sideCallAnswer({ messages: [] })).toBe('Scripted session');
    expect(sideCallAnswer({ tools: [{ name: 'Bash' }], messages: [] })).toBeUndefined();
  });
});

describe("the scripted model's plan of a hostile body costs linear time (every request plans it)", () => {
  const dialect = claudeDialect;

  it.each([
    ['250,000 `[`', '['.repeat(250_000)],
    ['50,000 unclosed links', '[x](a'.repeat(50_000)],
    ['a `[` before 250,000 characters', `[${'a'.repeat(250_000)}`],
    ['a bash fence before 250,000 blank lines', `\`\`\`sh${'\n'.repeat(250_000)}x`],
    ['a bash fence before 125,000 blank lines with spaces', `\`\`\`bash${' \n'.repeat(125_000)}x`],
  ])('%s: planned at the cost of as many plain characters', (_, body) => {
    const plain = 'a'.repeat(body.length);
    expect(
      costRatio(
        () => planSteps('/sb/skills/x', body, dialect),
        () => planSteps('/sb/skills/x', plain, dialect),
      ),
    ).toBeLessThan(20);
  });

  /**
   * planSteps as it was, with its unbounded expressions, within its bounds (each file once, at most so many): the
   * reference for real skills.
   */
  function oldPlanSteps(dir: string, body: string): unknown[] {
    const reads = [...body.matchAll(/\[[^\]]*\]\(([^)\s#]+)\)/g)]
      .map((m) => m[1]!)
      .filter((t) => !/^[a-z][a-z0-9+.-]*:/i.test(t) && !t.startsWith('/'));
    const files = [...new Set(reads.map((t) => t.replace(/^\.\//, '')))].slice(0, MAX_LINKED_READS);
    const commands = [...body.matchAll(/^```(?:bash|sh)\s*\n([\s\S]*?)^```/gm)].map((m) =>
      dialect.shell(resolveSkillPaths(m[1]!.trim(), dir)),
    );
    return [...files.map((t) => dialect.read(`${dir}/${t}`)), ...commands].slice(0, MAX_STEPS);
  }

  it(
    'reads each linked file once, at most MAX_LINKED_READS of them, and ' + 'takes at most MAX_STEPS steps (issue #36)',
    () => {
      const platform = readFileSync(
        path.join(REPO_ROOT, '__tests__/fixtures/repos/many-neighbours/skills/uipath-platform/SKILL.md'),
        'utf8',
      );
      const reads = planSteps('/sb/skills/uipath-platform', platform, dialect);
      expect(reads).toHaveLength(MAX_LINKED_READS);
      expect(new Set(reads.map((r) => JSON.stringify(r))).size).toBe(MAX_LINKED_READS);
      const many = Array.from({ length: 40 }, (_, i) => `\`\`\`bash\necho ${i}\n\`\`\``).join('\n');
      expect(planSteps('/sb/skills/x', many, dialect)).toHaveLength(MAX_STEPS);
    },
  );

  it('plans every SKILL.md of this repository (examples and fixtures) exactly as before', () => {
    const files = execFileSync('git', ['ls-files', '*SKILL.md'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const body = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      expect({ file, steps: planSteps('/sb/skills/x', body, dialect) }).toEqual({
        file,
        steps: oldPlanSteps('/sb/skills/x', body),
      });
    }
  });

  it(
    'and the forms around the bounds as before: wrapped link text, a ' +
      'bracket in it, anchors, CRLF fences, blank lines',
    () => {
      const body = [
        'See [the long\nwrapped text](references/a.md), [a [nested](references/b.md) and [x](c.md#part).',
        '[site](https://example.com) [abs](/etc/passwd) [dot](./scripts/d.sh)',
        '```bash\r\n\r\n  bash scripts/run.sh\r\n```',
        '```sh\n\n\necho two\n```',
      ].join('\n');
      expect(planSteps('/sb/skills/x', body, dialect)).toEqual(oldPlanSteps('/sb/skills/x', body));
      expect(planSteps('/sb/skills/x', body, dialect)).toHaveLength(5);
    },
  );
});

describe("the scripted model reads Gemini CLI's activated skill in linear time", () => {
  it('finds the same body as the lazy regex did, and a hostile request of 250,000 newlines at once', async () => {
    const { instructionsOf } = await import('../../src/agents/gemini-cli/wire.js');
    const lazy = (t: string) => /<instructions>\n([\s\S]*?)\n\s*<\/instructions>/.exec(t)?.[1];
    for (const t of [
      '<instructions>\nbody\n</instructions>',
      'x<instructions>\n  a\n b \n  \n </instructions>y',
      '<instructions>\nno newline</instructions>',
      '<instructions>\n\n</instructions>',
      'none',
    ])
      expect(instructionsOf(t)).toBe(lazy(t));
    const unclosed = `<instructions>\n${'\n'.repeat(250_000)}x`;
    expect(instructionsOf(unclosed)).toBeUndefined();
    expect(instructionsOf(`<instructions>\n${'\n'.repeat(250_000)}</instructions>`)).toBe('');
    // At the cost of a closed body as long (the control); the lazy regex took time quadratic in the newlines.
    const closed = `<instructions>\n${'a'.repeat(250_000)}\n</instructions>`;
    expect(
      costRatio(
        () => instructionsOf(unclosed),
        () => instructionsOf(closed),
      ),
    ).toBeLessThan(20);
  });
});
