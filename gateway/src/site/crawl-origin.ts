import type { AppConfig } from '../config';

/**
 * The origin absolute links for crawlers are built on: PUBLIC_URL, never the request's Host header
 * (a client picks that, and a cache could then hand everyone links to the client's host). Without
 * PUBLIC_URL (development) the local address. One function, so public-origin.ts can replace it.
 */
export function crawlOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
