import { jest } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEQUENTIAL } from '../../src/results/sequential.js';
import { buildReport } from '../../src/report/html/buildReport.js';
import { evalRepo, evalSpec, type EvalRun } from '../helpers/evalRepo.js';
import { claudeLines, fakeCli } from '../helpers/fakeCli.js';
import { skillMd, tempRepo } from '../helpers/tempRepo.js';
import { processState, waitFor, withMarker } from '../helpers/processes.js';
import { tempDir } from '../helpers/tempDirs.js';

jest.setTimeout(120_000);

/** Two cases the sequential test decides: `passes` at trial 8 (reliable), `fails` at trial 3 (unreliable). */
const repo = () =>
  tempRepo({
    'alpha/SKILL.md': skillMd({
      name: 'alpha',
      description: 'Handles alpha reports. Use when the user asks for an alpha report.',
    }),
    'alpha/.eval.yaml': evalSpec([
      { id: 'fails', prompt: 'Make the alpha report twice', checks: ['file_exists: never.txt'] },
      { id: 'passes', prompt: 'Make the alpha report', checks: ['activation: alpha'] },
    ]),
  });

const counts = (run: EvalRun) =>
  Object.fromEntries(
    run.results.results[0]!.cases.map((c) => [
      c.id,
      { trials: c.trials, decision: c.decision, cancelled: c.cancelled },
    ]),
  );
const launches = (dir: string) => (existsSync(dir) ? readdirSync(dir).length : 0);

