import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { csrfTokenOf } from '../../auth/cookies';
import type { RenderSession } from '../../auth/render-session';
import type { SessionContext } from '../../auth/session-context';
import { jsonDepth, MAX_BODY_DEPTH } from '../../plugins/body-limits';

/**
 * A direct path for a server render's read calls (issue 22). Through `app.inject` each of a page's
 * API calls paid light-my-request's fake request and response, routing, the hooks, header and
 * cookie parsing and a Buffer round trip: about 30% of an uncached record page's CPU. A route that
 * says so in its own options (`config: RENDER_DIRECT`, beside its handler: no second copy of its
 * logic) is called here by its handler instead, with the same body validation (the route's zod
 * schema through the same compiler the app uses) and the same answer (its 200 response schema
 * through the same serializer, so the text is the one inject would give).
 *
 * Only the plain success path is taken here. Anything else goes back to `app.inject` (the caller's
 * fallback), so refusals keep exactly the HTTP path's status and body, in the caller's language:
 * a body the validator refuses, a handler that throws (404 of a private record, 503 of a busy
 * store), a private site (its 401/403 and open list live in the private-site hook), a session
 * cookie this render did not resolve, a body the JSON limits would look at twice (deep, or naming
 * `__proto__`/`constructor`), a handler that touches anything of its request or reply the direct
 * request does not hold (both are guarded: an unknown property throws, and the call falls back).
 *
 * The API's reads are POSTs with a JSON body (the seed's shape), so those are what is called here.
 * The answer is handed over as text and parsed once by the render (transport.ts), as before: the
 * JSON round trip was 0.2% of a record page's profile, less than freezing shared objects would ask.
 */

/** A route's options opt in with `config: RENDER_DIRECT` (a read: no cookies set, no reply use). */
export const RENDER_DIRECT = { renderDirect: true } as const;

/**
 * The same for a route whose own onRequest hook is per-client flood control (mongo/rate-limit.ts).
 * A render's calls are not a client's: through inject they all came from 127.0.0.1, so every render
 * of the process (of the cluster: the buckets are the primary's) shared one address's 60 calls a
 * second, and past it record pages were drawn, and cached for everyone, with a 429 where their
 * relations belong (33 of 300 pages drawn one at a time in one process; issue 22). The page
 * request is what a client sends; the render it starts makes one such call per page.
 */
export const RENDER_DIRECT_PAST_FLOOD_CONTROL = { renderDirect: true, skipsOwnOnRequest: true } as const;

/** An answer of the direct path: what inject would have answered for a 200. */
export interface DirectAnswer {
  status: 200;
  body: string;
  contentType: string;
}

/** What a direct call knows of the render's visitor. */
export interface DirectCaller {
  /** The cookie header the render sends (undefined: none). */
  cookie: string | undefined;
  /** The session the page request resolved and handed over (render-session.ts), if any. */
  handed: RenderSession | undefined;
  /** The x-csrf-token the render sends with its calls. */
  csrf: string | undefined;
  /** Headers the call would carry (plain, lower-case names). */
  headers: Record<string, string>;
}

interface DirectRoute {
  url: string;
  /** For a path with parameters: its pattern and the parameters' names, in order. */
  pattern?: RegExp;
  names?: string[];
  validateParams?: (params: unknown) => { value?: unknown; error?: unknown };
  validate: (body: unknown) => { value?: unknown; error?: unknown };
  serialize: (value: unknown) => string;
  handler: (this: FastifyInstance, request: unknown, reply: unknown) => unknown;
  instance: FastifyInstance;
}

/** The answer's content type, as Fastify sets it for a serialized JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';
/** Hooks a route may carry of its own: a direct call would skip them, so such a route may not opt in. */
const ROUTE_HOOKS = [
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
] as const;

/** The lifecycle hooks an instance runs (Fastify keeps them under a symbol of its own). */
function hooksOf(instance: FastifyInstance): Partial<Record<(typeof ROUTE_HOOKS)[number], unknown[]>> {
  for (let o: object | null = instance; o; o = Object.getPrototypeOf(o)) {
    const key = Object.getOwnPropertySymbols(o).find((s) => s.description === 'fastify.hooks');
    if (key)
      return (o as Record<symbol, Partial<Record<(typeof ROUTE_HOOKS)[number], unknown[]>>>)[key] ?? {};
  }
  throw new Error('the app holds no hooks: a Fastify version this file does not know');
}

/** Thrown when a handler reaches for something the direct request does not hold: falls back. */
class NotDirect extends Error {}

/** An object whose unknown properties throw NotDirect instead of reading undefined. */
function guarded<T extends object>(held: T, what: string): T {
  return new Proxy(held, {
    get(target, name, receiver) {
      if (name in target) return Reflect.get(target, name, receiver);
      // Promise resolution and inspection probe these: answer as a plain object would.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      throw new NotDirect(`${what}.${String(name)} is not held by a direct call`);
    },
    set() {
      throw new NotDirect(`${what} is read-only in a direct call`);
    },
  });
}

