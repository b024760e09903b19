import { mdCode, mdText } from '../report/escape.js';
import { SIGNIFICANCE } from '../results/compare/verdict.js';
import { HELD_OUT_SHARE } from './split.js';
import { cliRates, type Measurement } from './measurement.js';
import type { Pooled } from './heldOut.js';
import type { Spent } from './evalDeps.js';
import type { TuneOutcome } from './tune.js';

/** How the numbers of a tune were measured: said at the top of its report. */
export interface TuneMeta {
  backends: readonly string[];
  modelSource: 'scripted' | 'real';
  proposer: { provider: string; model: string };
  trials: number | undefined;
  alongside: 'all' | readonly string[] | undefined;
  specFile: string;
}

const pct = (x: number | undefined) => (x === undefined ? '—' : `${Math.round(x * 100)} %`);
const ratio = (p: Pooled) =>
  p.trials === 0 ? '—' : `${p.successes}/${p.trials} (${Math.round((100 * p.successes) / p.trials)} %)`;
const pValue = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));

/** OUT/tune/NAME/report.md: every candidate with its train rates per CLI, the held-out test, and what it all cost. */
export function tuneReport(outcome: TuneOutcome, meta: TuneMeta, spent: Spent, proposerCalls: number): string {
  const lines: string[] = [`# caliper tune: ${mdText(outcome.skill)}`, ''];
  lines.push(
    `**${outcome.accepted ? 'Accepted' : 'Not accepted'}**: ` +
      `${mdText(outcome.reason)}.${outcome.stopped ? ` Stopped early: ${mdText(outcome.stopped)}.` : ''}`,
    '',
  );
  lines.push('## How it was measured', '');
  lines.push(
    `- Spec: ${mdCode(meta.specFile)}; its activation cases split by role ` +
      `with seed ${outcome.split.seed} (${Math.round(HELD_OUT_SHARE * 100)} ` +
      `% of each role held out).`,
  );
  lines.push(`- Train: ${outcome.split.train.map((c) => mdCode(c.id)).join(', ')}.`);
  lines.push(`- Held out (never shown to the proposer): ${outcome.split.heldOut.map((c) => mdCode(c.id)).join(', ')}.`);
  const model =
    meta.modelSource === 'scripted' ? "caliper's scripted model (offline; says nothing about a real model)" : 'real';
  const alongside =
    meta.alongside === undefined
      ? "the spec's skills only"
      : meta.alongside === 'all'
        ? 'every skill of the repository'
        : meta.alongside.map(mdCode).join(', ');
  lines.push(
    `- Backends: ${meta.backends.join(', ')}; model: ${model}; ` +
      `trials per case: ${meta.trials ?? "the spec's, else 3"}; installed alongside: ${alongside}.`,
  );
  lines.push(
    `- Proposer: ${mdText(meta.proposer.provider)} ` +
      `${mdText(meta.proposer.model)}; objective: the worst CLI's activation ` +
      `− false activation on train.`,
    '',
  );
  lines.push('## Candidates on train', '');
  const backends = outcome.current.train.byBackend.map((b) => b.backend);
  lines.push(
    `| Round | Description | ${backends.map((b) => `${b} activation / false`).join(' | ')} | Objective | Note |`,
  );
  lines.push(`|---|---|${backends.map(() => '---|').join('')}---|---|`);
  lines.push(
    row('current', outcome.current.description, outcome.current.train, outcome.current.objective, backends, ''),
  );
  for (const c of outcome.candidates)
    lines.push(
      row(
        String(c.round),
        c.description ?? '',
        c.train,
        c.objective,
        backends,
        c.rejected ? `not measured: ${c.rejected}` : outcome.best === c ? 'best' : '',
      ),
    );
  lines.push('');
  if (outcome.heldOut) {
    const t = outcome.heldOut.test;
    lines.push('## Held-out test', '');
    lines.push(
      `Round ${outcome.best!.round}'s candidate against the current description, on the held-out cases only.`,
      '',
    );
    lines.push(
      '| CLI | Activation before → after | False activation before → after | ' +
        'p (activation fell) | p (false activation rose) |',
      '|---|---|---|---|---|',
    );
    for (const b of t.byBackend)
      lines.push(
        `| ${b.backend} | ${ratio(b.before.activation)} → ` +
          `${ratio(b.after.activation)} | ${ratio(b.before.falseActivation)} → ` +
          `${ratio(b.after.falseActivation)} | ${pValue(b.activationFalls)} | ` +
          `${pValue(b.falseActivationRises)} |`,
      );
    lines.push('');
    lines.push(
      `Activation rose: p = ${pValue(t.activationRises)}; false activation ` +
        `fell: p = ${pValue(t.falseActivationFalls)} (one-sided exact tests ` +
        `stratified by CLI × case; either must be under ${SIGNIFICANCE / 2}, ` +
        `and no CLI's activation may fall nor its false activation rise at p < ` +
        `${SIGNIFICANCE}).`,
      '',
    );
  }
  lines.push('## Spend', '');
  const dollars =
    meta.modelSource === 'scripted'
      ? '$0 (scripted model)'
      : `$${spent.costUsd.toFixed(2)}${spent.unpriced ? ' and runs of unknown price' : ''}`;
  lines.push(`- Agent runs: ${spent.agentRuns}; tokens: ${spent.tokens.toLocaleString('en-US')}; dollars: ${dollars}.`);
  const proposerTokens = outcome.candidates.reduce((s, c) => s + c.usage.inputTokens + c.usage.outputTokens, 0);
  lines.push(
    `- Proposer calls: ${proposerCalls}; tokens: ${proposerTokens.toLocaleString('en-US')} (included above).`,
    '',
  );
  return `${lines.join('\n')}\n`;
}

function row(
  round: string,
  description: string,
  train: Measurement | undefined,
  objective: number | undefined,
  backends: readonly string[],
  note: string,
): string {
  const rates = train ? cliRates(train) : [];
  const cells = backends.map((b) => {
    const r = rates.find((x) => x.backend === b);
    return r ? `${pct(r.activation)} / ${pct(r.falseActivation)}` : '—';
  });
  return (
    `| ${round} | ${mdCode(description)} | ${cells.join(' | ')} | ` +
    `${objective === undefined ? '—' : objective.toFixed(2)} | ` +
    `${mdText(note)} |`
  );
}

/** The `accepted:` line: the held-out rates before → after, per CLI. */
export function acceptedLine(outcome: TuneOutcome): string {
  const t = outcome.heldOut!.test;
  const per = t.byBackend.map(
    (b) =>
      `${b.backend} activation ${ratio(b.before.activation)} → ` +
      `${ratio(b.after.activation)}, false activation ` +
      `${ratio(b.before.falseActivation)} → ${ratio(b.after.falseActivation)}`,
  );
  return `accepted: ${outcome.skill}: held-out ${per.join('; ')}`;
}
