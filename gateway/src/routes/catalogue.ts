import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Placeholder: registers the catalogue feature's routes. */
export default async function catalogueRoutes(_app: FastifyInstance, _opts: { config: AppConfig }) {}
