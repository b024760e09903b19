import { jest } from '@jest/globals';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { buildReport } from '../../src/report/html/buildReport.js';
import { renderReport } from '../../src/report/html/render.js';
import { evalRepo, evalSpec, type EvalRun } from '../helpers/evalRepo.js';
import { describeNeeding, SANDBOX_NEEDS } from '../helpers/needs.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { tempDir } from '../helpers/tempDirs.js';

// Issue 22: with the subject's description made vague, the agent chooses a skill caliper did not install
// (here a project skill the fixtures bring: `.claude/skills/` in the working folder, which Claude Code
// lists as it lists a bundled one). The trial names that choice, in the record, the failed check, the
// terminal line and report.html, never "chose no skill"; and the page shows each description as the CLI
// listed it, a hostile one as text.
jest.setTimeout(240_000);

const CHROMIUM = process.env.CALIPER_CHROMIUM ?? '/usr/bin/chromium';
const MARKUP = '<img src=x onerror=alert(1)></pre><script>alert(2)</script>';
const ESCAPED = MARKUP.replace(/</g, '&lt;').replace(/>/g, '&gt;');

const greeter = (description: string) =>
  tempRepo({
    'skills/greeter/SKILL.md': skillMd(
      { name: 'greeter', description },
      '```bash\necho "hello world" > greeting.txt\n```\n',
    ),
    'skills/greeter/.eval.yaml': evalSpec(
      [
        { id: 'greet', prompt: 'Please greet the world with a banner', checks: ['activation: greeter'] },
        {
          id: 'not-greeter',
          prompt: 'Please greet the world with a banner',
          checks: ['activation: { skill: greeter, expect: false }'],
        },
      ],
      'sandbox:\n  fixtures: fixtures/\n',
    ),
    'skills/greeter/fixtures/.claude/skills/welcome-banner/SKILL.md': skillMd(
      {
        name: 'welcome-banner',
        description:
          `"Greets the world in a friendly banner file. Use when the user asks ` + `to greet the world. ${MARKUP}"`,
      },
      'Write the banner.\n',
    ),
  });

describeNeeding(['cli:claude-code', ...SANDBOX_NEEDS])(
  'a choice outside the set under test, on the real Claude Code CLI',
  () => {
    let vague: EvalRun;
    beforeAll(async () => {
      vague = await evalRepo(greeter('Helps with assorted chores. Use when needed.'));
    });

    it('is recorded by name, in the trial record, the failed activation check and the terminal line', () => {
      const record = vague.records.find((r) => r.caseId === 'greet')!;
      expect(record).toMatchObject({
        outcome: 'fail',
        activations: { greeter: 'not-activated' },
        chosenOutside: ['welcome-banner'],
      });
      expect(record.checks[0]).toMatchObject({
        status: 'fail',
        reason: 'the agent did not activate greeter; it chose welcome-banner, not under test',
      });
      expect(
        vague.progress.some(
          (l) =>
            l.includes('greeter × claude-code × greet #1: fail') && l.includes('chose welcome-banner, not under test'),
        ),
      ).toBe(true);
      // The row counts them, for the comment's row.
      expect(vague.results.results[0]!.chosenOutside).toEqual({ 'welcome-banner': 2 });
      // A case that passes because the subject did not fire still says what did.
      expect(vague.records.find((r) => r.caseId === 'not-greeter')).toMatchObject({
        outcome: 'pass',
        chosenOutside: ['welcome-banner'],
      });
      expect(
        vague.progress.some((l) =>
          l.includes('greeter × claude-code × not-greeter #1: pass (chose welcome-banner, not under test)'),
        ),
      ).toBe(true);
      // The listing as Claude Code offered it to the model, from its session log.
      expect(record.listed).toEqual(
        expect.arrayContaining([
          { name: 'greeter', description: 'Helps with assorted chores. Use when needed.' },
          // Claude Code escapes markup in the listing it sends: this is what its model read.
          { name: 'welcome-banner', description: expect.stringContaining(ESCAPED) },
        ]),
      );
    });

    (existsSync(CHROMIUM) || process.env.CI === 'true' ? it : it.skip)(
      'report.html shows it as that choice, each description as the CLI ' +
        "listed it (a hostile one as text), and the subject's front matter and " +
        'listed description base → head',
      async () => {
        const base = await evalRepo(
          greeter('Greets the world in a friendly banner file. Use when the user asks to greet the world.'),
        );
        const file = path.join(tempDir('caliper-outside-'), 'report.html');
        writeFileSync(
          file,
          renderReport(buildReport({ path: vague.outDir, label: 'head' }, { path: base.outDir, label: 'base' })),
        );
        let browser: Browser | undefined;
        try {
          browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
          const page = await browser.newPage();
          const dialogs: string[] = [];
          page.on('dialog', (d) => {
            dialogs.push(d.message());
            void d.dismiss();
          });
          await page.goto(pathToFileURL(file).href);
          await page.waitForSelector('h1');
          for (const summary of await page.locator('details.trial > summary').all()) await summary.click();
          const text = await page.locator('main').innerText();
          // (the side labels are upper case by their style)
          expect(text.toLowerCase()).toContain('head: 0/1 passed; chose welcome-banner, not under test ×1');
          expect(text.toLowerCase()).toContain('head: 1/1 passed; chose welcome-banner, not under test ×1');
          expect(text).toContain('chose welcome-banner, not under test: a skill caliper did not install');
          expect(text).not.toContain('chose no skill');
          expect(text).toContain('Why it was (not) chosen: each description as the CLI listed it');
          expect(text).toContain(
            `Greets the world in a friendly banner file. Use when the user asks to greet the world. ${ESCAPED}`,
          );
          // The front matter as installed, line by line: the name unchanged, the description replaced.
          expect(text).toContain(
            "greeter's front matter, base → head\n  name: greeter\n− description: " +
              'Greets the world in a friendly banner file. Use when the user asks to ' +
              'greet the world.\n+ description: Helps with assorted chores. Use when ' +
              'needed.',
          );
          expect(text).toContain("greeter's description as the CLI listed it, base → head");
          expect(text).toContain(
            '− Greets the world in a friendly banner file. Use when the user asks to greet the world.',
          );
          expect(text).toContain('+ Helps with assorted chores. Use when needed.');
          expect(await page.locator('main img, main script').count()).toBe(0);
          expect(dialogs).toEqual([]);
        } finally {
          await browser?.close();
        }
      },
    );
  },
);
