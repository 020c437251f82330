import type { Endpoint } from '@archive/contracts/endpoints';
import type { CallDefinition } from '@archive/contracts/http';
import type { z } from 'zod';
import { readCookie } from '../lib/cookies';
import { archiveStore } from '../store/archive-store';

/**
 * The one fetcher every front end uses to call the gateway (architecture: data flow):
 * - JSON bodies always carry a `locale` (spec section 7): the page's, unless the body names one;
 * - cookies are sent (`credentials: 'include'`), so the session travels;
 * - every call but GET sends `x-csrf-token` with the value of the `oa_csrf` cookie (double-submit
 *   CSRF: the gateway compares header and cookie);
 * - a failure throws `ApiError` carrying `{ statusCode, message, code }` from the gateway's error
 *   answer (or a network error with statusCode 0).
 */
export const CSRF_COOKIE = 'oa_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly details: unknown;
  constructor(statusCode: number, message: string, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** A JSON body (the locale is added) or FormData (sent as is, no locale: spec section 7). */
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The locale put in JSON bodies; the shared store's by default (a server render names its own). */
  locale?: string;
  /** The transport; `fetch` by default. A server render passes the gateway's in-process one. */
  fetch?: typeof fetch;
}

/** Base URL of the gateway; same origin unless a test or an embedding page says otherwise. */
let baseUrl = '';
export const setApiBaseUrl = (url: string) => {
  baseUrl = url.replace(/\/$/, '');
};

const withQuery = (path: string, query: ApiRequest['query']) => {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.append(key, String(value));
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
};

async function readError(response: Response): Promise<ApiError> {
  let payload: { message?: unknown; code?: unknown; details?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // Not JSON (a proxy page): the status text is all we have.
  }
  const message = typeof payload.message === 'string' ? payload.message : response.statusText || 'Error';
  const code = typeof payload.code === 'string' ? payload.code : undefined;
  return new ApiError(response.status, message, code, payload.details);
}

export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? (request.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body || method !== 'GET') {
    headers['content-type'] = 'application/json';
    // The page's locale unless the body names one (addLanguage's `locale` is the language to add;
    // an editor may save a document of another language).
    const json: Record<string, unknown> = { ...request.body };
    if (typeof json.locale !== 'string') json.locale = request.locale ?? archiveStore.getState().locale;
    body = JSON.stringify(json);
  }
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(baseUrl + withQuery(path, request.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: request.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, (err as Error).message || 'Network error', 'NETWORK');
  }
  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

export const apiGet = <T = unknown>(path: string, request: Omit<ApiRequest, 'method' | 'body'> = {}) =>
  apiFetch<T>(path, { ...request, method: 'GET' });

export const apiPost = <T = unknown>(
  path: string,
  body: ApiRequest['body'] = {},
  request: Omit<ApiRequest, 'method' | 'body'> = {},
) => apiFetch<T>(path, { ...request, method: 'POST', body });

/** Fills `:params` of a contract path. */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new RangeError(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });

/** A call definition (`*Call` of catalogue-api/content-api) or its zod-free browser endpoint. */
export type ApiCall = CallDefinition | Endpoint;
// A full definition first: it also has method and path, so it would match Endpoint<unknown>.
type DefinitionOf<C> = C extends CallDefinition ? C : C extends Endpoint<infer D> ? D : never;
type BodyOf<C> =
  DefinitionOf<C> extends CallDefinition<infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
type ResponseOf<C> =
  DefinitionOf<C> extends CallDefinition<z.ZodType | undefined, infer R> ? z.output<R> : never;

/**
 * Calls a contract-defined endpoint: method, path and types come from the contract; the answer is
 * trusted to match it (the gateway validates its output), so no zod runs in the browser. Pass the
 * endpoint from `@archive/contracts/catalogue-endpoints` or `content-endpoints` (zod-free); the
 * full `*Call` definitions work too but bring their schemas, and zod, into the bundle. The
 * `locale` field is added for you.
 */
export function callApi<C extends ApiCall>(
  call: C,
  body?: Omit<BodyOf<C>, 'locale'> & { locale?: string },
  options: { params?: Record<string, string | number> } & Pick<
    ApiRequest,
    'signal' | 'locale' | 'fetch'
  > = {},
): Promise<ResponseOf<C>> {
  const { params, ...request } = options;
  const path = fillPath(call.path, params);
  return call.method === 'GET'
    ? apiGet<ResponseOf<C>>(path, request)
    : apiPost<ResponseOf<C>>(path, (body ?? {}) as Record<string, unknown>, request);
}
