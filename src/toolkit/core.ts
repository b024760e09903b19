import * as core from '@actions/core';
import { createRedactor } from '../util/redact.js';

/** The part of the Actions runtime caliper uses. Everything else talks to this, never to `@actions/core`. */
export interface ActionRuntime {
  input(name: string): string;
  setOutput(name: string, value: string): void;
  annotate(
    severity: 'error' | 'warning' | 'notice',
    message: string,
    at: { file?: string; line?: number; title?: string },
  ): void;
  info(message: string): void;
  /** Append markdown to the job summary (a saved file: redacted; no-op with a notice when the runner offers none). */
  appendSummary(markdown: string): Promise<void>;
  fail(message: string): void;
}

export function actionsRuntime(): ActionRuntime {
  return {
    input: (name) => core.getInput(name),
    setOutput: (name, value) => core.setOutput(name, value),
    annotate(severity, message, at) {
      const props: core.AnnotationProperties = {};
      if (at.file !== undefined) props.file = at.file;
      if (at.line !== undefined) props.startLine = at.line;
      if (at.title !== undefined) props.title = at.title;
      core[severity](message, props);
    },
    info: (message) => core.info(message),
    async appendSummary(markdown) {
      if (!process.env.GITHUB_STEP_SUMMARY) {
        core.info('No job summary on this runner (GITHUB_STEP_SUMMARY is unset); skipping it.');
        return;
      }
      await core.summary.addRaw(createRedactor({ env: process.env }).text(markdown), true).write();
    },
    fail: (message) => core.setFailed(message),
  };
}
