import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CHECK_TIMEOUT_SECONDS } from '../../../src/eval/checks/command.js';
import { checkLabel, MAX_LABEL, runCheck, type CheckContext } from '../../../src/eval/checks/index.js';
import { MAX_EXCERPT_CHARS } from '../../../src/eval/checks/judge.js';
import type { ProcessResult } from '../../../src/eval/runner/process.js';
import type { Judge } from '../../../src/eval/judge/types.js';
import type { Check, JudgedText } from '../../../src/eval/spec/types.js';
import { trialWorkspace } from '../../helpers/trialWorkspace.js';

// Each kind of check, its status and its exact reason, against a context made by hand (traceChecks.test.ts
// holds the transcript kinds, judgeInjection.test.ts the judge). Written from the survivors of mutation
// testing (docs/internals/mutation.md): a reason that says the wrong thing misleads whoever reads a fail.

function context(over: Partial<CheckContext> = {}, files: Record<string, string> = {}): CheckContext {
  const { trialRoot, workDir } = trialWorkspace('caliper-kinds-', files);
  return {
    trialRoot,
    workDir,
    transcript: { toolCalls: [], finalAnswer: 'The total is 42.' } as unknown as CheckContext['transcript'],
    activated: new Set(['csv']),
    installed: ['csv', 'pdf', 'xlsx'],
    backend: 'claude-code',
    skillsRoot: path.join(trialRoot, 'skills'),
    subject: 'csv',
    judge: undefined,
    runCommand: () => Promise.reject(new Error('no command in this test')),
    ...over,
  };
}

const run = (check: Check, ctx: CheckContext = context()) => runCheck(check, ctx);

describe('activation and not_activated_any', () => {
  it('passes when the activation is what the case expects, with a label saying which way', async () => {
    expect(await run({ kind: 'activation', skill: 'csv', expect: true })).toEqual({
      label: 'activation: csv',
      status: 'pass',
    });
    expect(await run({ kind: 'activation', skill: 'pdf', expect: false })).toEqual({
      label: 'activation: not pdf',
      status: 'pass',
    });
  });

  it('says why it failed: activated against the case, or not activated (and what was chosen instead)', async () => {
    expect(await run({ kind: 'activation', skill: 'csv', expect: false })).toEqual({
      label: 'activation: not csv',
      status: 'fail',
      reason: 'csv was activated although the case says it should not be',
    });
    expect(await run({ kind: 'activation', skill: 'pdf', expect: true })).toEqual({
      label: 'activation: pdf',
      status: 'fail',
      reason: 'the agent did not activate pdf',
    });
    const outside = await run(
      { kind: 'activation', skill: 'pdf', expect: true },
      context({ chosenOutside: ['their-pdf'] }),
    );
    expect(outside.reason).toMatch(/^the agent did not activate pdf; it .*their-pdf/);
    const none = await run({ kind: 'activation', skill: 'pdf', expect: true }, context({ chosenOutside: [] }));
    expect(none.reason).toBe('the agent did not activate pdf');
  });

  it('not_activated_any fails naming every installed skill that fired, and ignores skills not installed', async () => {
    expect(await run({ kind: 'not_activated_any' }, context({ activated: new Set(['elsewhere']) }))).toEqual({
      label: 'not_activated_any',
      status: 'pass',
    });
    expect(
      await run({ kind: 'not_activated_any' }, context({ activated: new Set(['xlsx', 'csv', 'elsewhere']) })),
    ).toEqual({
      label: 'not_activated_any',
      status: 'fail',
      reason: 'activated: csv, xlsx',
    });
  });
});

