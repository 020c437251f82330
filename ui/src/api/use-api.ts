import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { useArchive } from '../store/use-archive';
import { type ApiCall, type ApiError, apiFetch, callApi } from './fetcher';

/**
 * SWR hooks over the fetcher. The key includes the locale, so switching language refetches; a
 * `null` path (or call) skips the request (conditional fetching).
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
  return useSWR<T, ApiError>(key, () => apiFetch<T>(path as string, { method, body }), config);
}

export function useCall<C extends ApiCall>(
  call: C | null,
  body?: Parameters<typeof callApi<C>>[1],
  options: { params?: Record<string, string | number> } & SWRConfiguration = {},
) {
  const locale = useArchive((s) => s.locale);
  const { params, ...config } = options;
  const key = call
    ? ([call.path, locale, JSON.stringify(params ?? {}), JSON.stringify(body ?? {})] as const)
    : null;
  return useSWR(key, () => callApi(call as C, body, { params }), config) as SWRResponse<
    Awaited<ReturnType<typeof callApi<C>>>,
    ApiError
  >;
}
