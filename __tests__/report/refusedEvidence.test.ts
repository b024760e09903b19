import { buildReport } from '../../src/report/html/buildReport.js';
import { REPORT_SCRIPT } from '../../src/report/html/clientScript.js';
import type { ReportData } from '../../src/report/html/model.js';
import { renderReport } from '../../src/report/html/render.js';
import type { TrialRecord } from '../../src/results/types.js';
import { makeResults } from '../helpers/results.js';
import { runFolder, trialRecord } from '../helpers/runFolder.js';

function embedded(html: string): ReportData {
  const open = '<script id="caliper-data" type="application/json">';
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as ReportData;
}

function reportOf(...records: TrialRecord[]): { html: string; data: ReportData } {
  const results = makeResults([{ skill: 'pdf', activated: records.length, trials: records.length }]);
  const html = renderReport(buildReport({ path: runFolder(results, records), label: 'head' }), {});
  return { html, data: embedded(html) };
}

describe("report.html shows what a trial's fences refused, as text", () => {
  it('one line for the proxy and one for the relay, with targets and reasons; none when nothing was refused', () => {
    const refusing = trialRecord({
      skill: 'pdf',
      caseId: 'c1',
      trial: 1,
      refusedConnections: { count: 3, targets: ['evil.example:443', '<img src=x onerror=alert(7)>:80'] },
      refusedRequests: { count: 1, reasons: ['a server-side tool (web_search)'] },
    });
    const quiet = trialRecord({ skill: 'pdf', caseId: 'c1', trial: 2 });
    const { html, data } = reportOf(refusing, quiet);
    const [first, second] = [1, 2].map((n) => data.head.trials.find((t) => t.trial === n)!);
    expect(first!.refused).toEqual([
      "the sandbox's allow-list proxy refused a connection 3 times: evil.example:443; <img src=x onerror=alert(7)>:80",
      'the recording relay refused a request 1 time: a server-side tool (web_search)',
    ]);
    expect(second!.refused).toEqual([]);
    // The target is the agent's text: only inside the JSON element with `<` escaped, drawn as a text node.
    expect(html).not.toContain('<img');
    expect(REPORT_SCRIPT).toContain("t.refused.forEach(function (line) { add(rf, el('div', null, line)); });");
  });

  it('reads only the shape caliper writes from an untrusted record: a count not a whole number drops its line', () => {
    const forged = trialRecord({
      skill: 'pdf',
      caseId: 'c1',
      trial: 1,
      refusedConnections: { count: '3' as unknown as number, targets: ['a:1'] },
      refusedRequests: { count: 2, reasons: [{ html: '<b>' }, 'x'.repeat(900), 7] as unknown as string[] },
    });
    const { data } = reportOf(forged);
    const [line] = data.head.trials[0]!.refused;
    expect(data.head.trials[0]!.refused).toHaveLength(1);
    expect(line).toBe(`the recording relay refused a request 2 times: ${'x'.repeat(500)}`);
  });
});
