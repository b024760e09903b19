/** A run that cannot start as asked (a backend this version lacks, isolation that is not available). */
export class EvalSetupError extends Error {}
