import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string };
  html_url: string;
}

/** A review comment on lines of a pull request's diff; `line` null when GitHub marks it outdated. */
export interface FakeReviewComment {
  id: number;
  body: string;
  user: { login: string };
  path: string;
  commit_id: string;
  line: number | null;
  start_line: number | null;
  html_url: string;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  user: { login: string };
  html_url: string;
}

export interface FakeGitHub {
  url: string;
  /** REST requests also record the token they carried (`authorization: token …`). */
  requests: { method: string; path: string; token?: string }[];
  /** Artifacts uploaded through the Actions artifact service (its Twirp API and blob storage, on the same server). */
  artifacts: { name: string; id: number; bytes: Buffer }[];
  /** Entries saved through the Actions cache service (v2: Twirp calls, the archive PUT to a signed URL). */
  cacheEntries: { key: string; version: string; bytes: Buffer }[];
  comments: FakeComment[];
  /** Review comments, for every pull request (they hold no number: the fake serves one PR at a time). */
  reviewComments: FakeReviewComment[];
  issues: FakeIssue[];
  /**
   * REST requests refused for their token (option `tokens`): unknown (401) or without the permission the endpoint needs
   * (403).
   */
  refusals: { method: string; path: string; token: string; needs: string }[];
  close(): Promise<void>;
}

/**
 * A GITHUB_TOKEN's permissions, as a workflow's `permissions:` spells them (`contents: read`, `pull-requests: write`).
 */
export type TokenPermissions = Record<string, string>;

const LEVELS: Record<string, number> = { none: 0, read: 1, write: 2 };

/**
 * The permission GitHub asks of an Actions token for each REST endpoint the fake serves (any one of
 * `scopes` at `level`), as GitHub's "permissions required for GitHub Apps" lists them; undefined for
 * what every token may do (metadata, such as a collaborator's permission).
 */
