import type { FastifyBaseLogger } from 'fastify';

/**
 * Tells a CDN which pages to drop: always logged (`page cache: purge`, with the tags), and POSTed
 * as `{"tags": [...], "reason": "..."}` to PAGE_CACHE_PURGE_URL when set (a small hook that calls
 * the CDN's purge-by-tag API, or a Varnish `BAN` endpoint). Fire and forget: a CDN that does not
 * answer delays nothing; its pages then expire after s-maxage.
 */
export class PurgeNotifier {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly url: string | undefined,
  ) {}

  purge(tags: string[], reason: string): void {
    if (!tags.length) return;
    this.log.info({ tags, reason }, 'page cache: purge');
    if (!this.url) return;
    fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tags, reason }),
      signal: AbortSignal.timeout(5_000),
    }).then(
      (answer) => {
        if (!answer.ok) this.log.warn({ status: answer.status, tags }, 'page cache: purge refused');
      },
      (err: unknown) => this.log.warn({ err, tags }, 'page cache: purge not sent'),
    );
  }
}
