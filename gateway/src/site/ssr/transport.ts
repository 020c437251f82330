import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectWithSession, type RenderSession } from '../../auth/render-session';
import { answerKey, type SharedAnswers } from './shared-answers';

/**
 * The fetch a server render uses: the gateway's own API, called in process (`app.inject`: the same
 * routes, validation and access rules as from a browser, no socket). It carries the visitor's
 * cookies, and the CSRF token the browser would send from its cookie, so a render sees exactly what
 * this visitor's browser would see, never more.
 */
const NO_SESSION = {
  ok: false,
  status: 401,
  statusText: '',
  headers: contentTypeOnly('application/json'),
  json: async () => ({
    statusCode: 401,
    error: 'Unauthorized',
    message: 'Session required',
    code: 'SESSION_REQUIRED',
  }),
  text: async () =>
    '{"statusCode":401,"error":"Unauthorized","message":"Session required","code":"SESSION_REQUIRED"}',
} as Response;

/** What a render needs of the request it draws for (the page cache passes only the variant's cookies). */
export type RenderVisitor = Pick<FastifyRequest, 'headers' | 'cookies'>;

/** One API call a render made, as the page cache looks at it (cache tags, per-visitor answers). */
export interface ObservedCall {
  method: string;
  url: string;
  body: string | undefined;
  status: number;
  answer: string;
  setsCookie: boolean;
  /**
   * The answer parsed, the same value the render's own `json()` gets (parsed once for both: the
   * cache tags read every catalogue answer; issue 22). Read it, never change it.
   */
  json: () => unknown;
}

/** Answers shared between renders of one set of data versions (shared-answers.ts; anonymous only). */
export interface SharedRender {
  answers: SharedAnswers;
  /** The data versions, and for a signed-in render its access level (levels never share). */
  fingerprint: string;
  /**
   * A signed-in render: only calls under these paths are shared (answers that depend on the level
   * alone, never on who is signed in), keyed without the session's cookie and CSRF token.
   */
  signedInPaths?: readonly string[];
}

/** JSON.parse once, on first use (a throw is thrown again on every use, as JSON.parse would). */
function parsedOnce(body: string): () => unknown {
  let parsed: { value: unknown } | { error: unknown } | undefined;
  return () => {
    if (!parsed)
      try {
        parsed = { value: JSON.parse(body) as unknown };
      } catch (error) {
        parsed = { error };
      }
    if ('error' in parsed) throw parsed.error;
    return parsed.value;
  };
}

/**
 * An answer's one header as the fetcher reads it (`headers.get('content-type')`): undici's Headers,
 * built for each call and each answer, was most of this file's own time in a render's profile.
 */
function contentTypeOnly(contentType: string): Headers {
  const named = (name: string) => name.toLowerCase() === 'content-type';
  return {
    get: (name: string) => (named(name) ? contentType : null),
    has: named,
    forEach: (each: (value: string, key: string) => void) => each(contentType, 'content-type'),
  } as Headers;
}

/** The call's headers as plain lower-case names (the fetcher sends a plain object; Headers otherwise). */
function plainHeaders(given: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!given) return headers;
  if (given instanceof Headers || Array.isArray(given)) {
    new Headers(given).forEach((value, key) => {
      headers[key] = value;
    });
    return headers;
  }
  // In name order, as Headers gives them: the shared answers' key does not depend on who wrote first.
  for (const [key, value] of Object.entries(given).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    headers[key.toLowerCase()] = String(value).trim();
  return headers;
}

const responseOf = (status: number, body: string, contentType: string, json: () => unknown) =>
  // What the fetcher reads of a Response, without building one (streams and a copy of the body
  // per call were a visible part of a render's cost).
  ({
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: contentTypeOnly(contentType),
    json: async () => json(),
    text: async () => body,
  }) as Response;

function sharedKey(
  shared: SharedRender,
  method: string,
  url: string,
  payload: string | undefined,
  headers: Record<string, string>,
): string | undefined {
  if (!shared.signedInPaths) return answerKey(method, url, payload, JSON.stringify(headers));
  if (!shared.signedInPaths.some((path) => url.startsWith(path))) return undefined;
  const { cookie: _cookie, 'x-csrf-token': _csrf, ...rest } = headers;
  return answerKey(method, url, payload, JSON.stringify(rest));
}