describe('command', () => {
  const result = (over: Partial<ProcessResult>): ProcessResult =>
    ({ exitCode: 0, signal: null, stdout: '', stderr: '', timedOut: false, ...over }) as ProcessResult;
  const withResult = (r: ProcessResult, seen: { command?: string; timeoutMs?: number } = {}) =>
    context({
      runCommand: (command, timeoutMs) => {
        Object.assign(seen, { command, timeoutMs });
        return Promise.resolve(r);
      },
    });
  const command = (runLine: string, timeoutSeconds?: number): Check => ({
    kind: 'command',
    run: runLine,
    timeoutSeconds,
  });

  it('runs the line with its timeout, the default when the spec has none; exit 0 passes', async () => {
    const seen: { command?: string; timeoutMs?: number } = {};
    expect(await run(command('test -s out.csv'), withResult(result({}), seen))).toEqual({
      label: 'command: test -s out.csv',
      status: 'pass',
    });
    expect(seen).toEqual({ command: 'test -s out.csv', timeoutMs: DEFAULT_CHECK_TIMEOUT_SECONDS * 1000 });
    expect(DEFAULT_CHECK_TIMEOUT_SECONDS).toBe(60);
    await run(command('true', 5), withResult(result({}), seen));
    expect(seen.timeoutMs).toBe(5000);
  });

  it('a check that could not run, ran over its bounds or timed out is a harness error, not a fail', async () => {
    expect(await run(command('x'), withResult(result({ exitCode: null, spawnError: 'ENOENT' })))).toEqual({
      label: 'command: x',
      status: 'error',
      reason: 'could not run the check: ENOENT',
    });
    expect(
      await run(command('x'), withResult(result({ exitCode: null, limitExceeded: 'the check wrote more than 1 MiB' }))),
    ).toEqual({
      label: 'command: x',
      status: 'error',
      reason: 'the check wrote more than 1 MiB',
    });
    expect(await run(command('x', 7), withResult(result({ exitCode: null, timedOut: true })))).toEqual({
      label: 'command: x',
      status: 'error',
      reason: 'the check command timed out after 7s',
    });
  });

  it('a fail gives the exit code (or signal) and the last three lines of stderr, else of stdout', async () => {
    const fail = async (r: Partial<ProcessResult>) => (await run(command('x'), withResult(result(r)))).reason;
    expect(await fail({ exitCode: 2, stderr: 'a\nb\nc\nd\n', stdout: 'out' })).toBe('exit 2: b | c | d');
    expect(await fail({ exitCode: 1, stdout: '  only out  \n' })).toBe('exit 1: only out');
    expect(await fail({ exitCode: 1, stderr: '   \n', stdout: 'shown' })).toBe('exit 1: shown');
    expect(await fail({ exitCode: 3 })).toBe('exit 3');
    expect(await fail({ exitCode: null, signal: 'SIGKILL' })).toBe('exit SIGKILL');
    expect(await fail({ exitCode: 1, stderr: 'e'.repeat(400) })).toBe(`exit 1: ${'e'.repeat(300)}`);
  });
});

describe('not', () => {
  it('a fail becomes a pass; a pass becomes a fail that names the inner check', async () => {
    expect(await run({ kind: 'not', check: { kind: 'activation', skill: 'pdf', expect: true } })).toEqual({
      label: 'not: activation: pdf',
      status: 'pass',
    });
    expect(await run({ kind: 'not', check: { kind: 'activation', skill: 'csv', expect: true } })).toEqual({
      label: 'not: activation: csv',
      status: 'fail',
      reason: 'activation: csv passed, and the case says it must not',
    });
  });

  it("an error keeps the inner check's reason", async () => {
    const r = await run({ kind: 'not', check: { kind: 'file_exists', path: '../x' } });
    expect(r).toEqual({
      label: 'not: file_exists: ../x',
      status: 'error',
      reason: '../x is outside the working folder',
    });
  });

  it('around a judge check it is an error that says what to write instead, whatever the votes', async () => {
    const judge: Judge = {
      identity: { provider: 'scripted', model: 'm' },
      complete: () => Promise.reject(new Error('not called')),
    };
    const r = await run(
      { kind: 'not', check: { kind: 'judge', rubric: 'r', on: { kind: 'output' }, votes: 1, maxChars: 10 } },
      context({ judge }),
    );
    expect(r).toEqual({
      label: 'not: judge',
      status: 'error',
      reason: 'not: around a judge check is refused: write the rubric in the negative',
    });
  });
});