describe('--trials auto wastes no trials at any concurrency', () => {
  it(
    'counts the same trials at 1 and 8 workers, as many as simulate-trials ' +
      'says, with trials finishing out of order',
    async () => {
      // Every launch is logged; trials take 0-0.2 s by their pid, so at 8 workers they finish out of order.
      const log = tempDir('caliper-launches-');
      const cli = fakeCli(`mkdir ${log}/$$\nsleep 0.$(( $$ % 3 ))\n${claudeLines(['alpha'], 'alpha')}`);
      const runs: Record<number, EvalRun> = {};
      for (const concurrency of [1, 8]) {
        runs[concurrency] = await evalRepo(repo(), {
          cliPaths: { 'claude-code': cli.path },
          concurrency,
          sequential: DEFAULT_SEQUENTIAL,
          isolation: 'none',
        });
      }
      const decided = (run: EvalRun) =>
        Object.fromEntries(run.results.results[0]!.cases.map((c) => [c.id, [c.trials, c.decision]]));
      expect(decided(runs[1]!)).toEqual({ fails: [3, 'unreliable'], passes: [8, 'reliable'] });
      expect(decided(runs[8]!)).toEqual(decided(runs[1]!));
      const at8 = counts(runs[8]!);
      expect([counts(runs[1]!).fails!.cancelled, counts(runs[1]!).passes!.cancelled]).toEqual([0, 0]);
      // What ran beyond the deciding trial is reported, never counted: started = counted + cancelled.
      // (A trial cancelled before its first line ran logged nothing.)
      expect(launches(log)).toBeGreaterThanOrEqual(11 + 11);
      expect(launches(log)).toBeLessThanOrEqual(11 + 11 + at8.fails!.cancelled! + at8.passes!.cancelled!);
      expect(runs[8]!.results.results[0]!.aggregate.execution.trials).toBe(11);

      const { runCli } = await import('../../src/cli/main.js');
      let stdout = '';
      await runCli(['simulate-trials'], {
        stdout: (t) => (stdout += t),
        stderr: () => {},
        cwd: process.cwd(),
        env: {},
        stdoutIsTTY: false,
      });
      const runsAt = (p: string) =>
        Number(
          stdout
            .split('\n')
            .find((l) => l.trim().startsWith(`${p} |`))!
            .split('|')[1]!
            .trim()
            .split(/\s+/)[0],
        );
      expect([runsAt('1.0'), runsAt('0.0')]).toEqual([at8.passes!.trials, at8.fails!.trials]);
    },
  );

  it(
    'kills a trial still running when its case is decided, with what it ' +
      'started, records it as cancelled and charges no budget for it',
    async () => {
      const { run, gateDir, gated, released, children } = await gatedRun({ maxTrials: 11 });
      // Trials 1-3 decide `fails`; 4 finished before 3 and is discarded; 5-8 were running and are cancelled.
      expect(gated).toHaveLength(8);
      const cancelledPids = gated.filter((pid) => !released.includes(pid));
      expect(cancelledPids).toHaveLength(4);
      await waitFor(
        () => [...cancelledPids, ...children].every((pid) => ['gone', 'Z'].includes(processState(pid))),
        5_000,
      );
      const cancelled = readJournal(run.outDir).filter((l) => l.type === 'cancelled');
      expect(
        cancelled
          .filter((c) => c.caseId === 'fails')
          .map((c) => c.trial)
          .sort((a, b) => a - b),
      ).toEqual([5, 6, 7, 8]);
      expect(cancelled.filter((c) => c.caseId === 'fails').every((c) => c.decidedAt === 3)).toBe(true);
      expect(
        run.records
          .filter((r) => r.caseId === 'fails')
          .map((r) => r.trial)
          .sort(),
      ).toEqual([1, 2, 3, 4]);
      expect(counts(run).fails).toEqual({ trials: 3, decision: 'unreliable', cancelled: 5 });
      expect(run.progress).toContain(
        'alpha × claude-code × fails: decided at trial 3; 1 trial(s) past it ' +
          'that finished first are discarded, not counted',
      );
      // The report shows what counts: the discarded trial is left out, and says so.
      const view = buildReport({ path: run.outDir, label: 'run' }).head;
      expect(view.trials.filter((t) => t.caseId === 'fails').map((t) => t.trial)).toEqual([1, 2, 3]);
      expect(view.notes.join(' ')).toMatch(/1 trial\(s\) that finished after their case was decided without them/);
      // Its sandbox is gone with it.
      for (const pid of cancelledPids)
        expect(existsSync(readFileSync(path.join(gateDir, 'cwd', String(pid)), 'utf8').trim())).toBe(false);
      // results.json: the rates hold the 3 + 8 counted trials, not the cancelled ones.
      const results = JSON.parse(readFileSync(path.join(run.outDir, 'results.json'), 'utf8'));
      expect(results.results[0].aggregate.execution.trials).toBe(11);
      // --max-trials 11 is exactly the 11 counted trials: the 5 trials past the decision were not
      // charged, or `passes` would have been stopped by the budget after 3 trials.
      expect(counts(run).passes).toMatchObject({ trials: 8, decision: 'reliable' });
    },
  );

  it(
    'under bubblewrap (the default) counts the same, and nothing a trial ' + 'past the decision started survives',
    async () => {
      // One case, 8 workers: trials 1-3 are needed, 4-8 start as guesses. Each trial leaves a marked
      // process behind and takes 1-4 s at random; whatever ran past trial 3 is cancelled or discarded.
      // (That the kill reaches into the sandbox is the timeout's path, tested in harnessFaults.)
      const marker = `caliper-cancel-${process.pid}-${Date.now()}`;
      const cli = fakeCli(
        `sh -c 'sleep 600' ${marker} >/dev/null 2>&1 &\nsleep $(( 1 + $(od -An ` +
          `-N1 -tu1 /dev/urandom) % 4 ))\n${claudeLines(['alpha'], 'alpha')}`,
      );
      const root = tempRepo({
        'alpha/SKILL.md': skillMd({
          name: 'alpha',
          description: 'Handles alpha reports. Use when the user asks for an alpha report.',
        }),
        'alpha/.eval.yaml': evalSpec([
          { id: 'fails', prompt: 'Make the alpha report twice', checks: ['file_exists: never.txt'] },
        ]),
      });
      const run = await evalRepo(root, {
        cliPaths: { 'claude-code': cli.path },
        concurrency: 8,
        sequential: DEFAULT_SEQUENTIAL,
      });
      expect(counts(run).fails!.trials).toBe(3);
      expect(counts(run).fails!.cancelled).toBeGreaterThanOrEqual(5);
      await waitFor(() => withMarker(marker).every((pid) => processState(pid) === 'Z'), 5_000);
    },
  );

  it('--resume does not run a cancelled trial again, and does run one an interrupt killed', async () => {
    const { run, gateDir } = await gatedRun({});
    const before = launches(path.join(gateDir, 'pids'));
    const again = {
      cliPaths: { 'claude-code': run.cli },
      concurrency: 8,
      sequential: DEFAULT_SEQUENTIAL,
      isolation: 'none' as const,
      outDir: run.outDir,
      journal: 'resume' as const,
    };
    const resumed = await evalRepo(run.root, again);
    expect(launches(path.join(gateDir, 'pids'))).toBe(before);
    expect(counts(resumed)).toEqual(counts(run));

    // An interrupt kills what runs and writes no line for it: as if trial 3 and those after it were
    // running when Ctrl-C came. --resume runs them again, and the case is decided as before.
    const journal = path.join(run.outDir, 'trials.jsonl');
    const kept = readFileSync(journal, 'utf8')
      .split('\n')
      .filter((l) => l !== '' && !/"type":"cancelled"/.test(l) && !/"key":"alpha\|claude-code\|fails\|3"/.test(l));
    writeFileSync(journal, `${kept.join('\n')}\n`);
    const log = tempDir('caliper-launches-');
    const fast = fakeCli(`mkdir ${log}/$$\n${claudeLines(['alpha'], 'alpha')}`);
    const afterInterrupt = await evalRepo(run.root, { ...again, cliPaths: { 'claude-code': fast.path } });
    expect(launches(log)).toBeGreaterThanOrEqual(1);
    expect(afterInterrupt.records.find((r) => r.caseId === 'fails' && r.trial === 3)).toBeDefined();
    expect({ ...counts(afterInterrupt).fails, cancelled: 0 }).toEqual({
      trials: 3,
      decision: 'unreliable',
      cancelled: 0,
    });
    expect({ ...counts(afterInterrupt).passes, cancelled: 0 }).toEqual({ ...counts(run).passes, cancelled: 0 });
  });
});

