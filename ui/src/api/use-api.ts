import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useArchive } from '../store/use-archive';
import { type ApiCall, type ApiError, apiFetch, callApi } from './fetcher';
import { useHydratedKey, useServerAnswer } from './server-data';

/**
 * SWR hooks over the fetcher. The key includes the locale, so switching language refetches; a
 * `null` path (or call) skips the request (conditional fetching). On the server they load their
 * answer before the page is drawn, and in the browser they use the answer the page came with
 * (server-data.ts).
 *
 *   const { data } = useApi<SiteOptions>('/api/public/firebase/getDocBySlug', { name: 'options', collection: 'options' });
 *   const { data } = useCall(searchCall, { tables: ['ca_objects'] });
 */
export function useApi<T>(
  path: string | null,
  body?: Record<string, unknown>,
  config?: SWRConfiguration<T, ApiError> & { method?: 'GET' | 'POST' },
): SWRResponse<T, ApiError> {
  const locale = useArchive((s) => s.locale);
  const method = config?.method ?? (body ? 'POST' : 'GET');
  const key = path ? ([path, method, locale, body ? JSON.stringify(body) : ''] as const) : null;
  const load = (transport?: typeof fetch) =>
    apiFetch<T>(path as string, { method, body, locale, fetch: transport });
  useServerAnswer(key, load);
  const fromPage = useHydratedKey(key);
  return useSWR<T, ApiError>(key, () => load(), fromPage ? { ...config, revalidateOnMount: false } : config);
}

export function useCall<C extends ApiCall>(
  call: C | null,
  body?: Parameters<typeof callApi<C>>[1],
  options: {
    params?: Record<string, string | number>;
    /**
     * Server render only: the part of the answer the page draws, kept in its embedded state and
     * drawn by the server from the same part, so the browser hydrates what the server drew (the
     * record page's children answer was 12.7 KB of an 18.3 KB state; issue 22). The browser's own
     * fetches get the whole answer. Only for a key no other hook reads whole.
     */
    embed?: (answer: Awaited<ReturnType<typeof callApi<C>>>) => Awaited<ReturnType<typeof callApi<C>>>;
  } & SWRConfiguration = {},
) {
  const locale = useArchive((s) => s.locale);
  const { params, embed, ...config } = options;
  const key = call
    ? ([call.path, locale, JSON.stringify(params ?? {}), JSON.stringify(body ?? {})] as const)
    : null;
  const load = (transport?: typeof fetch) => callApi(call as C, body, { params, locale, fetch: transport });
  useServerAnswer(key, embed ? async (transport) => embed(await load(transport)) : load);
  const fromPage = useHydratedKey(key);
  return useSWR(
    key,
    () => load(),
    fromPage ? { ...config, revalidateOnMount: false } : config,
  ) as SWRResponse<Awaited<ReturnType<typeof callApi<C>>>, ApiError>;
}
