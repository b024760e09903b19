import type { BACKEND_NAMES } from './schema.js';

export type BackendName = (typeof BACKEND_NAMES)[number];

export type Check =
  | { kind: 'activation'; skill: string; expect: boolean }
  | { kind: 'file_exists'; path: string }
  | { kind: 'file_contains'; path: string; pattern: string }
  | { kind: 'command'; run: string; timeoutSeconds: number | undefined }
  | { kind: 'output_matches'; pattern: string }
  | { kind: 'not_activated_any' };

export interface EvalCase {
  id: string;
  prompt: string;
  checks: Check[];
}

/** A validated `.eval.yaml`, normalised: the subject skill is always first in `skills`. */
export interface EvalSpec {
  /** The spec file, relative to the repository root. */
  file: string;
  /** sha256 of the spec file's text. */
  hash: string;
  subject: string;
  skills: string[];
  backends: BackendName[] | undefined;
  trials: number | undefined;
  sandbox: { fixtures: string | undefined; forbiddenFiles: string[]; timeoutSeconds: number | undefined };
  cases: EvalCase[];
}