/**
 * Every trial blocks until the test lets it go: each `fails` trial by itself, `passes` trials all at
 * once. At 8 workers, what every outcome needs starts first (trials 1-3 of each case), then guesses
 * (`fails` 4 and 5). The trials of a case start in trial order, so their pids do too (modulo
 * wrap-around). The test releases `fails` 1, 2 and 4, waits for the guesses that then start (`fails`
 * 6-8), and releases trial 3, which decides `fails`: 4 is discarded, 5-8 are cancelled while they run.
 * Then `passes` 4-8 start (in the workers and the budget the others freed), and all of `passes` is let go.
 */
async function gatedRun(budget: { maxTrials?: number }) {
  const gateDir = tempDir('caliper-gates-');
  for (const sub of ['pids', 'go', 'cwd', 'children', 'passes']) mkdirSync(path.join(gateDir, sub));
  const body = [
    // The prompt comes on stdin (never in argv, where a trial's processes could read it).
    'prompt=$(cat)',
    'case "$prompt" in',
    '  *twice*)',
    `    pwd > ${gateDir}/cwd/$$`,
    `    sleep 600 >/dev/null 2>&1 & echo $! > ${gateDir}/children/$$`,
    `    mkdir ${gateDir}/pids/$$`,
    `    while [ ! -e ${gateDir}/go/$$ ]; do sleep 0.05; done ;;`,
    '  *)',
    `    mkdir ${gateDir}/passes/$$`,
    `    while [ ! -e ${gateDir}/go/passes ]; do sleep 0.05; done ;;`,
    'esac',
    claudeLines(['alpha'], 'alpha'),
  ].join('\n');
  const cli = fakeCli(body);
  const root = repo();
  const pids = () => inSpawnOrder(readdirSync(path.join(gateDir, 'pids')).map(Number));
  const release = (pid: number) => writeFileSync(path.join(gateDir, 'go', String(pid)), '');
  const running = evalRepo(root, {
    cliPaths: { 'claude-code': cli.path },
    concurrency: 8,
    sequential: DEFAULT_SEQUENTIAL,
    isolation: 'none',
    timeoutSeconds: 20,
    budget,
  });
  const passes = () => readdirSync(path.join(gateDir, 'passes')).length;
  await waitFor(() => pids().length === 5 && passes() === 3, 30_000);
  const [first, second, third] = pids();
  const fourth = pids()[3]!;
  release(first!);
  release(second!);
  release(fourth);
  await waitFor(() => pids().length === 8, 30_000);
  release(third!);
  // Without the budget the cancelled trials freed, `passes` gets fewer: the assertions then say so.
  await waitFor(() => passes() === 8, 10_000).catch(() => {});
  writeFileSync(path.join(gateDir, 'go', 'passes'), '');
  const run = await running;
  const gated = pids();
  const children = gated
    .filter((pid) => ![first, second, third, fourth].includes(pid))
    .map((pid) => Number(readFileSync(path.join(gateDir, 'children', String(pid)), 'utf8')));
  return {
    run: { ...run, root, cli: cli.path },
    gateDir,
    gated,
    released: [first!, second!, third!, fourth],
    children,
  };
}

/** Pids in the order they were handed out: ascending, starting after the widest gap (where pid_max wrapped). */
function inSpawnOrder(pids: number[]): number[] {
  const sorted = [...pids].sort((a, b) => a - b);
  if (sorted.length < 2) return sorted;
  const pidMax = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
  let start = 0;
  let widest = sorted[0]! + pidMax - sorted[sorted.length - 1]!;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]! - sorted[i - 1]! > widest) {
      widest = sorted[i]! - sorted[i - 1]!;
      start = i;
    }
  }
  return [...sorted.slice(start), ...sorted.slice(0, start)];
}

function readJournal(outDir: string): { type: string; trial: number; caseId: string; decidedAt?: number }[] {
  return readFileSync(path.join(outDir, 'trials.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
