import { EDITOR_BITS } from '@archive/contracts/access';
import { getSizeCall } from '@archive/contracts/content-api';
import { DOCUMENT_COLLECTIONS } from '@archive/contracts/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireLevel } from '../../../../auth';

// GET /api/auth/ca/getSize – document counts and sizes per collection plus uploaded bytes, and how client
// addresses are read (TRUST_PROXY, forwarding headers seen) for Settings > Developer (editors)
export default async function getSize(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auth/ca/getSize',
    {
      preValidation: requireLevel(EDITOR_BITS),
      schema: {
        tags: ['users'],
        summary: 'Store usage (level 8 or 16)',
        response: { 200: getSizeCall.response },
      },
    },
    async () => {
      const usage = await app.content.store.usage();
      const data = Object.fromEntries(
        DOCUMENT_COLLECTIONS.filter((c) => usage[c]).map((c) => [
          c,
          usage[c] as { count: number; bytes: number },
        ]),
      );
      const docs = Object.values(data).reduce((sum, u) => sum + u.bytes, 0);
      return {
        data,
        totalBytes: docs + ((await app.files.usage()) ?? 0),
        proxy: { ...app.proxyNotice },
      };
    },
  );
}
