import fc from 'fast-check';
import {
  contentType,
  fuzzed,
  hostileFilterToken,
  multipartBody,
  pathParam,
  queryString,
  rawBody,
} from './arbitraries';
import type { ApiRoute } from './routes';

/** One request as the fuzz test sends it through app.inject. */
export interface Sent {
  method: 'GET' | 'POST';
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

export const toJson = (value: unknown) => JSON.stringify(value) ?? '';

/** A request for `route`: mostly schema-shaped JSON, sometimes raw text, odd types, bad params. */
export function requestFor(route: ApiRoute): fc.Arbitrary<Sent> {
  const params = fc.array(pathParam, { minLength: route.params.length, maxLength: route.params.length });
  const url = fc.tuple(params, queryString).map(([values, query]) => {
    let path = route.path;
    route.params.forEach((name, i) => {
      path = path.replace(`{${name}}`, values[i] ?? 'x');
    });
    return path + query;
  });
  if (route.method === 'GET') return url.map((u) => ({ method: 'GET' as const, url: u }));
  if (route.multipart) {
    const rawText = rawBody.map((payload) => ({ payload, contentType: 'application/json' }));
    return fc
      .tuple(url, fc.oneof({ arbitrary: multipartBody, weight: 4 }, { arbitrary: rawText, weight: 1 }))
      .map(([u, body]) => ({ method: route.method, url: u, ...body }));
  }
  const bodies = [
    { arbitrary: fuzzed(route.body ?? {}).map(toJson), weight: 6 },
    { arbitrary: rawBody, weight: 2 },
  ];
  if (route.takesFilters) {
    const filters = fc.array(hostileFilterToken, { minLength: 1, maxLength: 3 });
    bodies.push({ arbitrary: filters.map((f) => toJson({ filters: f })), weight: 3 });
  }
  const type = fc.oneof({ arbitrary: fc.constant('application/json'), weight: 5 }, contentType);
  return fc
    .tuple(url, fc.oneof(...bodies), type)
    .map(([u, payload, t]) => ({ method: route.method, url: u, payload, ...(t ? { contentType: t } : {}) }));
}
