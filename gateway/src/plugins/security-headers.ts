import { CONSENT_DATE_COOKIE, consentStands } from '@archive/contracts/consent-expiry';
import { ANALYTICS_CONSENT, CONSENT_COOKIE } from '@archive/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers (CSP, nosniff, frame and referrer policies, HSTS...) on every answer, from
 * helmet's middlewares built once. @fastify/helmet rebuilt the whole middleware, CSP parsing
 * included, on every request: ~4% of a record call's CPU in the profile, for identical headers.
 *
 * Scripts come from the site alone. Google's tag host is allowed only while the site options name
 * an analytics id and the request carries the visitor's consent to analytics (the cookie bar's
 * `oa_consent=all`), and then only its gtag path: with the whole host allowed, an `<iframe srcdoc>`
 * planted in editor HTML (it inherits this policy) loaded a tag container from there and ran on
 * the site's origin (issue 17; the HTML sanitiser now drops iframes too). A visitor who has not
 * accepted gets a policy with no third-party script host at all.
 */
const ANALYTICS_SCRIPTS = 'https://www.googletagmanager.com/gtag/';
/** Video embeds (ui's VideoEmbed: YouTube and Vimeo only); nothing else may be framed. */
const FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

const headersWith = (analytics: boolean) =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: analytics ? ["'self'", ANALYTICS_SCRIPTS] : ["'self'"],
        scriptSrcAttr: ["'none'"],
        // React style attributes and theme variables need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: FRAMES,
        // Older browsers read frames from child-src; the site runs no workers of others.
        childSrc: FRAMES,
        workerSrc: ["'self'"],
        connectSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images and bundles may be embedded by partner sites and CDNs.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // Sent below, over https only: on plain http it means nothing, and pins development hosts.
    strictTransportSecurity: false,
  });
const plain = headersWith(false);
const withAnalytics = headersWith(true);
const HSTS = 'max-age=31536000; includeSubDomains';

/** The visitor accepted analytics (the shell's consent cookie; `__Host-` is never used for it, but read too). */
const consented = (request: FastifyRequest) => {
  const cookies = request.cookies ?? {};
  return (cookies[`__Host-${CONSENT_COOKIE}`] ?? cookies[CONSENT_COOKIE]) === ANALYTICS_CONSENT;
};

/**
 * Whether this request may load analytics: consent first (no store read without it), then the site
 * options naming an analytics id (cached by the content service for a few seconds).
 */
async function analyticsOn(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!consented(request) || !app.hasDecorator('content')) return false;
  try {
    const options = await app.content.siteOptions();
    // A consent given before the site's expire day, once it has come, no longer counts (the
    // shell asks again: contracts consent-expiry.ts).
    const givenOn = request.cookies?.[CONSENT_DATE_COOKIE];
    return Boolean(options.analyticsID) && consentStands(givenOn, options.expire, new Date());
  } catch {
    return false; // the store is down: the strict policy
  }
}

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const apply = (await analyticsOn(app, request)) ? withAnalytics : plain;
    await new Promise<void>((resolve, reject) =>
      apply(request.raw, reply.raw, (error?: unknown) => (error ? reject(error) : resolve())),
    );
  });
}
