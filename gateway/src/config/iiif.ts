import { z } from 'zod';

/** IIIF image server settings (gateway/src/iiif). */
export const iiifConfigShape = {
  IIIF_CACHE_MAX_MB: z.coerce
    .number()
    .int()
    .min(16, 'IIIF_CACHE_MAX_MB must be at least 16')
    .default(512)
    .describe(
      'Disk kept for IIIF tiles, info answers and pyramids under DATA_DIR/iiif-cache (least recently used go first)',
    ),
  IIIF_RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(32)
    .default(2)
    .describe('Image renders at once; up to 32 more wait per render slot, the rest get 503 with Retry-After'),
};
