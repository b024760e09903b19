/** The proxy variables every CLI is given, both spellings: a trial's way out under bubblewrap is its proxy. */
export const PROXY_ENV = ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'] as const;
