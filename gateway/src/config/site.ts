import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseLocaleDomains } from '../site/locale-domains';

/** The workspace root (gateway/src/config -> ../../..), where shell and the mf- packages live. */
const WORKSPACE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Bundle serving, remotes registry and SPA entry settings (owned by the site feature). */
export const siteConfigShape = {
  BUNDLES_DIR: z
    .string()
    .min(1)
    .default(WORKSPACE_ROOT)
    .describe('Folder holding shell/dist and <remote>/dist/<version>/ (the workspace root by default)'),
  REMOTES_AUTO_REGISTER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe(
      'At start, register remote builds the registry has never seen (new builds); false = deploy only',
    ),
  DEPLOY_TOKEN: z
    .string()
    .min(16, 'DEPLOY_TOKEN must be at least 16 characters')
    .optional()
    .describe(
      'Token for POST /api/auth/remotes/deploy|rollback (header x-deploy-token), besides admin sessions',
    ),
  ROOT_LOCALE_REDIRECT: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true')
    .describe('Redirect / to the visitor language prefix (cookie, then Accept-Language)'),
  LOCALE_DOMAINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseLocaleDomains(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    })
    .describe(
      "Locale per host, e.g. 'archivio.example.fr=fr,archive.example.org=en': / redirects there (a cookie wins)",
    ),
  SERVER_RENDERING: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe("Render pages on the server from the remotes' server builds (false = client rendering only)"),
  SERVER_RENDER_BUDGET_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(10_000)
    .default(1000)
    .describe('Milliseconds a server render may take before the client-rendered page is sent instead'),
  SERVER_RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(4)
    .describe('Server renders a process runs at once; the others wait in line (signed-in pages first)'),
  SERVER_RENDER_CHECK_ANSWERS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true'))
    .describe(
      "Pass the answers of a render's in-process read calls through their zod answer schemas (default: not in production)",
    ),
  SERVER_RENDER_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000)
    .default(256)
    .describe('Renders that may wait in line per process; past it a page answers 503 with Retry-After'),
};
