import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import { REPORT_SCRIPT } from '../../src/report/html/clientScript.js';
import type { ReportData } from '../../src/report/html/model.js';
import { REPORT_CSP, renderReport } from '../../src/report/html/render.js';
import { skillFilesRead } from '../../src/report/html/skillFiles.js';
import { makeResults } from '../helpers/results.js';
import { claudeTranscript, runFolder, trialRecord } from '../helpers/runFolder.js';
import { REPO_ROOT } from '../helpers/runNode.js';
import { tempRepo } from '../helpers/tempRepo.js';
import { HOSTILE, hostileRun } from '../helpers/hostileRun.js';

const hostile = HOSTILE.join(' ');

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env: {},
    stdoutIsTTY: false,
  });
  return { code, stdout, stderr };
}

/** The JSON the page embeds, parsed as the browser's script will parse it. */
function embedded(html: string): ReportData {
  const open = '<script id="caliper-data" type="application/json">';
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as ReportData;
}

describe('the HTML report treats every string of a run as text', () => {
  it('embeds hostile strings only inside the JSON element, with < escaped, under a CSP that allows no network', () => {
    const html = renderReport(buildReport({ path: hostileRun(), label: 'head' }));
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">`);
    expect(REPORT_CSP).toContain("default-src 'none'");
    // The page's only markup is its shell: two script elements, no image, no comment, no link.
    expect(html.match(/<script/gi)).toHaveLength(2);
    expect(html.match(/<\/script/gi)).toHaveLength(2);
    for (const markup of ['<img', '<!--', '<a ', 'javascript:alert(4)">', '\u2028']) expect(html).not.toContain(markup);
    // …and the strings survive as data, intact, for the script to draw as text.
    const data = embedded(html);
    const t1 = data.head.trials.find((t) => t.trial === 1)!;
    expect(t1.finalAnswer!.text).toBe(hostile);
    expect(t1.prompt!.text).toBe(`Summarise ${hostile}`);
    expect(t1.discovered).toEqual(['csv-summary', hostile]);
    expect(t1.checks[0]!.reason).toBe(hostile);
    expect(t1.notes).toEqual([hostile]);
    expect(t1.toolCalls[0]!.input.text).toBe(`echo '${hostile}'`);
  });

  it('never reads a transcript outside the run folder, by ../ or by a symlink', () => {
    const html = renderReport(buildReport({ path: hostileRun(), label: 'head' }));
    expect(html).not.toContain('RUNNER-SECRET-FILE');
    expect(html).not.toContain('root:x:0');
    const trials = embedded(html).head.trials;
    expect(trials.find((t) => t.trial === 2)!.transcriptProblem).toMatch(/not a file inside the run's folder/);
    expect(trials.find((t) => t.trial === 3)!.transcriptProblem).toMatch(/not a file inside the run's folder/);
  });

  it('an outOfTurns a hostile journal made markup, a fraction or negative is no turn limit; a count is kept', () => {
    const records = [HOSTILE[1], 2.5, -3, 30].map((outOfTurns, i) =>
      trialRecord({ skill: 'pdf', caseId: 'c1', trial: i + 1, outOfTurns: outOfTurns as number }),
    );
    const trials = buildReport({
      path: runFolder(makeResults([{ skill: 'pdf', activated: 4, trials: 4 }]), records),
      label: 'head',
    }).head.trials;
    expect(trials.map((t) => t.outOfTurns)).toEqual([undefined, undefined, undefined, 30]);
    const row = makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]);
    (row.results[0] as unknown as Record<string, unknown>).outOfTurns = HOSTILE[1];
    const dir = runFolder(row, []);
    expect(() => buildReport({ path: dir, label: 'head' })).toThrow(/outOfTurns/);
  });

  it("cuts long outputs and says how long they were, and keeps a harness error's reason apart from the checks", () => {
    const trials = buildReport({ path: hostileRun(), label: 'head' }).head.trials;
    const output = trials[0]!.toolCalls[0]!.result!.output;
    expect(output.text.length).toBe(2000);
    expect(output.size).toBe(hostile.length + 1 + 50_000);
    const error = trials.find((t) => t.outcome === 'error')!;
    expect(error).toMatchObject({ reason: `timed out ${hostile}`, activations: undefined, checks: [] });
  });

  it(
    "is a saved file like any other: the runner's secrets and token shapes " +
      'in a transcript are redacted, the trend images kept',
    () => {
      const secret = 'report-job-secret-value-1234';
      const token = `ghs_${'A'.repeat(36)}`;
      const dir = runFolder(
        makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]),
        [trialRecord({ skill: 'pdf', caseId: 'c1', trial: 1, reason: `saw ${token}` })],
        {
          'transcripts/pdf/claude-code/c1/1.jsonl': claudeTranscript({
            skills: ['pdf'],
            calls: [{ name: 'Bash', input: { command: 'env' }, output: `CALIPER_TEST_TOKEN=${secret}` }],
            answer: `the key is ${secret}`,
          }),
        },
      );
      const data = buildReport({ path: dir, label: 'head' });
      const image = 'data:image/svg+xml;base64,QUl6YQ==';
      const html = renderReport(
        { ...data, trends: [{ skill: 'pdf', backend: 'claude-code', image, changes: [`saw ${token}`] }] },
        { CALIPER_TEST_TOKEN: secret },
      );
      expect(html).not.toContain(secret);
      expect(html).not.toContain(token);
      const t = embedded(html).head.trials[0]!;
      expect(t.finalAnswer!.text).toBe('the key is [redacted]');
      expect(t.toolCalls[0]!.result!.output.text).toBe('CALIPER_TEST_TOKEN=[redacted]');
      expect(embedded(html).trends[0]).toEqual({
        skill: 'pdf',
        backend: 'claude-code',
        image,
        changes: ['saw [redacted]'],
      });
    },
  );

  it(
    "the page's script builds the DOM with text nodes only: no innerHTML, " +
      'outerHTML, insertAdjacentHTML, document.write or eval',
    () => {
      for (const sink of [
        'innerHTML',
        'outerHTML',
        'insertAdjacentHTML',
        'document.write',
        'eval(',
        'new Function',
        'setAttribute(',
        'href = t',
        'javascript:',
      ])
        expect(REPORT_SCRIPT).not.toContain(sink);
      // The one image source is a trend chart, and only as a data: SVG the script checked the prefix of.
      expect(REPORT_SCRIPT.match(/\.src\b/g)).toEqual(['.src']);
      expect(REPORT_SCRIPT).toContain('img.src = prefix + c.image.slice(prefix.length)');
      expect(REPORT_SCRIPT).toContain("link.href = '#' + trialId(");
    },
  );
});

