import { z } from 'zod';

export const levelSchema = z
  .number()
  .int()
  .min(0)
  .max(31)
  .describe('Access level bitmask: 1 anonymous, +8 manager, +16 admin');
