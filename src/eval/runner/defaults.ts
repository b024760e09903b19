/** The eval's defaults, in a module of their own so that commands quoting them do not load the runner. */
export const DEFAULT_TRIALS = 3;
export const DEFAULT_TIMEOUT_SECONDS = 300;
export const DEFAULT_MAX_TURNS = 30;
