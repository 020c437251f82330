import { z } from 'zod';
import { RECORD_ID_PATTERN, ROUTE_NAMES } from './routes';

export const routeNameSchema = z.enum(ROUTE_NAMES).describe('Name of a screen in the route table');

export const recordIdSchema = z
  .string()
  .regex(RECORD_ID_PATTERN, 'Record ids are letters, digits or underscores, never a dash')
  .describe('Record id: digits or alphanumeric, no dash');
