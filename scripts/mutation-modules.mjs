// The modules `npm run mutation -- <module>` mutates (stryker.config.mjs), each with its own unit tests:
// those written for the module, not every test that happens to import it (a test of util/pattern.ts that
// goes through a check would run again for each mutant of the checks), and no e2e test (real CLIs in
// bubblewrap) or test of the bundle in dist/, which a mutant of src/ never reaches. A test file name is
// relative to __tests__/, without `.test.ts`.
/** @type {Record<string, { mutate: string[], tests: string[] }>} */
export const modules = {
  escape: {
    mutate: ['src/report/escape.ts'],
    tests: [
      'report/escape',
      'report/escapeExact',
      'report/mdFenced',
      'report/trust',
      'security/bidiEscape',
      'security/logEscape',
      'tune/reviewSuggestion',
    ],
  },
  checks: {
    mutate: ['src/eval/checks/**/*.ts'],
    tests: ['eval/checks/*', 'eval/judge/judgeInjection'],
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
      'eval/allowListProxyEdges',
      'eval/bubblewrap',
      'eval/connectionCap',
      'eval/extraCertificates',
      'eval/forwarderRuntimes',
      'eval/hostOverrides',
      'eval/leftovers',
      'eval/pluginInstall',
      'eval/sandbox',
      'eval/sandboxDescriptors',
      'eval/sandboxEnvironment',
      'eval/sandboxMounts',
      'eval/scriptLauncher',
      'eval/pemBlocksExact',
      'eval/hostOverridesExact',
      'eval/sandbox/ownerMarker',
      'eval/sandbox/pinnedFolders',
      'eval/sandbox/requestBytes',
      'eval/sandbox/trialLimits',
      'security/hostileRepoFiles',
      'security/symlinkFanout',
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
      'security/serverSideTools',
    ],
  },
};