describe('which files of a skill the agent read', () => {
  it(
    'reads skill tools, file paths under a skills root and shell commands, ' + 'for installed skills only, in order',
    () => {
      const calls = [
        { id: '1', name: 'Skill', input: { skill: 'csv-summary' }, result: { ok: true, text: '' } },
        {
          id: '2',
          name: 'Read',
          input: { file_path: '/tmp/t/config/skills/csv-summary/references/format.md' },
          result: { ok: true, text: '' },
        },
        {
          id: '3',
          name: 'command_execution',
          input: { command: "bash -lc 'cat /tmp/t/config/skills/release-notes/SKILL.md'", reads: [] },
          result: { ok: true, text: '' },
        },
        {
          id: '4',
          name: 'skill_view',
          input: { name: 'csv-summary', file_path: 'scripts/summarise.py' },
          result: { ok: true, text: '' },
        },
        {
          id: '5',
          name: 'Read',
          input: { file_path: '/tmp/t/config/skills/not-installed/SKILL.md' },
          result: { ok: true, text: '' },
        },
        { id: '6', name: 'Read', input: { file_path: '/tmp/t/work/data.csv' }, result: { ok: true, text: '' } },
      ];
      expect(skillFilesRead(calls, ['csv-summary', 'release-notes'])).toEqual([
        'csv-summary/SKILL.md',
        'csv-summary/references/format.md',
        'release-notes/SKILL.md',
        'csv-summary/scripts/summarise.py',
      ]);
    },
  );
});

