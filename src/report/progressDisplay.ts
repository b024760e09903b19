/**
 * How an eval's progress reaches a person. `terminal`: lines scroll above one live bar (done/total, ETA)
 * that is redrawn in place. `github-actions`: plain lines, the per-trial ones folded into one log group.
 * `plain`: lines only, for logs and pipes.
 */
export type ProgressMode = 'terminal' | 'github-actions' | 'plain';

export interface ProgressDisplay {
  /** A line of its own: the plan, a skip, a retry, a finished trial. */
  line(text: string): void;
  /** A trial finished: `finished` of `total`, with the ETA text (empty when unknown). */
  trial(finished: number, total: number, eta: string): void;
  /** The run is over (or failed): clear the bar, close the group. */
  end(): void;
}

const BAR_WIDTH = 24;
const CLEAR_LINE = '\r\x1b[K';

export function progressMode(isTTY: boolean, env: NodeJS.ProcessEnv): ProgressMode {
  if (env.GITHUB_ACTIONS === 'true') return 'github-actions';
  return isTTY && !env.CI && env.TERM !== 'dumb' ? 'terminal' : 'plain';
}

export function progressDisplay(mode: ProgressMode, write: (text: string) => void): ProgressDisplay {
  let bar = '';
  let grouped = false;
  return {
    line(text) {
      if (mode === 'terminal') write(`${CLEAR_LINE}${text}\n${bar}`);
      else write(`${text}\n`);
    },
    trial(finished, total, eta) {
      if (mode === 'terminal') {
        bar = progressBar(finished, total, eta);
        write(`${CLEAR_LINE}${bar}`);
      } else if (mode === 'github-actions' && !grouped) {
        grouped = true;
        write(`::group::trials (${total}); expand for each trial's outcome\n`);
      }
    },
    end() {
      if (mode === 'terminal' && bar) write(CLEAR_LINE);
      if (grouped) write('::endgroup::\n');
      bar = '';
      grouped = false;
    },
  };
}

export function progressBar(finished: number, total: number, eta: string): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((finished / total) * BAR_WIDTH);
  return (
    `[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ` + `${finished}/${total} trials${eta ? ` · ${eta}` : ''}`
  );
}
