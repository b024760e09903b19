import { jest } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { historyPoint } from '../../src/results/history/history.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import { renderReport } from '../../src/report/html/render.js';
import { evalRepo } from '../helpers/evalRepo.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempRepo } from '../helpers/tempRepo.js';
import { HOSTILE, hostileRun } from '../helpers/hostileRun.js';

// The report opened from disk in a real browser (Debian's chromium, driven by playwright-core), built from
// a real eval of examples/ on Claude Code against the scripted model: base as shipped, head with
// csv-summary's description made vague, the question the report must answer being "why did it stop activating?".
jest.setTimeout(300_000);

const CHROMIUM = process.env.CALIPER_CHROMIUM ?? '/usr/bin/chromium';
const SHOTS = process.env.CALIPER_ARTIFACTS
  ? path.join(process.env.CALIPER_ARTIFACTS, 'screenshots')
  : path.join(REPO_ROOT, '.caliper-tools', 'screenshots');
// In CI (.ci/run installs chromium) a missing browser is a failure, never a skip.
const available = existsSync(CHROMIUM) || process.env.CI === 'true';
if (!available)
  process.stderr.write(
    `skipping the browser tests of caliper view: no chromium at ` +
      `${CHROMIUM} (apt-get install -y chromium, or set CALIPER_CHROMIUM)\n`,
  );
const describeInBrowser = available ? describe : describe.skip;

interface Watched {
  page: Page;
  problems: string[];
  requests: string[];
  dialogs: string[];
}

