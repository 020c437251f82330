import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import { HttpError } from '../../../lib/http-error';

/**
 * Which identity service the browser signs in with (mf-auth asks after the token exchange answered
 * 404). The local provider needs nothing; Firebase needs the web settings for
 * signInWithCustomToken. These are public by design (the Firebase web API key identifies the
 * project, it grants nothing), never the service account.
 */
export const identityConfigSchema = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('local') }),
    z.object({
      provider: z.literal('firebase'),
      apiKey: z.string().min(1),
      projectId: z.string().min(1),
      authDomain: z.string().min(1).optional(),
      emulatorUrl: z
        .string()
        .url()
        .optional()
        .describe('Firebase Auth emulator the browser must use too (only with FIREBASE_AUTH_EMULATOR_HOST)'),
    }),
  ])
  .describe('Identity service of the site: local (gateway tokens) or Firebase web settings');
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

/** The answer for a configuration; throws when Firebase is chosen but its web settings are missing. */
export function identityConfigOf(config: AppConfig): IdentityConfig {
  if (config.IDENTITY_PROVIDER !== 'firebase') return { provider: 'local' };
  const apiKey = config.FIREBASE_API_KEY?.trim();
  const projectId = config.FIREBASE_PROJECT_ID?.trim();
  if (!apiKey || !projectId)
    throw new HttpError(
      503,
      'IDENTITY_PROVIDER=firebase needs FIREBASE_API_KEY and FIREBASE_PROJECT_ID for the browser',
      'IDENTITY_NOT_CONFIGURED',
    );
  const authDomain = config.FIREBASE_AUTH_DOMAIN?.trim();
  // A gateway on the Auth emulator issues tokens only the emulator knows: the browser must sign in
  // there too (mf-auth calls connectAuthEmulator with this URL).
  // Same resolution as identity/service.ts (firebase-admin also reads the environment).
  const emulator = config.FIREBASE_AUTH_EMULATOR_HOST ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    provider: 'firebase',
    apiKey,
    projectId,
    ...(authDomain ? { authDomain } : {}),
    ...(emulator ? { emulatorUrl: `http://${emulator}` } : {}),
  };
}

// GET /api/public/identity/config – the identity service the browser signs in with
export default async function identityConfig(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/identity/config',
    {
      schema: {
        tags: ['sign-in'],
        summary: 'Identity service settings for the browser ({provider:"local"} or Firebase web settings)',
        response: { 200: identityConfigSchema },
      },
    },
    async (_request, reply) => {
      // Settings change only with a restart, but a redeploy may switch provider: revalidate.
      reply.header('cache-control', 'no-cache');
      return identityConfigOf(app.config);
    },
  );
}
