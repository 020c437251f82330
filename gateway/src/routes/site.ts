import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Placeholder: registers the site feature's routes. */
export default async function siteRoutes(_app: FastifyInstance, _opts: { config: AppConfig }) {}
