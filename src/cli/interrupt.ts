import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeLiveCheckouts } from '../eval/pr/baseWorktree.js';
import { killLiveProcessGroups } from '../eval/runner/process.js';
import { removeOwnFolders } from '../eval/sandbox/cleanup.js';
import { finishedTrialsIn, JOURNAL_FILE } from '../eval/runner/journal.js';
import { removeLiveWorkspaces } from '../tune/workspace.js';

/** 128 + SIGINT, what shells report for a command ended by Ctrl-C. */
export const INTERRUPTED_EXIT = 130;

/**
 * On Ctrl-C (or SIGTERM) during an eval: stop every agent run, remove its temporary folders, say what
 * was kept and the exact command that continues the run, and exit 130. Returns a function that removes the handler.
 */
export function exitWithResumeHintOnInterrupt(
  outDir: string,
  shownOut: string,
  argv: readonly string[],
  write: (text: string) => void,
): () => void {
  // The run's and the trials' temporary folders, and a --base worktree: nothing is left for the next run.
  return onInterrupt(write, removeLiveCheckouts, () => interruptedMessage(outDir, shownOut, argv));
}

/**
 * On Ctrl-C (or SIGTERM) during a tune: stop every agent run, remove the tune's copies of the repository
 * and the trials' temporary folders, and exit 130. What finished stays in OUT/tune/NAME/runs/. Returns
 * a function that removes the handler.
 */
export function cleanUpTuneOnInterrupt(write: (text: string) => void): () => void {
  return onInterrupt(
    write,
    removeLiveWorkspaces,
    () => '\ncaliper: interrupted; the tune stopped and its copy of the repository is removed.\n',
  );
}

/**
 * On SIGINT or SIGTERM: kill every agent run, let `cleanUp` remove what its command made, remove caliper's
 * temporary folders, write the command's message and exit 130. Returns a function that removes the handler.
 */
function onInterrupt(write: (text: string) => void, cleanUp: () => void, message: () => string): () => void {
  const handler = () => {
    killLiveProcessGroups();
    cleanUp();
    for (const dir of removeOwnFolders(os.tmpdir()))
      write(`caliper: could not remove ${dir}; the next eval removes it.\n`);
    write(message());
    process.exit(INTERRUPTED_EXIT);
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

export function interruptedMessage(outDir: string, shownOut: string, argv: readonly string[]): string {
  const kept = finishedTrials(outDir);
  const resume = ['caliper', 'eval', ...argv.filter((a) => a !== '--fresh' && a !== '--resume'), '--resume']
    .map(shellQuote)
    .join(' ');
  return (
    `\ncaliper: interrupted. ${kept} finished trial(s) are kept in ` +
    `${shownOut}; nothing finished is lost.\nContinue where it stopped ` +
    `with:\n  ${resume}\n`
  );
}

/** Trials recorded in the run's journal(s): OUT/trials.jsonl, or OUT/base and OUT/head under --base. */
function finishedTrials(outDir: string): number {
  const journals = [path.join(outDir, JOURNAL_FILE)];
  if (existsSync(outDir))
    for (const entry of readdirSync(outDir, { withFileTypes: true }))
      if (entry.isDirectory()) journals.push(path.join(outDir, entry.name, JOURNAL_FILE));
  return journals.reduce((count, file) => count + finishedTrialsIn(file), 0);
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