describe('caliper view', () => {
  it('writes report.html from a run folder, and a base → head comparison with --base', async () => {
    const head = hostileRun();
    const base = runFolder(makeResults([{ skill: 'csv-summary', activated: 10, trials: 10 }]), [
      trialRecord({ skill: 'csv-summary', caseId: 'vague', trial: 1 }),
    ]);
    const r = await cli(['view', head, '--base', base, '--out', 'out/report.html'], head);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    const data = embedded(readFileSync(path.join(head, 'out/report.html'), 'utf8'));
    expect(data.base!.trials).toHaveLength(1);
    const rows = (data.comparison as { rows: { skill: string; caseId?: string; metrics: { cell: string }[] }[] }).rows;
    expect(rows.find((r) => r.skill === 'csv-summary' && r.caseId === undefined)!.metrics[0]!.cell).toMatch(
      /^100% → 67% /,
    );
  });

  it('shows a refusal to compare runs of different eras instead of a comparison', async () => {
    const head = hostileRun();
    const base = runFolder(makeResults([{ skill: 'csv-summary', activated: 10, trials: 10 }], { era: '2025-01' }), []);
    const data = buildReport({ path: head, label: 'head' }, { path: base, label: 'base' });
    expect(data.comparison).toEqual({ refused: expect.stringContaining('measurement eras') });
  });

  it('exits 2 naming the file when RESULTS is not a caliper run, and 2 without RESULTS', async () => {
    const dir = tempRepo({ 'results.json': '{"nope": 1}' });
    const bad = await cli(['view', 'results.json'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(path.join(dir, 'results.json'));
    expect((await cli(['view'], dir)).code).toBe(2);
    expect((await cli(['view', '--help'], dir)).stdout).toContain('Usage: caliper view RESULTS');
  });

  it('keeps a 200-trial run under 2 MB', () => {
    const real = readFileSync(
      path.join(REPO_ROOT, '__tests__/fixtures/transcripts/claude-code/2.1.332-release-notes.jsonl'),
      'utf8',
    );
    const records = [];
    const transcripts: Record<string, string> = {};
    for (let i = 0; i < 200; i++) {
      const r = trialRecord({
        skill: `skill-${i % 10}`,
        caseId: `case-${(i >> 1) % 5}`,
        trial: i,
        prompt: 'Write the release notes for the changes since v1.2.0 from the commit log in CHANGES.txt.',
      });
      records.push(r);
      // Every fifth trial printed 200 KB of tool output; the report keeps its first 2,000 characters.
      transcripts[r.transcript!] =
        i % 5 === 0
          ? claudeTranscript({
              skills: ['release-notes'],
              calls: [{ name: 'Bash', input: { command: 'cat big.log' }, output: 'log line\n'.repeat(22_000) }],
              answer: 'done',
            })
          : real;
    }
    const dir = runFolder(
      makeResults([...Array(10).keys()].map((k) => ({ skill: `skill-${k}`, activated: 15, trials: 20 }))),
      records,
      transcripts,
    );
    const out = path.join(dir, 'report.html');
    writeFileSync(out, renderReport(buildReport({ path: dir, label: 'run' })));
    const size = statSync(out).size;
    process.stdout.write(`report of 200 trials: ${(size / 1024).toFixed(0)} KB\n`);
    expect(embedded(readFileSync(out, 'utf8')).head.trials).toHaveLength(200);
    expect(size).toBeLessThanOrEqual(2 * 1024 * 1024);
  });
});

describe('the report reads the saved transcript of every CLI', () => {
  const FIXTURES: [string, string, string[]][] = [
    ['claude-code', '2.1.332-release-notes.jsonl', ['release-notes/SKILL.md', 'release-notes/references/format.md']],
    ['codex', '0.171.0-activation.jsonl', ['greeter/SKILL.md']],
    ['gemini-cli', '0.61.0-activation.jsonl', ['greeter/SKILL.md']],
    ['hermes', '0.19.0-activation.jsonl', ['greeter/SKILL.md']],
    ['opencode', '1.18.33-activation.jsonl', ['greeter/SKILL.md']],
    ['pi', '0.73.1-tool-errors.jsonl', []],
  ];
  it.each(FIXTURES)(
    '%s: its tool calls in order, with results, and the skill files it used',
    (backend, fixture, files) => {
      const skill = files[0]?.split('/')[0] ?? 'greeter';
      const record = trialRecord({ skill, backend: backend as never, caseId: 'c', trial: 1 });
      const text = readFileSync(path.join(REPO_ROOT, '__tests__/fixtures/transcripts', backend, fixture), 'utf8');
      const dir = runFolder(makeResults([{ skill, backend: backend as never, activated: 1, trials: 1 }]), [record], {
        [record.transcript!]: text,
      });
      const [trial] = buildReport({ path: dir, label: 'run' }).head.trials;
      expect(trial!.transcriptProblem).toBeUndefined();
      expect(trial!.toolCalls.length).toBeGreaterThanOrEqual(2);
      expect(trial!.toolCalls.every((c) => c.result !== undefined)).toBe(true);
      expect(trial!.skillFiles).toEqual(files);
    },
  );
});

describe('the report says what each run spent (issue 24)', () => {
  it("shows the run's spent: line from results.json, and none for a run that did not record it", async () => {
    const { runSpend } = await import('../../src/results/spend/spend.js');
    const r = makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]);
    const record = trialRecord({ skill: 'pdf', caseId: 'c1', trial: 1 });
    const spend = runSpend([{ ...record, usage: { inputTokens: 2000, outputTokens: 30, costUsd: 0.12 } }], false);
    const withSpend = buildReport({ path: runFolder({ ...r, meta: { ...r.meta, spend } }, [record]), label: 'head' });
    expect(withSpend.head.spent).toBe('spent: 1 agent run(s), 2k input + 30 output tokens, $0.12');
    expect(buildReport({ path: runFolder(r, [record]), label: 'head' }).head.spent).toBeUndefined();
    expect(REPORT_SCRIPT).toContain("if (run.spent) add(root, el('div', 'meta', run.spent));");
  });
});

