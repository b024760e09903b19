/**
 * A row's trials that the CLI stopped at the turn limit, as every reader is told: they are graded on
 * what the agent had done (its choice of skill is observable by then), not harness errors.
 */
export function outOfTurnsText(trials: number): string {
  return (
    `${trials} trial(s) ran out of turns, graded on what the agent had ` +
    `done (raise --max-turns if the task needs more)`
  );
}
