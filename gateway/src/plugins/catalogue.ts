import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/** Placeholder: the catalogue feature decorates the app with its stores here. */
export default fp(async (_app: FastifyInstance, _opts: { config: AppConfig }) => {}, {
  name: 'catalogue-stores',
  dependencies: ['health'],
});
