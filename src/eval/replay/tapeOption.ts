import path from 'node:path';
import { UsageError } from '../../cli/io.js';
import type { Tape } from './trialTape.js';

/** `--record DIR` or `--replay DIR`, checked against the options they exclude. */
export function tapeOption(
  values: {
    record?: string | undefined;
    replay?: string | undefined;
    'scripted-model'?: boolean;
    base?: string | undefined;
  },
  cwd: string,
): Tape | undefined {
  const { record, replay } = values;
  if (record === undefined && replay === undefined) return undefined;
  if (record !== undefined && replay !== undefined)
    throw new UsageError('--record and --replay exclude each other: record a run first, then replay it.');
  const flag = record !== undefined ? '--record' : '--replay';
  if (values['scripted-model'])
    throw new UsageError(
      `${flag} is for a real model's answers; the scripted model needs no recording (drop --scripted-model).`,
    );
  if (values.base !== undefined)
    throw new UsageError(`${flag} does not take --base: record or replay one side at a time.`);
  return record !== undefined
    ? { mode: 'record', dir: path.resolve(cwd, record) }
    : { mode: 'replay', dir: path.resolve(cwd, replay!) };
}
