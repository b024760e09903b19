import { jest } from '@jest/globals';
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackendName } from '../../src/eval/spec/types.js';
import { parseFrontmatter } from '../../src/skills/frontmatter.js';
import type { Kept, ListedSkill } from '../../src/skills/listing/budgets.js';
import { factsOf } from '../../src/agents/facts.js';
import { CLAUDE_CODE_ENTRY_CAP } from '../../src/agents/claude-code/listing.js';
import { evalRepo, evalSpec } from '../helpers/evalRepo.js';
import { listingSent } from '../helpers/listingSent.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue #36 item 6: each backend's listing rule against the listing its pinned CLI sent the scripted model,
// for 27 skills of long descriptions (26 of UiPath/skills, `when_to_use` on 13) installed together.
jest.setTimeout(600_000);

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/repos/many-neighbours');

function fixtureSkills(root: string): ListedSkill[] {
  return readdirSync(path.join(root, 'skills')).map((dir) => {
    const fm = parseFrontmatter(readFileSync(path.join(root, 'skills', dir, 'SKILL.md'), 'utf8'));
    if (fm.kind !== 'ok') throw new Error(`${dir}: no front matter`);
    const whenToUse = fm.data['when_to_use'];
    return {
      name: String(fm.data['name']),
      description: String(fm.data['description']),
      ...(typeof whenToUse === 'string' && { whenToUse }),
    };
  });
}

/** What the sent listing kept of each skill's text, as the rule counts it. */
function keptInRequest(backend: BackendName, skills: readonly ListedSkill[], sent: readonly ListedSkill[]): Kept[] {
  return skills.map((s) => {
    const listed = sent.find((l) => l.name === s.name);
    if (!listed) return 'unlisted';
    if (listed.description.trim() === '') return 'name-only';
    const text = backend === 'claude-code' && s.whenToUse ? `${s.description} - ${s.whenToUse}` : s.description;
    return listed.description.trim().length < text.trim().length ? 'cut' : 'whole';
  });
}

async function measured(backend: BackendName, root: string, skill: string, caseId: string) {
  // One case: the listing is the CLI's first request's, the same for every case of one installed set.
  const run = await evalRepo(root, { skills: [skill], cases: [caseId], alongside: 'all', backends: [backend] });
  expect(run.records).toHaveLength(1);
  expect(run.records.map((r) => r.outcome)).not.toContain('error');
  const sent = listingSent(backend, run.requests);
  if (!sent) throw new Error(`${backend} sent no listing the scripted model could read`);
  return sent;
}

const BACKENDS: BackendName[] = ['claude-code', 'codex', 'pi', 'gemini-cli', 'hermes', 'opencode'];

for (const backend of BACKENDS) {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`the listing rule of ${backend}`, () => {
    it('predicts what the pinned CLI kept of each description, in the request it sent', async () => {
      const root = tempDir('caliper-listing-');
      cpSync(FIXTURE, root, { recursive: true });
      const skills = fixtureSkills(root);
      const sent = await measured(backend, root, 'release-notes', 'notes');
      const rule = factsOf(backend).listing;
      const byName = (kept: Kept[]) => Object.fromEntries(skills.map((s, i) => [s.name, kept[i]]));
      expect(byName(keptInRequest(backend, skills, sent))).toEqual(byName(rule.predict(skills).kept));
      if (backend === 'claude-code') {
        // Within its 30,000 characters, it cut only the four over 1,536, each to 1,535 and an ellipsis.
        const cut = sent.filter((l) => l.description.endsWith('…'));
        expect(cut.map((l) => [l.name, l.description.length]).sort()).toEqual(
          ['uipath-planner', 'uipath-platform', 'uipath-solution', 'uipath-troubleshoot'].map((n) => [
            n,
            CLAUDE_CODE_ENTRY_CAP,
          ]),
        );
      }
    });
  });
}

/**
 * 40 skills of 1,000-character descriptions (40,000): over Claude Code's 30,000 characters and Codex's 5,440 tokens.
 */
function overBudget(): string {
  const files: Record<string, string> = {};
  for (let i = 0; i < 40; i++) {
    const name = `s${String(i).padStart(3, '0')}`;
    files[`skills/${name}/SKILL.md`] = skillMd(
      { name, description: `Handles topic ${i}. ${'word '.repeat(200)}`.slice(0, 1000) },
      '# x\n',
    );
  }
  files['skills/s000/.eval.yaml'] = evalSpec([
    { id: 'q', prompt: 'What is two plus two?', checks: ['activation: { skill: s000, expect: false }'] },
  ]);
  return tempRepo(files);
}

const OVER: [BackendName, Partial<Record<Kept, number>>][] = [
  // Claude Code keeps 29 whole (29 x 1,002 fit in what the 40 names leave of 30,000) and lists 11 by name.
  ['claude-code', { whole: 29, 'name-only': 11 }],
  // Codex shares what the names leave out evenly: every description is cut (to about 510 characters).
  ['codex', { cut: 40 }],
];

for (const [backend, counts] of OVER) {
  describeNeeding([`cli:${backend}`, ...SANDBOX_NEEDS])(`${backend} over its budget`, () => {
    it('keeps of each description what the rule predicts', async () => {
      const root = overBudget();
      const skills = fixtureSkills(root);
      const sent = await measured(backend, root, 's000', 'q');
      const predicted = factsOf(backend).listing.predict(skills).kept;
      expect(keptInRequest(backend, skills, sent)).toEqual(predicted);
      const tally: Partial<Record<Kept, number>> = {};
      for (const k of predicted) tally[k] = (tally[k] ?? 0) + 1;
      expect(tally).toEqual(counts);
    });
  });
}