/**
 * Whether renders hand their session to their calls (always, but for the in-process bench's A/B,
 * bench/src/render-cost.ts, which turns it off for its "resolved per call" rows).
 */
export const sessionHandOver = { enabled: true };

/**
 * The session the page request itself resolved (routes/site.ts asks for it before drawing), handed
 * to each of this render's API calls instead of being resolved again by each. A visitor that is
 * not a request (the page cache draws with the consent cookie alone) has none to hand.
 */
async function renderSessionOf(request: RenderVisitor): Promise<RenderSession | undefined> {
  const { loadSession } = request as Partial<Pick<FastifyRequest, 'loadSession'>>;
  if (typeof loadSession !== 'function') return undefined;
  const session = await loadSession.call(request as FastifyRequest);
  return session ? { cookie: session.cookie, session } : undefined;
}

export function inProcessTransport(
  app: FastifyInstance,
  request: RenderVisitor,
  observe?: (call: ObservedCall) => void,
  shared?: SharedRender,
): typeof fetch {
  const cookie = request.headers.cookie;
  const csrf = request.cookies?.oa_csrf;
  const acceptLanguage = request.headers['accept-language'];
  // Once per transport, that is per render: never carried over to another render or visitor.
  let handed: Promise<RenderSession | undefined> | undefined;
  return async (input, init) => {
    const url = String(input);
    if (!url.startsWith('/api/'))
      throw new TypeError(`a server render calls only the gateway's API, not ${url}`);
    // A visitor without cookies has no session: /api/auth calls answer 401 whatever they are (the
    // auth hook's own answer), without running the pipeline for it (every page asks for the profile).
    if (!cookie && url.startsWith('/api/auth/')) return NO_SESSION;
    const headers = plainHeaders(init?.headers);
    if (cookie) headers.cookie = cookie;
    if (csrf) headers['x-csrf-token'] = csrf;
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    const method = (init?.method ?? 'GET') as 'GET';
    const payload = typeof init?.body === 'string' ? init.body : undefined;
    const key = shared && sharedKey(shared, method, url, payload, headers);
    const kept = key && shared?.answers.get(shared.fingerprint, key);
    if (kept) {
      // Seen as if asked: the page's cache tags name what it shows either way.
      const json = parsedOnce(kept.body);
      observe?.({
        method,
        url,
        body: payload,
        status: kept.status,
        answer: kept.body,
        setsCookie: false,
        json,
      });
      return responseOf(kept.status, kept.body, kept.contentType, json);
    }
    handed ??= cookie && sessionHandOver.enabled ? renderSessionOf(request) : Promise.resolve(undefined);
    const session = await handed;
    // The route's own handler when it opts in and the call is a plain success (direct-calls.ts);
    // otherwise, and for every refusal, the whole HTTP pipeline by inject.
    const direct = await app.directRoutes?.call(method, url, payload, {
      cookie,
      handed: session,
      csrf,
      headers,
    });
    let status: number;
    let body: string;
    let setsCookie = false;
    let contentType: string;
    if (direct) ({ status, body, contentType } = direct);
    else {
      const answer = await injectWithSession(app, session, { method, url, headers, payload });
      status = answer.statusCode;
      body = status === 204 || status === 304 ? '' : answer.body;
      setsCookie = answer.headers['set-cookie'] !== undefined;
      contentType = String(answer.headers['content-type'] ?? 'application/json');
    }
    const json = parsedOnce(body);
    observe?.({ method, url, body: payload, status, answer: body, setsCookie, json });
    // A signed-in render keeps only successes: a refusal may be this session's own (it ended meanwhile).
    if (key && shared && !(shared.signedInPaths && status >= 400))
      shared.answers.set(shared.fingerprint, key, { url, status, body, contentType, setsCookie });
    return responseOf(status, body, contentType, json);
  };
}
