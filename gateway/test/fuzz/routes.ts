import type { FastifyInstance } from 'fastify';
import { SECRET_WORD } from '../catalogue/fixture';
import { PRIVATE_IDS } from './arbitraries';

/** One route as the fuzz test sends to it, read from the app's OpenAPI document. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  /** OpenAPI form: `/api/public/mongo/related/{collection}/{table}/{id}`. */
  path: string;
  params: string[];
  /** JSON schema of the body, when the route takes JSON. */
  body?: object;
  multipart: boolean;
  takesFilters: boolean;
}

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/**
 * Every /api route the app documents (the OpenAPI document lists what each route validates; the
 * docs pages and /api/health are not in it and take no input).
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: upper,
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        ...(schema ? { body: schema } : {}),
        multipart: path === '/api/auth/ca/buca',
        takesFilters: Boolean(schema?.properties && 'filters' in schema.properties),
      });
    }
  }
  return routes;
}

const SECRET_TEXTS = [SECRET_WORD, 'Isola segreta'];
const PRIVATE = new Set<string>(PRIVATE_IDS);
const RECORD_KEYS = ['preferred_label', 'label', 'table', 'name', 'path', 'type_id'];

/**
 * What in an answer reveals a private record, or undefined: a private label (unless the request
 * itself carried that text, e.g. an error echoing it), or a record-shaped object whose id is a
 * private one. A bare private id is no leak by itself: a public child names its parent.
 */
export function leakIn(body: string, request: string): string | undefined {
  for (const text of SECRET_TEXTS) if (body.includes(text) && !request.includes(text)) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const walk = (v: unknown): string | undefined => {
    if (Array.isArray(v)) {
      for (const x of v) {
        const found = walk(x);
        if (found) return found;
      }
      return undefined;
    }
    if (!v || typeof v !== 'object') return undefined;
    const o = v as Record<string, unknown>;
    for (const key of ['id', 'rel_id', '_id'])
      if (typeof o[key] === 'string' && PRIVATE.has(o[key]) && RECORD_KEYS.some((k) => k in o))
        return `${key} ${o[key]}`;
    for (const x of Object.values(o)) {
      const found = walk(x);
      if (found) return found;
    }
    return undefined;
  };
  return walk(parsed);
}
