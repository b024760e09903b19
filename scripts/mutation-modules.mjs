// The modules `npm run mutation -- <module>` mutates (stryker.config.mjs), each with the unit tests that
// import it, and only those: no e2e test (real CLIs in bubblewrap) and no test of the bundle in dist/,
// which a mutant of src/ never reaches. A test file name is relative to __tests__/, without `.test.ts`.
/** @type {Record<string, { mutate: string[], tests: string[] }>} */
export const modules = {
  escape: {
    mutate: ['src/report/escape.ts'],
    tests: [
      'report/escape',
      'report/escapeExact',
      'report/trust',
      'security/bidiEscape',
      'security/logEscape',
    ],
  },
  checks: {
    mutate: ['src/eval/checks/**/*.ts'],
    tests: [
      'eval/checks/*',
      'eval/judge/judgeInjection',
      'eval/replay/judgeTape',
      'pattern',
      'security/trialFiles',
    ],
  },
  results: {
    mutate: ['src/results/**/*.ts', '!src/results/**/types.ts'],
    tests: [
      'results/*',
      'compare/*',
      'eval/stats',
      'eval/budget',
      'eval/retryPolicy',
      'eval/replaySpend',
      'eval/sequentialCases',
      'eval/judge/judgeAccounting',
      'report/history',
      'report/ruledOut',
      'report/trust',
      'security/trialFiles',
    ],
  },
  sandbox: {
    mutate: ['src/eval/sandbox/**/*.ts'],
    tests: [
      'eval/allowListProxy',
      'eval/bubblewrap',
      'eval/connectionCap',
      'eval/extraCertificates',
      'eval/hostOverrides',
      'eval/leftovers',
      'eval/pluginInstall',
      'eval/sandbox',
      'eval/sandboxDescriptors',
      'security/symlinks',
      'security/unreadableLeftovers',
    ],
  },
  replay: {
    mutate: ['src/eval/replay/**/*.ts'],
    tests: [
      'eval/replay/*',
      'eval/connectionCap',
      'eval/judge/judgeLimits',
      'eval/responsesStream',
      'eval/tapeOption',
      'security/recordRelay',
      'security/replayRelay',
    ],
  },
};

