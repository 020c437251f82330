import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** The anonymous page cache and the HTTP caching of pages (site/cache/, issue 22). */
export const pageCacheConfigShape = {
  PAGE_CACHE: flag('true').describe(
    'Keep server-rendered pages of visitors without a session and answer them from memory',
  ),
  PAGE_CACHE_SHARE_ANSWERS: flag('true').describe(
    "Let anonymous renders reuse each other's public API answers while the data versions hold (10 s at most)",
  ),
  PAGE_CACHE_SHARE_SIGNED_IN_DOCUMENTS: flag('true').describe(
    'Let signed-in renders of one access level share the public document reads (site options, menus, footer) while the content revision holds',
  ),
  PAGE_CACHE_SHARE_FRAME: flag('true').describe(
    'Draw the frame of anonymous pages (header, menus, footer, cookie bar) once per locale, route kind, consent and data versions',
  ),
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(8 * 1024 ** 3)
    .default(64 * 1024 ** 2)
    .describe('Bytes of HTML (plain and compressed copies) the page cache keeps; 0 keeps nothing'),
  PAGE_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(60)
    .describe(
      'Age after which a cached page whose data did not change is still served once and drawn anew behind it',
    ),
  PAGE_CACHE_S_MAXAGE: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(10)
    .describe('Seconds a CDN or proxy may keep an anonymous page (Cache-Control s-maxage)'),
  PAGE_CACHE_STALE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400)
    .default(30)
    .describe('Seconds a CDN may serve an expired page while it fetches a new one (stale-while-revalidate)'),
  PAGE_CACHE_PURGE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('Where to POST {"tags": [...]} when pages change (a CDN purge hook); purges are logged anyway'),
};
