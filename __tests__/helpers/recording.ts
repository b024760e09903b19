import { openRecordingWriter } from '../../src/eval/replay/recordingWriter.js';
import type { Recording } from '../../src/eval/replay/tape.js';

/** A whole recording written into `dir` by the writer --record uses (recordingWriter.ts), as a run would leave it. */
export function writeRecording(dir: string, recording: Recording): void {
  const { exchanges, judge, ...head } = recording;
  const opened = openRecordingWriter(dir, head);
  if (!opened.ok) throw new Error(opened.reason);
  for (const exchange of exchanges) {
    if (!opened.writer.reserve()) throw new Error(opened.writer.failure());
    opened.writer.keep(exchange);
  }
  const failed = opened.writer.finish(judge);
  if (failed) throw new Error(failed);
}
