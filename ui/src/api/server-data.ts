import { createContext, useContext, useEffect } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { ApiError } from './fetcher';

/**
 * Data for server rendering and hydration, keyed like SWR (`unstable_serialize` of the hook's key).
 *
 * On the server, a render provides a `ServerData`: a hook whose answer is not there yet suspends on
 * loading it through the gateway's in-process transport, and React's streaming renderer waits for it.
 * The answers a page used are exactly the ones the render asked for; they are embedded in the page.
 * In the browser the shell puts those answers into SWR's cache before hydrating (`hydrateAnswers`),
 * and the hooks skip their first revalidation for them: nothing is fetched twice.
 */
export interface EmbeddedAnswer {
  data?: unknown;
  error?: { statusCode: number; message: string; code?: string };
}

export interface ServerData {
  /** The gateway's transport (fetch-compatible, no network). */
  fetch: typeof fetch;
  /** Answers loaded during this render, to embed in the page. */
  answers: Map<string, EmbeddedAnswer>;
  /** What SWR reads during this render (its cache provider). */
  // biome-ignore lint/suspicious/noExplicitAny: SWR's own cache type (State<any, any>)
  swrCache: Map<string, any>;
  pending: Map<string, Promise<void>>;
}

const MAX_ANSWERS_PER_RENDER = 60;

export const ServerDataContext = createContext<ServerData | null>(null);

export const createServerData = (transport: typeof fetch): ServerData => ({
  fetch: transport,
  answers: new Map(),
  swrCache: new Map(),
  pending: new Map(),
});

const toEmbedded = (err: unknown): EmbeddedAnswer['error'] =>
  err instanceof ApiError
    ? { statusCode: err.statusCode, message: err.message, code: err.code }
    : { statusCode: 500, message: (err as Error)?.message ?? 'Error', code: 'SERVER_RENDER' };

const fromEmbedded = (error: NonNullable<EmbeddedAnswer['error']>) =>
  new ApiError(error.statusCode, error.message, error.code);

/** SWR's cache entry for an answer: settled, so both sides draw it as loaded (aria-busy alike). */
const settled = (answer: EmbeddedAnswer) => ({
  ...(answer.error ? { error: fromEmbedded(answer.error) } : { data: answer.data }),
  isValidating: false,
  isLoading: false,
});

function store(server: ServerData, key: string, answer: EmbeddedAnswer): void {
  server.answers.set(key, answer);
  server.swrCache.set(key, settled(answer));
}

/**
 * On the server: throws (suspends) until the answer for `key` is loaded; a failed call is kept as
 * the error the page draws (a missing record draws its 404). In the browser: nothing.
 */
export function useServerAnswer(
  key: readonly unknown[] | null,
  load: (transport: typeof fetch) => Promise<unknown>,
): void {
  const server = useContext(ServerDataContext);
  if (!server || key === null) return;
  const id = unstable_serialize(key);
  if (server.answers.has(id)) return;
  let pending = server.pending.get(id);
  if (!pending) {
    // A page whose keys change on every attempt (a random or time-based key) would load without
    // end: a render asks for a bounded number of answers, then gives up (the gateway falls back).
    if (server.answers.size + server.pending.size >= MAX_ANSWERS_PER_RENDER)
      throw new Error(`a server render asked for more than ${MAX_ANSWERS_PER_RENDER} API answers`);
    pending = load(server.fetch).then(
      (data) => store(server, id, { data }),
      (err: unknown) => store(server, id, { error: toEmbedded(err) }),
    );
    server.pending.set(id, pending);
  }
  throw pending;
}

/** Keys whose answer came with the page and is still to be used by its first hook. */
const hydrated = new Set<string>();

/** Browser: puts a server render's answers into SWR's shared cache before hydration. */
export function hydrateAnswers(answers: Record<string, EmbeddedAnswer>): void {
  const cache = SWRConfig.defaultValue.cache;
  for (const [key, answer] of Object.entries(answers)) {
    cache.set(key, settled(answer));
    hydrated.add(key);
  }
}

/**
 * Whether a hook's first mount should skip revalidating (its answer came with the page). The key is
 * forgotten once mounted: a later visit to the same data revalidates as usual.
 */
export function useHydratedKey(key: readonly unknown[] | null): boolean {
  const id = key ? unstable_serialize(key) : '';
  const fromPage = id !== '' && hydrated.has(id);
  useEffect(() => {
    if (fromPage) hydrated.delete(id);
  }, [fromPage, id]);
  return fromPage;
}
