import { buildReport } from '../../src/report/html/buildReport.js';
import { renderReport } from '../../src/report/html/render.js';
import { LISTED_LIMITS } from '../../src/agents/shared/listing.js';
import { makeResults } from '../helpers/results.js';
import { runFolder, trialRecord } from '../helpers/runFolder.js';

// Issue 22: the trial view shows each listed description as the CLI listed it and what the agent chose
// outside the set; both come from a trial record a pull request's job wrote, so they are bounded and
// reach the page only as escaped data.
const MARKUP = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

describe("report.html's listed descriptions and outside choices", () => {
  const dir = () =>
    runFolder(makeResults([{ skill: 'pdf', activated: 0, trials: 1 }]), [
      trialRecord({
        skill: 'pdf',
        caseId: 'c1',
        trial: 1,
        outcome: 'fail',
        activations: { pdf: 'not-activated' },
        chosenOutside: ['plugin-authoring', 42 as unknown as string],
        listed: [
          { name: 'pdf', description: MARKUP + 'x'.repeat(5000) },
          { name: 'plugin-authoring', description: 'Make a mod.' },
          { name: 'broken' } as unknown as { name: string; description: string },
        ],
      }),
    ]);

  it('keeps what has the shape caliper writes, cut to its limits', () => {
    const t = buildReport({ path: dir(), label: 'head' }).head.trials[0]!;
    expect(t.chosenOutside).toEqual(['plugin-authoring']);
    expect(t.listed!.map((l) => l.name)).toEqual(['pdf', 'plugin-authoring']);
    expect(t.listed![0]!.description.text).toHaveLength(LISTED_LIMITS.description);
    expect(t.listed![0]!.description.size).toBe(MARKUP.length + 5000);
  });

  it('embeds a hostile description and front matter only as data: no element of the page comes from it', () => {
    const results = makeResults([{ skill: 'pdf', activated: 0, trials: 1 }]);
    const withFrontMatter = {
      ...results,
      results: results.results.map((r) => ({ ...r, frontMatter: `name: pdf\ndescription: ${MARKUP}` })),
    };
    const html = renderReport(
      buildReport(
        { path: runFolder(withFrontMatter, [trialRecord({ skill: 'pdf', caseId: 'c1', trial: 1 })]), label: 'head' },
        { path: dir(), label: 'base' },
      ),
    );
    expect(html).toContain('description: \\u003c/script>');
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });
});