describe('a scripted run names no model and no cost in its report (issue 26)', () => {
  it(
    "shows a scripted run's trials as `scripted`, without a price, even " +
      'from records that kept what the CLI reported',
    () => {
      const r = makeResults([{ skill: 'pdf', activated: 1, trials: 1, model: 'scripted' }], {
        modelSource: { kind: 'scripted' },
        backends: [{ name: 'claude-code', version: '2.1.332', model: 'scripted' }],
      });
      // As trials.jsonl held them before caliper recorded `scripted` there: the model Claude Code thought it called,
      // priced.
      const record = trialRecord({ skill: 'pdf', caseId: 'c1', trial: 1 });
      expect(record).toMatchObject({ model: 'claude-opus-5-5', usage: { costUsd: 0.0123 } });
      const html = renderReport(buildReport({ path: runFolder(r, [record]), label: 'head' }), {});
      const data = embedded(html);
      expect(data.head.scripted).toBe(true);
      expect(data.head.trials[0]).toMatchObject({ model: 'scripted', usage: { inputTokens: 1200, outputTokens: 80 } });
      expect(data.head.trials[0]!.usage.costUsd).toBeUndefined();
      expect(html).not.toMatch(/claude-opus|\$\s?\d/);
      expect(REPORT_SCRIPT).toContain("scripted ? 'no cost (scripted model)'");
      // A real run's trial keeps its model and cost.
      const real = buildReport({
        path: runFolder(makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]), [record]),
        label: 'head',
      });
      expect(real.head.scripted).toBe(false);
      expect(real.head.trials[0]).toMatchObject({ model: 'claude-opus-5-5', usage: { costUsd: 0.0123 } });
    },
  );
});

describe('the report shows the attempts a provider failed (issue 26)', () => {
  it(
    "says the run's provider errors as the comment does, and each trial's " +
      "attempts, statuses and waits, with the CLI's words as data",
    () => {
      const html = renderReport(buildReport({ path: hostileRun(), label: 'head' }), {});
      const data = embedded(html);
      expect(data.head.providerErrors).toBe('1 trial hit provider errors (429)');
      const t1 = data.head.trials.find((t) => t.trial === 1)!;
      // The string status is not a status: dropped, so the markup it held is nowhere in the page.
      expect(t1.providerErrors).toEqual([
        `attempt 1: 429 rate limited, retried after 1 s: API Error: 429 ${hostile}`,
        `attempt 2: no status named, retried after 2 s: ${hostile}`,
      ]);
      expect(html).not.toContain('alert(5)');
      // Hostile text only as JSON with `<` escaped (the first test's checks), drawn as text nodes.
      expect(html.match(/<script/gi)).toHaveLength(2);
      expect(html).not.toContain('<img');
      expect(data.head.trials.find((t) => t.trial === 2)!.providerErrors).toEqual([]);
      expect(REPORT_SCRIPT).toContain("if (run.providerErrors) add(root, el('div', 'meta', run.providerErrors));");
      expect(REPORT_SCRIPT).toContain("t.providerErrors.forEach(function (line) { add(pe, el('div', null, line)); });");
    },
  );

  it(
    'reads only the shape caliper writes from an untrusted journal: at ' +
      'most 10 attempts, the message cut to 500 characters',
    () => {
      const r = makeResults([{ skill: 'pdf', activated: 1, trials: 1 }]);
      const many = Array.from({ length: 30 }, (_, i) => ({ attempt: i + 1, status: 503, message: 'm'.repeat(5000) }));
      const odd = [{ attempt: -1, status: 200, message: 42, retriedAfterMs: 'soon' }, null];
      const dir = runFolder(r, [
        trialRecord({ skill: 'pdf', caseId: 'c1', trial: 1, providerErrors: many }),
        trialRecord({ skill: 'pdf', caseId: 'c1', trial: 2, providerErrors: odd as never }),
      ]);
      const [a, b] = buildReport({ path: dir, label: 'head' }).head.trials;
      expect(a!.providerErrors).toHaveLength(10);
      expect(a!.providerErrors[0]).toBe(`attempt 1: 503 unavailable: ${'m'.repeat(500)}`);
      expect(b!.providerErrors).toEqual(['attempt 0: no status named', 'attempt 0: no status named']);
      expect(buildReport({ path: dir, label: 'head' }).head.providerErrors).toBeUndefined();
    },
  );
});
