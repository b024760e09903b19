import { retryAfterIn, runError, statusIn } from '../../src/agents/shared/providerFaults.js';
import { DEFAULT_RETRY_POLICY, retryDecision, withProviderErrors } from '../../src/eval/runner/retryPolicy.js';
import type { TrialRecord } from '../../src/results/types.js';

const outcome = (over: Partial<Parameters<typeof retryDecision>[1]> = {}) => ({
  attempt: 1,
  transient: true,
  fault: undefined,
  elapsedMs: 0,
  budgetExhausted: () => undefined,
  ...over,
});
const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1000 };

describe('the retry policy: bounded in attempts, time and budget; retry-after honoured', () => {
  it('retries a transient fault with a doubling wait, and nothing else', () => {
    expect(retryDecision(policy, outcome())).toEqual({ retry: true, delayMs: 1000 });
    expect(retryDecision(policy, outcome({ attempt: 2 }))).toEqual({ retry: true, delayMs: 2000 });
    expect(retryDecision(policy, outcome({ transient: false }))).toEqual({ retry: false, why: undefined });
  });

  it('gives up after its attempts, when the budget is spent, and before its time runs out', () => {
    expect(retryDecision(policy, outcome({ attempt: 3 }))).toEqual({ retry: false, why: 'gave up after 3 attempts' });
    expect(retryDecision(policy, outcome({ budgetExhausted: () => '--max-trials 1 reached' }))).toEqual({
      retry: false,
      why: 'not retried: --max-trials 1 reached',
    });
    expect(retryDecision(policy, outcome({ elapsedMs: policy.timeBudgetMs - 500 }))).toMatchObject({
      retry: false,
      why: expect.stringMatching(/would run out/),
    });
  });

  it(
    "waits at least what the provider's retry-after asks, and gives the " +
      'trial up when it asks for longer than caliper waits',
    () => {
      expect(retryDecision(policy, outcome({ fault: runError('429 Too Many Requests; retry-after: 7') }))).toEqual({
        retry: true,
        delayMs: 7000,
      });
      expect(
        retryDecision(policy, outcome({ fault: runError('Rate limit reached. Please try again in 250ms.') })),
      ).toEqual({ retry: true, delayMs: 1000 });
      expect(
        retryDecision(policy, outcome({ fault: runError('rate limited, retry after 3600 seconds') })),
      ).toMatchObject({ retry: false, why: expect.stringMatching(/asked to retry after 3600s/) });
    },
  );

  it('the record keeps each failed attempt, and a fault given up says why in its reason', () => {
    const last = {
      attempts: 3,
      outcome: 'error',
      reason: 'claude-code reported: Overloaded (HTTP 529)',
    } as TrialRecord;
    const earlier = [1, 2].map((attempt) => ({
      attempt,
      status: 529,
      message: 'claude-code reported: Overloaded (HTTP 529)',
    }));
    const record = withProviderErrors(last, earlier, {
      fault: runError('Overloaded (HTTP 529)', { status: 529 }),
      why: 'gave up after 3 attempts',
    });
    expect(record.providerErrors?.map((e) => [e.attempt, e.status])).toEqual([
      [1, 529],
      [2, 529],
      [3, 529],
    ]);
    expect(record.reason).toBe('claude-code reported: Overloaded (HTTP 529) (gave up after 3 attempts)');
    expect(withProviderErrors(last, [], undefined)).toBe(last);
  });
});

describe("reading a CLI's error", () => {
  it.each([
    ['API Error: 429 {"type":"error"}', 429],
    ['exceeded retry limit, last status: 503 Service Unavailable', 503],
    ['HTTP 500: scripted internal error', 500],
    ['{"error":{"code":429,"status":"RESOURCE_EXHAUSTED"}}', 429],
    ['401 Incorrect API key provided', undefined],
    ['the skill wrote 500 lines', undefined],
  ])('%s: status %s', (text, status) => {
    expect(statusIn(text)).toBe(status);
  });

  it('a dropped connection or a busy provider is transient; an auth error is not', () => {
    expect(runError('API Error: Connection dropped (ECONNRESET).').transient).toBe(true);
    expect(runError('stream disconnected before completion').transient).toBe(true);
    expect(runError('You exceeded your current quota (RESOURCE_EXHAUSTED)').transient).toBe(true);
    expect(runError('HTTP 401: Invalid API key').transient).toBe(false);
    expect(retryAfterIn('please retry after 2.5')).toBe(2.5);
  });

  it.each([
    [
      'claude-code',
      'API Error: Unable to connect to API: SSL certificate verification failed (UNABLE_TO_VERIFY_LEAF_SIGNATURE).',
    ],
    ['node', 'fetch failed: self-signed certificate in certificate chain'],
    ['python', '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate'],
    ['rustls', 'error sending request: invalid peer certificate: UnknownIssuer'],
  ])(
    'a certificate the CLI does not trust (%s) is never transient, even ' +
      "when the backend's reading says so, and says what to set",
    (_, text) => {
      const e = runError(text, { transient: true });
      expect(e.transient).toBe(false);
      expect(e.message).toContain('set NODE_EXTRA_CA_CERTS on the runner');
    },
  );
});
