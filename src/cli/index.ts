#!/usr/bin/env node
import { runCli } from './main.js';
import { unsupportedNode } from './nodeVersion.js';

// Refused in one line, before any command can fail somewhere less clear on an API the old Node lacks.
const tooOld = unsupportedNode(process.version);
if (tooOld) {
  process.stderr.write(`${tooOld}\n`);
  process.exitCode = 2;
} else {
  process.exitCode = await runCli(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    env: process.env,
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
  });
}