function requiredPermission(
  method: string,
  pathname: string,
): { scopes: string[]; level: 'read' | 'write' } | undefined {
  const level = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  if (/^\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/.test(pathname)) return { scopes: ['pull-requests'], level };
  if (/^\/repos\/[^/]+\/[^/]+\/(contents|git)\//.test(pathname)) return { scopes: ['contents'], level };
  if (/^\/repos\/[^/]+\/[^/]+\/actions\//.test(pathname)) return { scopes: ['actions'], level };
  // A pull request's conversation is an issue's: its comments take issues or pull-requests (the fake's numbers are pull
  // requests).
  if (/^\/repos\/[^/]+\/[^/]+\/issues\/(\d+\/)?comments/.test(pathname))
    return { scopes: ['issues', 'pull-requests'], level };
  if (/^\/repos\/[^/]+\/[^/]+\/issues(\/|$)/.test(pathname)) return { scopes: ['issues'], level };
  // An Actions token never has organization permissions (team members).
  if (/^\/orgs\//.test(pathname)) return { scopes: ['members'], level };
  return undefined;
}

/**
 * A GitHub REST API stand-in on 127.0.0.1 for the endpoints caliper calls, with GitHub's paging
 * (per_page, Link headers) and its refusals (403 for a read-only token, 403 on /user for an
 * installation token).
 */
/** A pull request as the owners stage reads it. */
export interface FakePullRequest {
  number: number;
  author: string;
  baseSha: string;
  headSha: string;
  /** path -> text, per commit SHA. */
  contents: Record<string, Record<string, string>>;
  /** Symlinks, path -> target, per commit SHA: in the tree with git's mode 120000, their targets as blobs. */
  links?: Record<string, Record<string, string>>;
  /** `patch`: the file's diff hunks, as GitHub lists them (review comments go on their lines). */
  files: { filename: string; status: string; previous_filename?: string; patch?: string }[];
  reviews: { user: { login: string }; state: string; commit_id: string }[];
  permissions: Record<string, string>;
  /** `org/team` -> logins; a team missing here answers 403 (the token may not read members). */
  teams?: Record<string, string[]>;
}

/** A workflow run's jobs, as `GET /repos/{repo}/actions/runs/{id}/jobs` lists them. */
export type FakeRunJobs = Record<number, { name: string; conclusion: string | null }[]>;

export async function startFakeGitHub(options: {
  login: string | null;
  comments?: FakeComment[];
  readOnly?: boolean;
  maxPerPage?: number;
  pull?: FakePullRequest;
  artifactId?: string;
  runJobs?: FakeRunJobs;
  /**
   * Permission-scoped tokens, as GitHub gives each job its GITHUB_TOKEN: token -> its permissions. When
   * set, a REST request must carry one of these tokens (else 401) holding the permission its endpoint
   * needs (else 403, as GitHub answers an integration without it). Without it, any token may do anything.
   */
  tokens?: Record<string, TokenPermissions>;
  reviewComments?: FakeReviewComment[];
  /**
   * The head's lines in the pull request's diff, per path: a review comment on any other line is refused
   * with GitHub's 422. Without it, every line is in the diff.
   */
  diffLines?: Record<string, number[]>;
}): Promise<FakeGitHub> {
  const comments = [...(options.comments ?? [])];
  const reviewComments = [...(options.reviewComments ?? [])];
  const refusals: FakeGitHub['refusals'] = [];
  const issues: FakeIssue[] = [];
  const requests: FakeGitHub['requests'] = [];
  const artifacts: FakeGitHub['artifacts'] = [];
  const cacheEntries: FakeGitHub['cacheEntries'] = [];
  const blobs = new Map<string, Buffer[]>();
  let nextId = 9000;
  const cacheBlobName = (e: { key: string; version: string }) => `cache-${e.key}-${e.version}`;
  /** The cache service's answers: a hit needs key and version; an entry exists once its upload is finalized. */
  const cacheService = (call: string, body: { key: string; version: string }, host: string): object => {
    const name = cacheBlobName(body);
    if (call === 'GetCacheEntryDownloadURL') {
      const hit = cacheEntries.find((e) => e.key === body.key && e.version === body.version);
      return hit
        ? { ok: true, signed_download_url: `${host}/blob/${encodeURIComponent(name)}`, matched_key: hit.key }
        : { ok: false, signed_download_url: '', matched_key: '' };
    }
    if (call === 'CreateCacheEntry')
      return { ok: true, signed_upload_url: `${host}/blob/${encodeURIComponent(name)}?sig=fake` };
    if (call !== 'FinalizeCacheEntryUpload') return { ok: false };
    cacheEntries.push({ key: body.key, version: body.version, bytes: Buffer.concat(blobs.get(name) ?? []) });
    return { ok: true, entry_id: String(cacheEntries.length) };
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      chunks.push(c);
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const twirp =
        /^\/twirp\/github\.actions\.results\.api\.v1\.ArtifactService\/(CreateArtifact|FinalizeArtifact)$/.exec(
          url.pathname,
        );
      if (twirp && req.method === 'POST') {
        requests.push({ method: req.method, path: url.pathname });
        const { name } = JSON.parse(raw) as { name: string };
        res.writeHead(200, { 'content-type': 'application/json' });
        if (twirp[1] === 'CreateArtifact')
          return res.end(
            JSON.stringify({
              ok: true,
              signed_upload_url: `http://${req.headers.host}/blob/${encodeURIComponent(name)}?sig=fake`,
            }),
          );
        const id = 4200 + artifacts.length;
        artifacts.push({ name, id, bytes: Buffer.concat(blobs.get(name) ?? []) });
        return res.end(JSON.stringify({ ok: true, artifact_id: options.artifactId ?? String(id) }));
      }
      const cacheCall = /^\/twirp\/github\.actions\.results\.api\.v1\.CacheService\/(\w+)$/.exec(url.pathname);
      if (cacheCall && req.method === 'POST') {
        requests.push({ method: req.method, path: url.pathname });
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(cacheService(cacheCall[1]!, JSON.parse(raw), `http://${req.headers.host}`)));
      }
      const blob = /^\/blob\/([^/]+)$/.exec(url.pathname);
      if (blob && req.method === 'GET') {
        const entry = cacheEntries.find((e) => cacheBlobName(e) === decodeURIComponent(blob[1]!));
        if (!entry) return res.writeHead(404).end();
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': String(entry.bytes.length),
        });
        return res.end(entry.bytes);
      }
      if (blob && req.method === 'PUT') {
        // Azure block blob: the blocks, then the block list (whose body is not the artifact's bytes).
        const name = decodeURIComponent(blob[1]!);
        if (url.searchParams.get('comp') !== 'blocklist')
          blobs.set(name, [...(blobs.get(name) ?? []), Buffer.concat(chunks)]);
        res.writeHead(201, {
          etag: '"0x1"',
          'last-modified': new Date().toUTCString(),
          'x-ms-request-server-encrypted': 'true',
        });
        return res.end();
      }
      const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      requests.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        ...(token !== undefined && { token }),
      });
      const send = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(value));
      };
      const forbidden = () =>
        send(403, {
          message: 'Resource not accessible by integration',
          documentation_url: 'https://docs.github.com/rest',
        });
      if (options.tokens) {
        const granted = options.tokens[token ?? ''];
        const needed = requiredPermission(req.method ?? 'GET', url.pathname);
        if (!granted) {
          refusals.push({ method: req.method ?? '', path: url.pathname, token: token ?? '', needs: 'a known token' });
          return send(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
        }
        if (
          needed &&
          !needed.scopes.some((scope) => (LEVELS[granted[scope] ?? 'none'] ?? 0) >= LEVELS[needed.level]!)
        ) {
          refusals.push({
            method: req.method ?? '',
            path: url.pathname,
            token: token ?? '',
            needs: `${needed.scopes.join(' or ')}: ${needed.level}`,
          });
          return forbidden();
        }
      }
      if (req.method === 'GET' && url.pathname === '/user')
        return options.login ? send(200, { login: options.login }) : forbidden();
      const paged = (items: unknown[]) => {
        const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30), options.maxPerPage ?? 100);
        const page = Number(url.searchParams.get('page') ?? 1);
        const headers: Record<string, string> = {};
        if (page * perPage < items.length) {
          const next = new URL(url.toString());
          next.searchParams.set('page', String(page + 1));
          headers.link = `<http://${req.headers.host}${next.pathname}${next.search}>; rel="next"`;
        }
        return send(200, items.slice((page - 1) * perPage, page * perPage), headers);
      };
      const pr = options.pull;
      if (pr && req.method === 'GET') {
        const base = `/repos/octo-org/skills`;
        if (url.pathname === `${base}/pulls/${pr.number}`) {
          return send(200, {
            number: pr.number,
            user: { login: pr.author },
            head: { sha: pr.headSha },
            base: { sha: pr.baseSha },
            changed_files: pr.files.length,
          });
        }
        if (url.pathname === `${base}/pulls/${pr.number}/files`) return paged(pr.files);
        if (url.pathname === `${base}/pulls/${pr.number}/reviews`) return paged(pr.reviews);
        const content = new RegExp(`^${base}/contents/(.+)$`).exec(url.pathname);
        if (content) {
          const text = pr.contents[url.searchParams.get('ref') ?? '']?.[decodeURIComponent(content[1]!)];
          if (text === undefined) return send(404, { message: 'Not Found' });
          return send(200, {
            type: 'file',
            encoding: 'base64',
            size: Buffer.byteLength(text),
            content: Buffer.from(text).toString('base64'),
          });
        }
        const tree = new RegExp(`^${base}/git/trees/(.+)$`).exec(url.pathname);
        if (tree) {
          const files = Object.keys(pr.contents[tree[1]!] ?? {}).map((p) => ({
            path: p,
            type: 'blob',
            mode: '100644',
            sha: `file-${p}`,
          }));
          const links = Object.entries(pr.links?.[tree[1]!] ?? {}).map(([p, target]) => ({
            path: p,
            type: 'blob',
            mode: '120000',
            sha: `link-${Buffer.from(target).toString('hex')}`,
          }));
          return send(200, { sha: tree[1], truncated: false, tree: [...files, ...links] });
        }
        const blob = new RegExp(`^${base}/git/blobs/link-([0-9a-f]*)$`).exec(url.pathname);
        if (blob) return send(200, { encoding: 'base64', content: Buffer.from(blob[1]!, 'hex').toString('base64') });
        const permission = new RegExp(`^${base}/collaborators/([^/]+)/permission$`).exec(url.pathname);
        // logins are case-insensitive on GitHub
        if (permission) return send(200, { permission: pr.permissions[permission[1]!.toLowerCase()] ?? 'read' });
        const team = /^\/orgs\/([^/]+)\/teams\/([^/]+)\/members$/.exec(url.pathname);
        if (team) {
          const members = pr.teams?.[`${team[1]}/${team[2]}`];
          return members ? paged(members.map((login) => ({ login }))) : forbidden();
        }
      }
      const runJobs = /^\/repos\/octo-org\/skills\/actions\/runs\/(\d+)\/jobs$/.exec(url.pathname);
      if (runJobs && req.method === 'GET' && options.runJobs?.[Number(runJobs[1])]) {
        const jobs = options.runJobs[Number(runJobs[1])]!.map((j, i) => ({ id: 7000 + i, status: 'completed', ...j }));
        return send(200, { total_count: jobs.length, jobs });
      }
      if (url.pathname === '/repos/octo-org/skills/issues' && req.method === 'GET') {
        const state = url.searchParams.get('state') ?? 'open';
        return paged(issues.filter((i) => state === 'all' || i.state === state));
      }
      if (url.pathname === '/repos/octo-org/skills/issues' && req.method === 'POST') {
        const { title, body } = JSON.parse(raw);
        const number = 500 + issues.length;
        const issue: FakeIssue = {
          number,
          title,
          body,
          state: 'open',
          user: { login: options.login ?? 'github-actions[bot]' },
          html_url: `https://github.com/octo-org/skills/issues/${number}`,
        };
        issues.push(issue);
        return send(201, issue);
      }
      const issuePatch = /^\/repos\/octo-org\/skills\/issues\/(\d+)$/.exec(url.pathname);
      if (issuePatch && req.method === 'PATCH') {
        const issue = issues.find((i) => i.number === Number(issuePatch[1]));
        if (!issue) return send(404, { message: 'Not Found' });
        Object.assign(issue, JSON.parse(raw));
        return send(200, issue);
      }
      const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname);
      if (list && req.method === 'GET') return paged(comments.filter((c) => c.html_url.includes(`/${list[1]}#`)));
      if (list && req.method === 'POST') {
        if (options.readOnly) return forbidden();
        const comment = {
          id: nextId++,
          body: JSON.parse(raw).body,
          user: { login: options.login ?? 'github-actions[bot]' },
          html_url: `https://github.com/octo-org/skills/pull/${list[1]}#issuecomment-${nextId}`,
        };
        // Comments are per issue or pull request number, as on GitHub.
        comments.push(comment);
        return send(201, comment);
      }
      const update = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
      if (update && req.method === 'PATCH') {
        if (options.readOnly) return forbidden();
        const comment = comments.find((c) => c.id === Number(update[1]));
        if (!comment) return send(404, { message: 'Not Found' });
        comment.body = JSON.parse(raw).body;
        return send(200, comment);
      }
      const reviewList = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)\/comments$/.exec(url.pathname);
      if (reviewList && req.method === 'GET') return paged(reviewComments);
      if (reviewList && req.method === 'POST') {
        if (options.readOnly) return forbidden();
        const asked = JSON.parse(raw) as { path: string; line: number; start_line?: number; side: string };
        const inDiff = (line: number) => !options.diffLines || options.diffLines[asked.path]?.includes(line) === true;
        if (asked.side !== 'RIGHT' || !inDiff(asked.line) || (asked.start_line && !inDiff(asked.start_line)))
          return send(422, {
            message: 'Validation Failed',
            errors: [
              { resource: 'PullRequestReviewComment', code: 'custom', field: 'line', message: 'could not be resolved' },
            ],
          });
        const id = nextId++;
        const comment: FakeReviewComment = {
          id,
          body: JSON.parse(raw).body,
          user: { login: options.login ?? 'github-actions[bot]' },
          path: asked.path,
          commit_id: JSON.parse(raw).commit_id,
          line: asked.line,
          start_line: asked.start_line ?? null,
          html_url: `https://github.com/octo-org/skills/pull/${reviewList[1]}#discussion_r${id}`,
        };
        reviewComments.push(comment);
        return send(201, comment);
      }
      const reviewUpdate = /^\/repos\/[^/]+\/[^/]+\/pulls\/comments\/(\d+)$/.exec(url.pathname);
      if (reviewUpdate && req.method === 'PATCH') {
        if (options.readOnly) return forbidden();
        const comment = reviewComments.find((c) => c.id === Number(reviewUpdate[1]));
        if (!comment) return send(404, { message: 'Not Found' });
        comment.body = JSON.parse(raw).body;
        return send(200, comment);
      }
      send(404, { message: `fake GitHub does not serve ${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    artifacts,
    cacheEntries,
    comments,
    reviewComments,
    issues,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function otherComments(n: number): FakeComment[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 100 + i,
    body: `comment ${i}`,
    user: { login: `user${i % 7}` },
    html_url: `https://github.com/octo-org/skills/pull/42#issuecomment-${100 + i}`,
  }));
}

/**
 * The environment of a job whose runner offers the artifact service (at the fake): the runtime token is
 * a JWT whose `scp` names the run and job, as the artifact client reads it (the fake checks no signature).
 */
export function artifactServiceEnv(github: FakeGitHub): NodeJS.ProcessEnv {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    ACTIONS_RUNTIME_TOKEN: [
      part({ alg: 'none', typ: 'JWT' }),
      part({ scp: 'Actions.Results:run-backend-id:job-backend-id' }),
      'sig',
    ].join('.'),
    ACTIONS_RESULTS_URL: `${github.url}/`,
  };
}

/** The environment of a job whose runner offers the cache service (v2, at the fake) beside the artifact service. */
export function cacheServiceEnv(github: FakeGitHub): NodeJS.ProcessEnv {
  return { ...artifactServiceEnv(github), ACTIONS_CACHE_SERVICE_V2: 'true' };
}
