import { describe, expect, it } from '@jest/globals';
import { ANTHROPIC, apiRequest, type ProviderApi } from '../../../src/eval/replay/providerApi.js';

// Which request targets the relay passes on, split into the API's path and the query sent along with it.

describe('apiRequest', () => {
  it("splits a route's target at its first `?`: the path the route matches, and the query with its `?`", () => {
    expect(apiRequest(ANTHROPIC, 'POST', '/v1/messages?beta=true&x=?')).toEqual({
      path: '/v1/messages',
      query: '?beta=true&x=?',
    });
    expect(apiRequest(ANTHROPIC, 'POST', '/v1/messages')).toEqual({ path: '/v1/messages', query: '' });
    expect(apiRequest(ANTHROPIC, 'GET', '/v1/messages')).toBeUndefined();
    expect(apiRequest(ANTHROPIC, 'POST', '/v1/messages?beta=true#top')).toBeUndefined();
  });

  // No shipped API has a route an empty path matches: an API whose route is the root, with or without its slash.
  it('a target that starts with its query has an empty path, and the query whole', () => {
    const root: ProviderApi = { ...ANTHROPIC, routes: [{ method: 'GET', path: /^\/?$/ }] };
    expect(apiRequest(root, 'GET', '?alt=sse')).toEqual({ path: '', query: '?alt=sse' });
    expect(apiRequest(root, 'GET', '/?alt=sse')).toEqual({ path: '/', query: '?alt=sse' });
    expect(apiRequest(ANTHROPIC, 'POST', '?/v1/messages')).toBeUndefined();
  });
});
