import { CONSENT_DATE_COOKIE, dayOf } from '@archive/contracts/consent-expiry';
import { CONSENT_FORM_PATH } from '@archive/contracts/consent-form';
import {
  ANALYTICS_DISABLE_COOKIE,
  ANALYTICS_DISABLED_COOKIE,
  analyticsDisableCookieName,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
} from '@archive/contracts/constants';
import { t } from '@archive/contracts/messages-all';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localeOf } from '../identity/locale';
import { HttpError } from '../lib/http-error';
import { publicOrigin } from '../site/public-origin';

/**
 * The cookie bar's choice as a plain form post (issue 26). The bar is in the server's HTML and its
 * buttons submit a form here, so a choice made before the page's code has started (it starts after
 * the first paint) or without JavaScript is kept: the same cookies the bar writes in the browser
 * (shell consent/consent.ts), then 303 back to the page, drawn without the bar. With the code
 * running, the bar takes the click itself and nothing is posted.
 *
 * Only from the site's own pages: a form on another site could otherwise switch a visitor's
 * analytics on (a consent given by someone else). The browser says where the post comes from
 * (Sec-Fetch-Site, else Origin); a post that says neither is refused too.
 */

const body = z.object({
  consent: z.enum(['declined', 'all']),
  back: z.string().max(2000).optional(),
});

/** The page to go back to: a path of this site only (never `//host` or `/\host`), else the home. */
export function backPath(back: string | undefined): string {
  return back && /^\/(?![/\\])[^\s\\]*$/.test(back) ? back : '/';
}

function sameSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  const own = `${request.protocol}://${request.host}`.toLowerCase();
  const configured = publicOrigin(request);
  return (
    origin.toLowerCase() === own || (!!configured && new URL(configured).origin === origin.toLowerCase())
  );
}

/** Set-Cookie values of a choice, as the bar writes them in the browser. */
export function consentCookies(
  consent: 'declined' | 'all',
  options: { analyticsId?: string | undefined; secure: boolean; today?: Date },
): string[] {
  const tail = `; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const year = `; Max-Age=${CONSENT_MAX_AGE_SECONDS}`;
  const disable = [
    ANALYTICS_DISABLED_COOKIE,
    ...(options.analyticsId ? [analyticsDisableCookieName(options.analyticsId)] : []),
  ];
  const until = new Date(ANALYTICS_DISABLE_COOKIE.expires).toUTCString();
  return [
    `${CONSENT_COOKIE}=${consent}${year}${tail}`,
    `${CONSENT_DATE_COOKIE}=${dayOf(options.today ?? new Date())}${year}${tail}`,
    // Declined: analytics stay off until 2099; accepted: an earlier decline's cookies go.
    ...disable.map((name) =>
      consent === 'declined' ? `${name}=true; Expires=${until}${tail}` : `${name}=; Max-Age=0${tail}`,
    ),
  ];
}

export default async function consentFormRoutes(root: FastifyInstance) {
  // Only here (this plugin is encapsulated): the form's body.
  root.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, text, done) => done(null, Object.fromEntries(new URLSearchParams(text as string))),
  );

  // POST /cookie-consent – the cookie bar's form: consent=declined|all, back=<the page's path>
  root.post(CONSENT_FORM_PATH, async (request, reply) => {
    const locale = localeOf(request);
    if (!sameSite(request)) throw new HttpError(403, t('error.forbidden', locale), 'FORBIDDEN');
    const parsed = body.safeParse(request.body);
    if (!parsed.success) throw new HttpError(400, t('error.validation', locale), 'VALIDATION');
    const options = await root.content.siteOptions();
    const secure = request.protocol === 'https' || !!publicOrigin(request)?.startsWith('https:');
    return reply
      .header('set-cookie', consentCookies(parsed.data.consent, { analyticsId: options.analyticsID, secure }))
      .header('cache-control', 'no-store')
      .redirect(backPath(parsed.data.back), 303);
  });
}
