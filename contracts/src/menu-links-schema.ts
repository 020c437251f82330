import { z } from 'zod';
import { resolveMenuPath } from './menu-links';

export const routeRefSchema = z
  .object({
    name: z.string().min(1).describe('Route name, with or without the ___locale suffix'),
    params: z.record(z.string(), z.string()).optional().describe('Route parameters, e.g. { slug }'),
  })
  .describe('Reference to a route of the site');

export const menuPathSchema = z
  .union([
    z
      .string()
      .max(2000)
      // Route JSON goes through the route table when drawn; anything else must resolve to a safe link.
      .refine(
        (v) => v.trim().startsWith('{') || resolveMenuPath(v) !== undefined,
        'Must be a route, a site path (/...) or an http(s), mailto: or tel: URL',
      ),
    routeRefSchema,
  ])
  .describe('Route JSON, route object, site path (/...) or external URL (https:, mailto:, tel:)');
