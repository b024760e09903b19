import { hostAndPort, hostOverrides } from '../../src/eval/sandbox/hostOverrides.js';

// CALIPER_RESOLVE at its edges, each outcome exact (the messages a user reads too).
const KNOWN = new Set(['api.openai.com:443', 'api.anthropic.com:443']);

describe('hostOverrides, exactly', () => {
  it('reads every entry of the list', () => {
    const env = { CALIPER_RESOLVE: ' api.anthropic.com:443=127.0.0.1:8443 , API.OPENAI.COM:443=[::1]:9443 ' };
    expect([...hostOverrides(env, KNOWN)]).toEqual([
      ['api.anthropic.com:443', { host: '127.0.0.1', port: 8443 }],
      ['api.openai.com:443', { host: '::1', port: 9443 }],
    ]);
  });

  it('skips the empty entries of a list that ends in a comma or has two together', () => {
    const env = { CALIPER_RESOLVE: 'api.anthropic.com:443=127.0.0.1:8443,,api.openai.com:443=127.0.0.1:9443,' };
    expect([...hostOverrides(env, KNOWN).keys()]).toEqual(['api.anthropic.com:443', 'api.openai.com:443']);
  });

  it('takes the highest port, and nothing after a port', () => {
    expect(hostAndPort('127.0.0.1:65535')).toEqual({ host: '127.0.0.1', port: 65535 });
    expect(hostAndPort('127.0.0.1:65536')).toBeUndefined();
    expect(hostAndPort('127.0.0.1:8443x')).toBeUndefined();
    expect(() => hostOverrides({ CALIPER_RESOLVE: 'api.openai.com:443x=127.0.0.1:1' }, KNOWN)).toThrow(
      'CALIPER_RESOLVE takes HOST:PORT=ADDRESS:PORT',
    );
  });

  it('names the entry it cannot read, cut at 80 characters', () => {
    const entry = `api.openai.com:443=${'a'.repeat(100)}`;
    expect(() => hostOverrides({ CALIPER_RESOLVE: entry }, KNOWN)).toThrow(
      new Error(
        'CALIPER_RESOLVE takes HOST:PORT=ADDRESS:PORT entries separated by commas (api.anthropic.com:443=' +
          `127.0.0.1:8443), ports 1-65535, not "${entry.slice(0, 80)}"`,
      ),
    );
  });

  it('lists the hosts a run may reach, sorted, when an entry names another', () => {
    expect(() => hostOverrides({ CALIPER_RESOLVE: 'api.openai.co:443=127.0.0.1:1' }, KNOWN)).toThrow(
      new Error(
        'CALIPER_RESOLVE names api.openai.co:443, which no trial of this run may reach ' +
          '(api.anthropic.com:443, api.openai.com:443): is it a typo?',
      ),
    );
  });
});