/** Whether a cookie header may carry a session cookie (either name: the plain one or `__Host-`). */
const mayCarrySession = (cookie: string | undefined) => Boolean(cookie?.includes('oa_session='));

/** Off only for the in-process bench's A/B (bench/src/render-cost.ts); on everywhere else. */
export const directCalls = { enabled: true, calls: 0, fallbacks: 0 };

/** `/a/:b/:c` as an anchored pattern (a parameter is one whole segment) and its names. */
function pathPattern(url: string): { pattern: RegExp; names: string[] } | undefined {
  const names: string[] = [];
  const parts = url.split('/').map((part) => {
    if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const name = part.slice(1);
    if (!/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(name)) return undefined;
    names.push(name);
    return '([^/]+)';
  });
  if (parts.some((p) => p === undefined)) return undefined;
  return { pattern: new RegExp(`^${parts.join('/')}$`), names };
}

export class DirectRoutes {
  /**
   * Whether a direct answer goes through its route's 200 schema (zod's encode, then JSON) or is
   * written as the handler returned it (JSON alone). The schema pass was ~9% of an uncached record
   * page's CPU in production (issue 22), and for a render it checks our own handler's answer, not
   * anything a client sent: the call's body and parameters are still validated, the answer is
   * escaped where the page embeds it (page-html.ts), and with these answers the page shows what it
   * shows through inject (direct-calls.test.ts compares both ways, byte for byte, on real pages).
   * On in development and tests (SERVER_RENDER_CHECK_ANSWERS), so a handler whose answer strays
   * from its schema fails there, where the HTTP path would refuse it too.
   */
  checkAnswers: boolean;
  /** Fixed paths, then the few with parameters (tried in turn). */
  private readonly routes = new Map<string, DirectRoute>();
  private readonly withParams: DirectRoute[] = [];
  /** Every POST path of the app, so that a parameter route never stands for another's URL. */
  private readonly allPosts: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    options: { checkAnswers: boolean } = { checkAnswers: true },
  ) {
    this.checkAnswers = options.checkAnswers;
  }

  /** onRoute: keeps an opted-in route; refuses one the direct path could not call the same way. */
  add(route: RouteOptions, instance: FastifyInstance): void {
    const config = route.config as { renderDirect?: boolean; skipsOwnOnRequest?: boolean } | undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('POST')) this.allPosts.push(route.url);
    if (!config?.renderDirect) return;
    const where = `${methods.join(',')} ${route.url}`;
    const hooks = ROUTE_HOOKS.filter(
      (hook) =>
        (route as unknown as Record<string, unknown>)[hook] !== undefined &&
        !(hook === 'onRequest' && config.skipsOwnOnRequest),
    );
    if (hooks.length)
      throw new Error(`${where}: a route with its own ${hooks.join(', ')} cannot be called directly`);
    // Public calls only: the hooks a render's direct call stands in for are the app's own (CSRF,
    // private site); a scope's own hooks (the /api/auth session check) are refused at ready.
    if (!route.url.startsWith('/api/public/'))
      throw new Error(`${where}: only /api/public/ routes are called directly`);
    const params = route.url.includes(':') ? pathPattern(route.url) : undefined;
    if (
      methods.length !== 1 ||
      methods[0] !== 'POST' ||
      route.url.includes('*') ||
      (route.url.includes(':') && !params)
    )
      throw new Error(
        `${where}: only POST routes with a fixed path or whole-segment parameters are called directly`,
      );
    const schema = route.schema as {
      body?: unknown;
      params?: unknown;
      querystring?: unknown;
      response?: Record<string, unknown>;
    };
    const answer = schema?.response?.[200] ?? schema?.response?.['2xx'];
    if (!schema?.body || !answer || schema.querystring || Boolean(params) !== Boolean(schema.params))
      throw new Error(
        `${where}: a direct route needs a body schema, a 200 answer schema, a params schema for its parameters, no query`,
      );
    const direct: DirectRoute = {
      url: route.url,
      ...(params
        ? {
            ...params,
            validateParams: validatorCompiler({ schema: schema.params } as never) as DirectRoute['validate'],
          }
        : {}),
      validate: validatorCompiler({ schema: schema.body } as never) as DirectRoute['validate'],
      serialize: serializerCompiler({
        schema: answer,
        method: 'POST',
        url: route.url,
      } as never) as DirectRoute['serialize'],
      handler: route.handler as DirectRoute['handler'],
      instance,
    };
    if (params) this.withParams.push(direct);
    else this.routes.set(route.url, direct);
  }

  /** The route a URL names and its parameters (undefined: not a direct one, or not plainly spelled). */
  private match(url: string): { route: DirectRoute; params: Record<string, string> } | undefined {
    const route = this.routes.get(url);
    if (route) return { route, params: {} };
    // Encodings, queries and fragments are the router's to read: inject answers such URLs.
    if (/[%?#;]/.test(url)) return undefined;
    for (const candidate of this.withParams) {
      const found = candidate.pattern?.exec(url);
      if (!found) continue;
      const params: Record<string, string> = {};
      candidate.names?.forEach((name, i) => {
        params[name] = found[i + 1] ?? '';
      });
      return { route: candidate, params };
    }
    return undefined;
  }

  /**
   * onReady: every direct route's scope runs only hooks the app itself runs for every request (the
   * ones this path stands in for): a scope that adds a hook of its own (a session check, a limit)
   * would be skipped by a direct call, so the gateway refuses to start with such a route opted in.
   */
  checkScopes(): void {
    const root = hooksOf(this.app);
    for (const route of this.withParams) {
      // Another POST route under the same fixed start could win the router for some URLs.
      const start = route.url.slice(0, route.url.indexOf(':'));
      const others = this.allPosts.filter((url) => url !== route.url && url.startsWith(start));
      if (others.length)
        throw new Error(
          `POST ${route.url}: ${others.join(', ')} shares its start, so it cannot be called directly`,
        );
    }
    for (const route of [...this.routes.values(), ...this.withParams]) {
      const own = hooksOf(route.instance);
      for (const name of ROUTE_HOOKS) {
        const extra = (own[name] ?? []).filter((hook) => !(root[name] ?? []).includes(hook));
        if (extra.length)
          throw new Error(`POST ${route.url}: its scope adds ${name} hooks, so it cannot be called directly`);
      }
    }
  }

  /** The paths called directly (for tests and the README). */
  paths(): string[] {
    return [...this.routes.keys(), ...this.withParams.map((route) => route.url)];
  }

  /**
   * The route's answer without inject, or undefined when the call must take the HTTP path (see the
   * file's comment). Never throws: whatever goes wrong, inject answers instead.
   */
  async call(
    method: string,
    url: string,
    payload: string | undefined,
    caller: DirectCaller,
  ): Promise<DirectAnswer | undefined> {
    if (!directCalls.enabled || method !== 'POST' || payload === undefined) return undefined;
    // Compression (added to every /api route after this plugin saw it) acts only on these.
    if (caller.headers['accept-encoding'] || caller.headers['content-encoding']) return undefined;
    const matched = this.match(url);
    if (!matched) return undefined;
    const { route } = matched;
    // A session cookie counts only as the session this render resolved, and only with that
    // session's CSRF token (the auth hook's check, the same HMAC, computed once a render):
    // otherwise inject resolves and checks it as for a browser (a stale token answers its 403).
    let session: SessionContext | null = null;
    if (mayCarrySession(caller.cookie)) {
      const handed = caller.handed;
      if (!handed || !caller.csrf || !caller.cookie?.includes(handed.cookie)) return undefined;
      handed.csrfToken ??= csrfTokenOf(this.app, handed.cookie);
      const a = Buffer.from(handed.csrfToken);
      const b = Buffer.from(caller.csrf);
      if (a.length !== b.length || !timingSafeEqual(a, b)) return undefined;
      session = handed.session;
    }
    if (
      jsonDepth(payload) > MAX_BODY_DEPTH ||
      payload.includes('__proto__') ||
      payload.includes('constructor')
    )
      return undefined;
    try {
      // The private-site hook refuses public calls on a private site: left to it.
      if (!(await this.app.content.siteOptions()).public) return undefined;
      // Fastify validates the parameters before the body; either refusal is inject's to answer.
      const params = route.validateParams ? route.validateParams(matched.params) : { value: {} };
      if (params.error) return undefined;
      const checked = route.validate(JSON.parse(payload));
      if (checked.error) return undefined;
      // Each call its own copy of the session, as loadSession gives each inject request.
      const own = session ? { ...session } : null;
      const request = guarded(
        {
          body: checked.value,
          params: params.value,
          query: {},
          headers: caller.headers,
          method: 'POST',
          url,
          routeOptions: { url: route.url },
          session: own,
          loadSession: async () => own,
          log: this.app.log,
          server: route.instance,
        },
        'request',
      );
      const reply = guarded({}, 'reply');
      const value = await route.handler.call(route.instance, request, reply);
      if (value === undefined || value === null) return undefined;
      const body = this.checkAnswers ? route.serialize(value) : JSON.stringify(value);
      directCalls.calls++;
      return { status: 200, body, contentType: JSON_TYPE };
    } catch {
      directCalls.fallbacks++;
      return undefined;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    directRoutes: DirectRoutes;
  }
  interface FastifyContextConfig {
    /** Called by a server render through its handler (RENDER_DIRECT). */
    renderDirect?: boolean;
    /** Its own onRequest hook is a client's flood control, skipped for a render's calls. */
    skipsOwnOnRequest?: boolean;
  }
}

/** Registered before the routes: collects those that opt in, as they are added. */
export default fp(
  async (app: FastifyInstance, opts: { checkAnswers?: boolean }) => {
    const routes = new DirectRoutes(app, { checkAnswers: opts.checkAnswers ?? true });
    app.decorate('directRoutes', routes);
    app.addHook('onRoute', function (this: FastifyInstance, route) {
      routes.add(route, this);
    });
    app.addHook('onReady', async () => routes.checkScopes());
  },
  { name: 'render-direct-calls' },
);
