import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { initSkills } from '../../src/init/initSkills.js';
import { parseYaml } from '../../src/util/yaml.js';
import { copyOf } from '../helpers/initRun.js';
import { REPO_ROOT } from '../helpers/runNode.js';

/** A reproduction of UiPath/skills (b1206c8), issue #36 item 7: drafts a maintainer would keep. */
const FIXTURE = path.join(REPO_ROOT, '__tests__/fixtures/repos/vendor-suite');

interface Case {
  id: string;
  prompt: string;
}

function drafted(root: string, skill: string): { cases: Case[]; fixtures: string[] } {
  const dir = path.join(root, 'skills', skill);
  const parsed = parseYaml(readFileSync(path.join(dir, '.eval.yaml'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.message);
  let fixtures: string[] = [];
  try {
    fixtures = readdirSync(path.join(dir, 'fixtures')).sort();
  } catch {
    // no fixtures folder: no inputs drafted
  }
  return { cases: (parsed.doc.value as { cases: Case[] }).cases, fixtures };
}

describe('caliper init on a vendor suite (UiPath/skills)', () => {
  const root = copyOf(FIXTURE);
  initSkills({ root, only: undefined, ignore: [], force: false });
  const rpa = drafted(root, 'acmeflow-rpa');
  const prompts = (cases: Case[]) => cases.map((c) => `${c.id}: ${c.prompt}`);

  it(
    "should-activate prompts are in the users' words (when_to_use's " +
      'quotes, "When to use" bullets), never the description pasted',
    () => {
      expect(prompts(rpa.cases).slice(0, 2)).toEqual([
        'task: Can you build a workflow that reads invoices from Outlook in ' +
          'AcmeFlow? The input is project.json in the current folder.',
        // a bullet of "When to Use This Skill"
        'when-to-use: I want to create a new AcmeFlow automation project. Can you help?',
      ]);
      for (const c of rpa.cases) expect(c.prompt).not.toMatch(/always invoke|I need help with always/i);
    },
  );

  it('names keep their letter case: AcmeFlow never becomes acmeFlow', () => {
    const all = ['acmeflow-rpa', 'acmeflow-functions', 'acmeflow-platform'].flatMap((s) =>
      drafted(root, s).cases.map((c) => c.prompt),
    );
    expect(all.join('\n')).not.toMatch(/acmeFlow/);
    expect(prompts(drafted(root, 'acmeflow-platform').cases)).toContain(
      'near-acmeflow-rpa: Can you build a workflow that reads invoices from Outlook in AcmeFlow?',
    );
  });

  it("a body's example requests are used when there is no when_to_use", () => {
    expect(prompts(drafted(root, 'acmeflow-functions').cases).slice(0, 2)).toEqual([
      'task: Can you write a function that converts invoice totals to EUR in AcmeFlow?',
      'another-request: Can you publish my function to the staging tenant in AcmeFlow?',
    ]);
  });

  it(
    "the skill's reference documents (references/ at any depth, documents " +
      "SKILL.md links) are not drafted as the user's inputs",
    () => {
      expect(rpa.fixtures).toEqual(['project.json']);
      expect(drafted(root, 'acmeflow-platform').fixtures).toEqual([]);
    },
  );
});
