import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the gateway knows of the proxy in front of it (Settings > Developer, through getSize). */
export interface ProxyNotice {
  trustProxy: boolean;
  /** A request carrying X-Forwarded-For or Forwarded arrived while TRUST_PROXY is unset. */
  forwardedSeen: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    proxyNotice: ProxyNotice;
  }
}

export const TRUST_PROXY_UNSET =
  'TRUST_PROXY is not set: client addresses are the TCP peer. Behind a reverse proxy or load balancer every visitor then shares its address, and the per-address limits (failed sign-ins, raw catalogue calls) apply to the whole public at once. Set TRUST_PROXY=true when a proxy you run sets X-Forwarded-For.';

export const FORWARDED_WITHOUT_TRUST =
  'Requests arrive with X-Forwarded-For/Forwarded but TRUST_PROXY is not set: this gateway sits behind a proxy and counts every visitor as the proxy address, so 20 failed sign-ins by anyone lock sign-in for everyone for 15 minutes and the raw catalogue calls share one limit. Set TRUST_PROXY=true (only when the proxy is yours and overwrites these headers).';

const carriesForwarding = (request: FastifyRequest) =>
  request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;

/**
 * Says when the gateway is likely behind a proxy it does not trust: at start (info) whenever
 * TRUST_PROXY is unset, and loudly (warn, once per process) on the first request carrying
 * forwarding headers then. The headers are never believed here; they are only noticed.
 */
export default fp(
  async (app: FastifyInstance) => {
    const notice: ProxyNotice = { trustProxy: app.config.TRUST_PROXY, forwardedSeen: false };
    app.decorate('proxyNotice', notice);
    if (notice.trustProxy) return;
    app.log.info({ setting: 'TRUST_PROXY' }, TRUST_PROXY_UNSET);
    app.addHook('onRequest', async (request) => {
      if (notice.forwardedSeen || !carriesForwarding(request)) return;
      notice.forwardedSeen = true;
      app.log.warn({ setting: 'TRUST_PROXY', peer: request.socket.remoteAddress }, FORWARDED_WITHOUT_TRUST);
    });
  },
  { name: 'proxy-warning' },
);
