#!/usr/bin/env node
// CPU seconds by program while a command runs: where a suite's time goes (docs/internals/suite-time.md).
// Linux only (reads /proc). Every 200 ms it reads each process's user + system time; a process is counted from
// when the command started (what it had used before is subtracted) until its last sample, so a process that
// lives less than 200 ms is missed and one that ends loses up to 200 ms: a floor, not an exact sum. It counts
// every process of the machine (run nothing else beside it) and itself costs about 5 % of a core.
//
// Usage: node scripts/cpu-by-program.mjs [--out FILE.json] [--top N] -- COMMAND [ARGS...]
// Exits with the command's status. A program is its executable's name; for node, bun and python, with the
// script it runs (the last three parts of its path).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux that Node supports
const INTERVAL_MS = 200;

function usage(message) {
  console.error(`${message}\nusage: node scripts/cpu-by-program.mjs [--out FILE.json] [--top N] -- COMMAND [ARGS...]`);
  process.exit(2);
}

function parseArgs(argv) {
  const split = argv.indexOf('--');
  if (split < 0 || split === argv.length - 1) usage('give the command to measure after --');
  const options = { out: undefined, top: 20, command: argv.slice(split + 1) };
  const own = argv.slice(0, split);
  for (let i = 0; i < own.length; i += 2) {
    if (own[i] === '--out') options.out = own[i + 1];
    else if (own[i] === '--top') options.top = Number(own[i + 1]);
    else usage(`unknown option ${own[i]}`);
  }
  if (!Number.isInteger(options.top) || options.top < 1) usage('--top needs a whole number of rows');
  return options;
}

/** A process's CPU seconds and start time (clock ticks since boot), or undefined once it has gone. */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, start: fields[19] };
  } catch {
    return undefined;
  }
}

/** The program a process runs, named as the table shows it. */
function programOf(pid) {
  let exe = '?';
  try {
    exe = path.basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {}
  if (!/^(node|bun|python)/.test(exe)) return exe;
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').slice(1);
    const script = args.find((a) => a !== '' && !a.startsWith('-')) ?? '';
    return `${exe} ${script.split('/').slice(-3).join('/')}`.trim().replace(/\s+/g, ' ').slice(0, 80);
  } catch {
    return exe;
  }
}

const seen = new Map(); // `${pid}/${start}` -> { program, before, cpu }
let first = true;

function sample() {
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(name);
    if (!stat) continue;
    const key = `${name}/${stat.start}`;
    const known = seen.get(key);
    if (known) known.cpu = Math.max(known.cpu, stat.cpu);
    else seen.set(key, { program: programOf(name), before: first ? stat.cpu : 0, cpu: stat.cpu });
  }
  first = false;
}

function table() {
  const byProgram = new Map();
  for (const { program, before, cpu } of seen.values()) {
    if (cpu - before <= 0 || program.includes('cpu-by-program.mjs')) continue;
    const row = byProgram.get(program) ?? { program, seconds: 0, processes: 0 };
    row.seconds += cpu - before;
    row.processes += 1;
    byProgram.set(program, row);
  }
  return [...byProgram.values()].sort((a, b) => b.seconds - a.seconds);
}

const options = parseArgs(process.argv.slice(2));
sample();
const timer = setInterval(sample, INTERVAL_MS);
const child = spawn(options.command[0], options.command.slice(1), { stdio: 'inherit' });
child.on('error', (error) => usage(`cannot run ${options.command[0]}: ${error.message}`));
child.on('exit', (code, signal) => {
  clearInterval(timer);
  sample();
  const rows = table();
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`\nCPU seconds by program (${total.toFixed(1)} s in all, sampled every ${INTERVAL_MS} ms):`);
  for (const r of rows.slice(0, options.top))
    console.log(`${r.seconds.toFixed(1).padStart(9)}  ${String(r.processes).padStart(6)} run(s)  ${r.program}`);
  if (options.out) writeFileSync(options.out, `${JSON.stringify({ total, rows }, null, 1)}\n`);
  process.exit(code ?? (signal ? 1 : 0));
});
