import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** IIIF image server settings (gateway/src/iiif). */
export const iiifConfigShape = {
  IIIF_DRAW_AHEAD: flag('true').describe(
    'Cut the picture copies anonymous pages name before visitors ask for them: the homes at start and after each change, then every page the page cache draws (one at a time, only while the image server is idle)',
  ),
  IIIF_DRAW_AHEAD_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(500)
    .describe(
      'How long drawing ahead waits after a page names its pictures (the visitor who asked for the page asks for them first)',
    ),
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