describe('file_exists, file_contains, output_matches', () => {
  const ctx = () => context({}, { 'out.csv': 'total,42\n' });

  it('file_exists passes for a file the agent wrote and fails, saying so, for one it did not', async () => {
    expect(await run({ kind: 'file_exists', path: 'out.csv' }, ctx())).toEqual({
      label: 'file_exists: out.csv',
      status: 'pass',
    });
    expect(await run({ kind: 'file_exists', path: 'none.csv' }, ctx())).toEqual({
      label: 'file_exists: none.csv',
      status: 'fail',
      reason: 'none.csv was not created',
    });
  });

  it('file_contains matches the pattern against the file, and says which way it failed', async () => {
    const label = 'file_contains: out.csv ~ /total,\\d+/';
    expect(await run({ kind: 'file_contains', path: 'out.csv', pattern: 'total,\\d+' }, ctx())).toEqual({
      label,
      status: 'pass',
    });
    expect(await run({ kind: 'file_contains', path: 'out.csv', pattern: 'sum' }, ctx())).toEqual({
      label: 'file_contains: out.csv ~ /sum/',
      status: 'fail',
      reason: 'out.csv does not match /sum/',
    });
    expect(await run({ kind: 'file_contains', path: 'none.csv', pattern: 'x' }, ctx())).toEqual({
      label: 'file_contains: none.csv ~ /x/',
      status: 'fail',
      reason: 'none.csv was not created',
    });
    expect(await run({ kind: 'file_contains', path: '../x', pattern: 'x' }, ctx())).toMatchObject({
      status: 'error',
      reason: '../x is outside the working folder',
    });
    const bad = await run({ kind: 'file_contains', path: 'out.csv', pattern: '(' }, ctx());
    expect(bad.status).toBe('error');
    expect(bad.reason).toMatch(/^the pattern does not compile: ./);
  });

  it('output_matches reads the final answer, quoted (and cut) in a fail', async () => {
    expect(await run({ kind: 'output_matches', pattern: 'total is \\d+' })).toEqual({
      label: 'output_matches: /total is \\d+/',
      status: 'pass',
    });
    expect(await run({ kind: 'output_matches', pattern: 'sum' })).toEqual({
      label: 'output_matches: /sum/',
      status: 'fail',
      reason: 'the final answer does not match: "The total is 42."',
    });
    const long = context({
      transcript: { toolCalls: [], finalAnswer: 'y'.repeat(500) } as unknown as CheckContext['transcript'],
    });
    expect((await run({ kind: 'output_matches', pattern: 'x' }, long)).reason).toBe(
      `the final answer does not match: "${'y'.repeat(200)}"`,
    );
    const none = context({ transcript: { toolCalls: [] } as unknown as CheckContext['transcript'] });
    expect(await run({ kind: 'output_matches', pattern: '^$' }, none)).toMatchObject({ status: 'pass' });
    expect((await run({ kind: 'output_matches', pattern: '(' })).reason).toMatch(/^the pattern does not compile: ./);
  });
});

describe('labels', () => {
  it('a label up to the bound is kept; a longer one is cut to exactly the bound, ending in a hash of the whole', () => {
    const at = 'x'.repeat(MAX_LABEL);
    expect(checkLabel(at)).toBe(at);
    const over = checkLabel(`${at}y`);
    expect(over).toHaveLength(MAX_LABEL);
    expect(over).toMatch(/^x+… \(sha256 [0-9a-f]{12}\)$/);
    expect(checkLabel(`${at}z`)).not.toBe(over);
  });

  it('a cut never leaves half a surrogate pair', () => {
    const tagLength = '… (sha256 0123456789ab)'.length;
    const label = `${'x'.repeat(MAX_LABEL - tagLength - 1)}😀${'x'.repeat(50)}`;
    const cut = checkLabel(label);
    expect(cut).toMatch(/^x+… \(sha256 [0-9a-f]{12}\)$/);
    expect(cut).toHaveLength(MAX_LABEL - 1);
  });

  it("runCheck cuts a check's long label, and leaves a short one as the check made it", async () => {
    const long = await run({ kind: 'output_matches', pattern: 'T'.repeat(400) });
    expect(long.label).toHaveLength(MAX_LABEL);
    expect(long.label.startsWith('output_matches: /TTT')).toBe(true);
    expect(long.status).toBe('fail');
  });
});

