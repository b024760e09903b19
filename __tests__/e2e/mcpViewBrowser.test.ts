import { jest } from '@jest/globals';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { buildReport } from '../../src/report/html/buildReport.js';
import { renderReport } from '../../src/report/html/render.js';
import { makeResults } from '../helpers/results.js';
import { runFolder, trialRecord } from '../helpers/runFolder.js';

// Issue 40: the MCP calls a trial's servers received, and a command: server's kept stderr, drawn in a real browser
// from hostile strings (the agent chose the arguments, the PR wrote the server): shown as text, nothing run or loaded.
jest.setTimeout(120_000);

const CHROMIUM = process.env.CALIPER_CHROMIUM ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM) || process.env.CI === 'true';
const describeInBrowser = available ? describe : describe.skip;
const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>';
const STDERR = 'transcripts/orders/claude-code/where/1.mcp-orders.stderr.txt';

describeInBrowser('report.html: the MCP calls of a trial, in a real browser', () => {
  it('shows each call with its arguments, the departure from expect: and the server stderr as text', async () => {
    const args = JSON.stringify({ id: `A1 ${XSS}` });
    const record = trialRecord({
      skill: 'orders',
      caseId: 'where',
      trial: 1,
      outcome: 'fail',
      mcpCalls: {
        count: 23,
        calls: [
          { server: 'orders', tool: 'lookup_order', arguments: args, violation: `must be a number ${XSS}` },
          { server: 'orders', tool: `x${XSS}`, arguments: '{}' },
        ],
        dropped: 1,
        servers: [{ name: 'orders', stderr: STDERR, stderrBytes: 40, ended: `exited with status 1 ${XSS}` }],
      },
    });
    const dir = runFolder(makeResults([{ skill: 'orders', activated: 1, trials: 1 }]), [record], {
      [STDERR]: `server log ${XSS}\n`,
    });
    const file = path.join(dir, 'report.html');
    writeFileSync(file, renderReport(buildReport({ path: dir, label: 'head' })));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      const dialogs: string[] = [];
      const requests: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(pathToFileURL(file).href);
      await page.waitForSelector('h1');
      const trial = page.locator('details.trial').first();
      await trial.locator('summary').first().click();
      await trial.locator('details.file').first().waitFor();
      for (const d of await trial.locator('details.file').all()) await d.locator('summary').click();
      const text = await trial.innerText();
      expect(text).toContain('MCP calls the servers received (23)');
      expect(text).toContain(args);
      expect(text).toContain(`departed: must be a number ${XSS}`);
      expect(text).toContain(`orders/x${XSS}`);
      expect(text).toContain('21 more call(s) not kept');
      expect(text).toContain('1 call(s) past the bound');
      expect(text).toContain('stderr of the MCP server orders');
      expect(text).toContain(`server log ${XSS}`);
      expect(text).toContain(`exited with status 1 ${XSS}`);
      expect(await page.locator('img').count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
      expect(requests.filter((u) => !u.startsWith('file:'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
