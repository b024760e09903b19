/**
 * Progress for a command that runs many evals (tune, bisect): a `warning:` line (a `--max-turns` that does not bound
 * a CLI, …) is said the first time only, as one eval says it, not again by each of its dozens of evals.
 */
export function warningsOnce(progress: (line: string) => void): (line: string) => void {
  const said = new Set<string>();
  return (line) => {
    if (line.startsWith('warning: ')) {
      if (said.has(line)) return;
      said.add(line);
    }
    progress(line);
  };
}