async function open(browser: Browser, file: string, fragment = ''): Promise<Watched> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const w: Watched = { page, problems: [], requests: [], dialogs: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') w.problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => w.problems.push(`page error: ${e.message}`));
  page.on('request', (r) => w.requests.push(r.url()));
  page.on('dialog', (d) => {
    w.dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(pathToFileURL(file).href + fragment);
  await page.waitForSelector('h1');
  return w;
}

describeInBrowser('caliper view in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  // One eval of examples/ for both tests (neither changes it): four agent runs, not eight.
  let examples: ReturnType<typeof evalRepo> | undefined;
  const examplesRun = () => {
    examples ??= evalRepo(path.join(REPO_ROOT, 'examples'), { trials: 1 });
    return examples;
  };

  it(
    'answers "why did csv-summary stop activating?" from a real eval of ' +
      'examples/: no console error, no request, failures filtered, a trial ' +
      'expanded',
    async () => {
      // One trial a case: the question is answered from which trial failed and why, not from how many ran.
      const base = await examplesRun();
      const vague = tempRepo({});
      cpSync(path.join(REPO_ROOT, 'examples'), vague, { recursive: true });
      const skillMd = path.join(vague, 'skills/csv-summary/SKILL.md');
      writeFileSync(
        skillMd,
        readFileSync(skillMd, 'utf8').replace(
          /^description: .*$/m,
          'description: Helps with data files. Use when working with data.',
        ),
      );
      const head = await evalRepo(vague, { trials: 1 });

      const file = path.join(SHOTS, 'report.html');
      writeFileSync(
        file,
        renderReport(
          buildReport(
            { path: head.outDir, label: 'head (vague csv-summary)' },
            { path: base.outDir, label: 'base (examples/)' },
          ),
        ),
      );
      const w = await open(browser, file);
      const { page } = w;
      await page.screenshot({ path: path.join(SHOTS, 'overview.png'), fullPage: false });
      // The overview: csv-summary's activation, base → head, with its verdict.
      const overview = await page.locator('table').first().innerText();
      expect(overview).toMatch(/csv-summary[\s\S]*0\/1 0%[\s\S]*base → head: 100% → 0%/);

      await page.getByLabel('failed only').check();
      const shown = page.locator('details.trial:visible');
      expect(await shown.count()).toBeGreaterThan(0);
      expect(await page.locator('section.group:visible').first().innerText()).toContain(
        'csv-summary × claude-code × totals',
      );
      const failing = page
        .locator('section.group:visible details.trial:visible', { hasText: 'chose no skill' })
        .first();
      await failing.locator('summary').click();
      const body = failing.locator('.body');
      await body.waitFor();
      const text = await body.innerText();
      // What it saw (the vague description's skill was listed), what it chose (nothing), which check failed.
      expect(text).toContain('Skills the CLI listed');
      expect(text).toMatch(/csv-summary/);
      expect(text).toMatch(/activation: csv-summary\s+the agent did not activate csv-summary/);
      await failing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'failed-trial.png'), fullPage: false });

      // The base's passing trial of the same case, beside it: it chose csv-summary and read its SKILL.md.
      const baseSide = page
        .locator('section.group', { hasText: 'csv-summary × claude-code × totals' })
        .locator('.cols.two > div')
        .first();
      expect(await baseSide.textContent()).toContain('chose csv-summary');

      expect(w.problems).toEqual([]);
      expect(w.requests).toEqual([pathToFileURL(file).href]);
      expect(statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    },
  );

  it('opens the trial a link names, and shows a shared link to it', async () => {
    const run = await examplesRun();
    const file = path.join(SHOTS, 'examples-report.html');
    // A history of nightly runs: the same run on earlier days, csv-summary changed on the third, a new era on the
    // fifth.
    const history = [1, 2, 3, 4, 5, 6].map((day) => {
      const p = historyPoint(run.results);
      return {
        ...p,
        startedAt: `2026-11-0${day}T03:17:00.000Z`,
        era: day >= 5 ? p.era : '2026-10',
        rows: p.rows.map((r) =>
          r.skill === 'csv-summary' && day >= 3
            ? { ...r, skillHash: 'changed', activation: [day - 3, 3] as [number, number] }
            : r,
        ),
      };
    });
    writeFileSync(file, renderReport(buildReport({ path: run.outDir, label: 'examples' }, undefined, history)));
    const key = run.records.find((r) => r.skill === 'csv-summary' && r.caseId === 'totals')!.key;
    const w = await open(browser, file, `#trial=${encodeURIComponent(`head:${key}`)}`);
    const target = w.page.locator('details.trial.target');
    expect(await target.getAttribute('open')).not.toBeNull();
    const text = await target.innerText();
    expect(text).toContain('Files of the skills it used (read or ran)');
    expect(text).toContain('csv-summary/SKILL.md');
    expect(text).toMatch(/Tool calls \(\d+\)/);
    await w.page.screenshot({ path: path.join(SHOTS, 'linked-trial.png'), fullPage: false });
    // The trend charts drew (an image that failed to decode has no natural width).
    const chart = w.page.locator('figure.trend', { hasText: 'csv-summary × claude-code' });
    expect(
      await chart
        .locator('img')
        .evaluate(
          (img) =>
            (img as unknown as { complete: boolean; naturalWidth: number }).complete &&
            (img as unknown as { naturalWidth: number }).naturalWidth > 0,
        ),
    ).toBe(true);
    expect(await chart.innerText()).toContain('changed: 2026-11-05: era 2026-10 → 2026-11');
    await chart.scrollIntoViewIfNeeded();
    await w.page.screenshot({ path: path.join(SHOTS, 'trend.png'), fullPage: false });
    expect(w.problems).toEqual([]);
  });

  it(
    'draws hostile transcript text as text: no script runs, no element is ' + 'made from it, nothing is fetched',
    async () => {
      const file = path.join(SHOTS, 'hostile-report.html');
      writeFileSync(file, renderReport(buildReport({ path: hostileRun(), label: 'hostile' })));
      const w = await open(browser, file);
      for (const summary of await w.page.locator('details.trial > summary').all()) await summary.click();
      for (const summary of await w.page.locator('details.call > summary').all()) await summary.click();
      await w.page.screenshot({ path: path.join(SHOTS, 'hostile.png'), fullPage: true });
      const text = await w.page.locator('main').innerText();
      for (const h of HOSTILE.filter((s) => !s.startsWith('\u2028'))) expect(text).toContain(h);
      // The provider errors: the run's line in the header as the comment words it, and trial 1's attempts, the CLI's
      // words as text.
      expect(await w.page.locator('main > .meta', { hasText: 'hit provider errors' }).allInnerTexts()).toEqual([
        '1 trial hit provider errors (429)',
      ]);
      const attempts = await w.page.locator('.provider-errors > div:not(.muted)').allTextContents();
      expect(attempts).toEqual([
        `attempt 1: 429 rate limited, retried after 1 s: API Error: 429 ${HOSTILE.join(' ')}`,
        `attempt 2: no status named, retried after 2 s: ${HOSTILE.join(' ')}`,
      ]);
      expect(await w.page.locator('details.trial > summary', { hasText: 'provider errors ×2' }).count()).toBe(1);
      expect(await w.page.locator('main img, main a[href^="javascript"], main script, main iframe').count()).toBe(0);
      expect(w.dialogs).toEqual([]);
      expect(w.problems).toEqual([]);
      expect(w.requests).toEqual([pathToFileURL(file).href]);
    },
  );
  it(
    'shows the lift in the rates and each case with and without the skill ' + 'side by side (the baseline arm)',
    async () => {
      const run = await evalRepo(path.join(REPO_ROOT, 'examples'), {
        trials: 1,
        baseline: true,
        skills: ['csv-summary'],
      });
      const file = path.join(SHOTS, 'report-baseline.html');
      writeFileSync(file, renderReport(buildReport({ path: run.outDir, label: 'examples/ with --baseline' })));
      const w = await open(browser, file);
      const header = await w.page.locator('table').first().locator('th').allTextContents();
      expect(header).toContain('lift (with − without skill)');
      expect(await w.page.locator('table').first().innerText()).toMatch(/\+100 pts \[[−+]\d+, \+100\] · without 0%/);
      const totals = w.page.locator('section.group', { hasText: 'csv-summary × claude-code × totals' });
      const labels = await totals.locator('.side-label').allTextContents();
      expect(labels).toEqual([
        expect.stringMatching(/^with the skill: 1\/1 passed; chose csv-summary ×1$/),
        expect.stringMatching(/^without any skill \(baseline\): 0\/1 passed; no skill installed ×1$/),
      ]);
      // The should-not-activate case has no baseline: one column, no label.
      expect(
        await w.page.locator('section.group', { hasText: 'no-skill-for-greeting' }).locator('.side-label').count(),
      ).toBe(0);
      await w.page.screenshot({ path: path.join(SHOTS, 'report-baseline.png'), fullPage: true });
      expect(w.problems).toEqual([]);
      expect(w.requests).toEqual([pathToFileURL(file).href]);
    },
  );
});
