import { z } from 'zod';

export const routeRefSchema = z
  .object({
    name: z.string().min(1).describe('Route name, with or without the ___locale suffix'),
    params: z.record(z.string(), z.string()).optional().describe('Route parameters, e.g. { slug }'),
  })
  .describe('Reference to a route of the site');

export const menuPathSchema = z
  .union([z.string().max(2000), routeRefSchema])
  .describe('Route JSON, route object, site path (/...) or external URL (https:, mailto:, tel:)');