describe('a file the agent made into a link is refused, saying so', () => {
  it('file_exists and file_contains are errors naming the spec path, without the trial folder', async () => {
    const ctx = context({}, { 'real.csv': 'x' });
    symlinkSync(path.join(ctx.workDir, 'real.csv'), path.join(ctx.workDir, 'link.csv'));
    const wording =
      /^link\.csv was not read: .+; caliper checks only regular files the agent wrote in its working folder$/;
    for (const check of [
      { kind: 'file_exists', path: 'link.csv' },
      { kind: 'file_contains', path: 'link.csv', pattern: 'x' },
    ] as Check[]) {
      const r = await run(check, ctx);
      expect(r.status).toBe('error');
      expect(r.reason).toMatch(wording);
      expect(r.reason).not.toMatch(/: work\//);
    }
  });
});

describe('a folder on the way made into a link', () => {
  it("is named from the working folder, without caliper's own prefix", async () => {
    const ctx = context();
    mkdirSync(path.join(ctx.trialRoot, 'elsewhere'));
    writeFileSync(path.join(ctx.trialRoot, 'elsewhere', 'f.csv'), 'x');
    symlinkSync(path.join(ctx.trialRoot, 'elsewhere'), path.join(ctx.workDir, 'dir'));
    expect((await run({ kind: 'file_exists', path: 'dir/f.csv' }, ctx)).reason).toBe(
      'dir/f.csv was not read: dir is a symbolic link, which caliper does not follow; ' +
        'caliper checks only regular files the agent wrote in its working folder',
    );
  });
});

describe('tool_used, tool_order and read: the exact reasons', () => {
  const calls = (...names: string[]) =>
    names.map((name, i) => ({ id: String(i), name, input: {}, result: { ok: true, text: '' } }));
  const withCalls = (...names: string[]) =>
    context({ transcript: { toolCalls: calls(...names), finalAnswer: '' } as unknown as CheckContext['transcript'] });

  it('tool_used names the count it wanted only when over one, and says what was called', async () => {
    expect(await run({ kind: 'tool_used', tool: 'Bash', count: 1 }, withCalls())).toEqual({
      label: 'tool_used: Bash',
      status: 'fail',
      reason: 'Bash was called 0 times; the agent called no tool',
    });
    expect(await run({ kind: 'tool_used', tool: 'Bash', count: 2 }, withCalls('Bash', 'Read'))).toEqual({
      label: 'tool_used: Bash ×2',
      status: 'fail',
      reason: 'Bash was called 1 time, fewer than 2; the agent called Bash, Read',
    });
  });

  it('a long transcript is named in part: 12 calls, each name cut to 40 characters, and the total', async () => {
    const names = Array.from({ length: 13 }, (_, i) => `${'t'.repeat(45)}${i}`);
    const r = await run({ kind: 'tool_used', tool: 'Bash', count: 1 }, withCalls(...names));
    expect(r.reason).toBe(
      `Bash was called 0 times; the agent called ${Array(12).fill('t'.repeat(40)).join(', ')}, … (13 in all)`,
    );
    const twelve = await run({ kind: 'tool_used', tool: 'Bash', count: 1 }, withCalls(...Array(12).fill('Read')));
    expect(twelve.reason).toBe(`Bash was called 0 times; the agent called ${Array(12).fill('Read').join(', ')}`);
  });

  it('tool_order says which tool never came, or which one did not come after the ones before it', async () => {
    expect(await run({ kind: 'tool_order', tools: ['Skill', 'Bash'] }, withCalls('Read'))).toEqual({
      label: 'tool_order: Skill → Bash',
      status: 'fail',
      reason: 'Skill was never called; the agent called Read',
    });
    expect(
      await run({ kind: 'tool_order', tools: ['Skill', 'Read', 'Bash'] }, withCalls('Bash', 'Skill', 'Read')),
    ).toEqual({
      label: 'tool_order: Skill → Read → Bash',
      status: 'fail',
      reason: 'no Bash call came after Skill → Read; the agent called Bash, Skill, Read',
    });
    expect(
      (await run({ kind: 'tool_order', tools: ['Skill', 'Skill'] }, withCalls('Skill', 'Skill', 'Skill'))).status,
    ).toBe('pass');
  });

  it('read passes when any successful read is the file, and a call without a result reads nothing', async () => {
    const ctx = context();
    const file = path.join(ctx.skillsRoot, 'csv', 'SKILL.md');
    const transcript = {
      finalAnswer: '',
      toolCalls: [
        { id: '1', name: 'Read', input: { file_path: file } },
        { id: '2', name: 'Read', input: { file_path: '/elsewhere' }, result: { ok: true, text: '' } },
      ],
    } as unknown as CheckContext['transcript'];
    expect(await run({ kind: 'read', path: 'SKILL.md' }, { ...ctx, transcript })).toEqual({
      label: 'read: SKILL.md',
      status: 'fail',
      reason: 'no tool call read csv/SKILL.md',
    });
    const both = {
      ...transcript,
      toolCalls: [
        ...transcript.toolCalls,
        { id: '3', name: 'Read', input: { file_path: file }, result: { ok: true, text: '' } },
      ],
    };
    expect(
      await run({ kind: 'read', path: 'SKILL.md' }, { ...ctx, transcript: both as CheckContext['transcript'] }),
    ).toEqual({
      label: 'read: SKILL.md',
      status: 'pass',
    });
  });
});

describe('judge: what it judged, what it says, what it cost', () => {
  /** A judge that answers each call with `reply(i, nonce)`, and keeps the requests. */
  const judgeOf = (
    reply: (i: number, nonce: string) => string | undefined,
    provider: Judge['identity']['provider'] = 'anthropic',
  ) => {
    const requests: { system: string; user: string }[] = [];
    const judge: Judge = {
      identity: { provider, model: 'claude-haiku-4-5' },
      complete: (request) => {
        requests.push(request);
        const nonce = /"nonce": "([0-9a-f]+)"/.exec(request.system)![1]!;
        const text = reply(requests.length - 1, nonce);
        return Promise.resolve(
          text === undefined
            ? { ok: false, reason: 'the judge API answered 529' }
            : { ok: true, text, usage: { inputTokens: 10, outputTokens: 2 } },
        );
      },
    };
    return { judge, requests };
  };
  const verdict = (v: string, reason: string) => (_: number, nonce: string) =>
    JSON.stringify({ nonce, verdict: v, reason });
  const judgeCheck = (on: JudgedText = { kind: 'output' }, votes = 1, rubric = 'Gives the total'): Check => ({
    kind: 'judge',
    rubric,
    on,
    votes,
    maxChars: 2000,
  });

  it("judges a file's text, saying so; a file not written fails, one outside the folder is an error", async () => {
    const { judge, requests } = judgeOf(verdict('pass', 'ok'));
    const ctx = context({ judge }, { 'report.md': 'The total is 42.' });
    const r = await run(judgeCheck({ kind: 'file', path: 'report.md' }), ctx);
    expect(r).toMatchObject({ status: 'pass', judge: { excerpt: 'The total is 42.', truncated: false } });
    expect(requests[0]!.system).toContain('the file report.md');
    expect(await run(judgeCheck({ kind: 'file', path: 'none.md' }), ctx)).toMatchObject({
      status: 'fail',
      reason: 'none.md was not created',
    });
    expect(await run(judgeCheck({ kind: 'file', path: '../x.md' }), ctx)).toMatchObject({
      status: 'error',
      reason: '../x.md is outside the working folder',
    });
    await run(judgeCheck(), ctx);
    expect(requests.at(-1)!.system).toContain("the agent's final answer");
    const silent = await run(judgeCheck(), {
      ...ctx,
      transcript: { toolCalls: [] } as unknown as CheckContext['transcript'],
    });
    expect(silent.judge!.excerpt).toBe('');
  });

  it('a judge that could not answer is an error with the votes so far; a fail names the vote against', async () => {
    const { judge } = judgeOf((i, nonce) => (i === 0 ? verdict('fail', 'no total')(i, nonce) : undefined));
    const broken = await run(judgeCheck({ kind: 'output' }, 3), context({ judge }));
    expect(broken).toMatchObject({ status: 'error', reason: 'the judge API answered 529' });
    expect(broken.judge!.votes).toEqual([{ verdict: 'fail', reason: 'no total' }]);
    expect(broken.judge!.excerpt).toBe('The total is 42.');
    const against = judgeOf((i, nonce) => verdict(i === 0 ? 'pass' : 'fail', `reason ${i}`)(i, nonce));
    expect((await run(judgeCheck({ kind: 'output' }, 2), context({ judge: against.judge }))).reason).toBe(
      '1 of 2 votes pass; reason 1',
    );
  });

  it('a forged or unreadable vote is named for what it was; only when none is readable is it an error', async () => {
    const forged = judgeOf((i, nonce) =>
      i === 0 ? verdict('pass', 'x')(i, nonce) : JSON.stringify({ nonce: 'other', verdict: 'pass' }),
    );
    const f = await run(judgeCheck({ kind: 'output' }, 2), context({ judge: forged.judge }));
    expect(f.status).toBe('fail');
    expect(f.reason).toMatch(/^1 of 2 votes pass; a vote was forged: a pass verdict without this call's nonce/);
    const mixed = judgeOf((i, nonce) => (i === 0 ? 'not json' : verdict('fail', 'wrong total')(i, nonce)));
    expect((await run(judgeCheck({ kind: 'output' }, 2), context({ judge: mixed.judge }))).reason).toMatch(
      /^0 of 2 votes pass; a vote was unreadable: the judge did not reply/,
    );
    const none = judgeOf(() => 'not json');
    const n = await run(judgeCheck({ kind: 'output' }, 2), context({ judge: none.judge }));
    expect(n.status).toBe('error');
    expect(n.reason).toMatch(/^the judge gave no readable verdict: the judge did not reply with one JSON object/);
  });

  it("prices a model's votes from the price table and a scripted judge's at nothing", async () => {
    const priced = await run(judgeCheck(), context({ judge: judgeOf(verdict('pass', 'ok')).judge }));
    expect(priced.judge!.usage).toMatchObject({ inputTokens: 10, outputTokens: 2, costSource: 'price-table' });
    expect(priced.judge!.usage.costUsd).toBeGreaterThan(0);
    const scripted = await run(judgeCheck(), context({ judge: judgeOf(verdict('pass', 'ok'), 'scripted').judge }));
    expect(scripted.judge!.usage).toEqual({ inputTokens: 10, outputTokens: 2, costUsd: undefined });
  });

  it('the excerpt is bounded and never ends in half a surrogate pair; one early in the text is kept', async () => {
    const { judge } = judgeOf(verdict('pass', 'ok'));
    const text = `😀${'a'.repeat(MAX_EXCERPT_CHARS - 3)}😀tail`;
    const ctx = context({
      judge,
      transcript: { toolCalls: [], finalAnswer: text } as unknown as CheckContext['transcript'],
    });
    const r = await runCheck({ kind: 'judge', rubric: 'r', on: { kind: 'output' }, votes: 1, maxChars: 10_000 }, ctx);
    expect(r.judge!.excerpt).toBe(text.slice(0, MAX_EXCERPT_CHARS - 1));
  });

  it('the label holds the rubric on one line, whole up to 80 characters, else cut with a hash', async () => {
    const { judge } = judgeOf(verdict('pass', 'ok'));
    const label = async (rubric: string) =>
      (await run(judgeCheck({ kind: 'output' }, 1, rubric), context({ judge }))).label;
    expect(await label('  Gives\n\n the   total  ')).toBe('judge: output ~ Gives the total');
    const eighty = 'r'.repeat(80);
    expect(await label(eighty)).toBe(`judge: output ~ ${eighty}`);
    expect(await label(`😀${'r'.repeat(80)}`)).toMatch(/^judge: output ~ 😀r{70}… #[0-9a-f]{6}$/);
    expect(await label(`${'r'.repeat(71)}😀${'r'.repeat(20)}`)).toMatch(/^judge: output ~ r{71}… #[0-9a-f]{6}$/);
  });
});

describe('labels cut with a character outside the BMP early on', () => {
  it('keeps the early pair whole', () => {
    const cut = checkLabel(`😀${'x'.repeat(MAX_LABEL)}`);
    expect(cut.startsWith('😀x')).toBe(true);
    expect(cut).toHaveLength(MAX_LABEL);
  });
});
