import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Placeholder: registers the content feature's routes. */
export default async function contentRoutes(_app: FastifyInstance, _opts: { config: AppConfig }) {}
