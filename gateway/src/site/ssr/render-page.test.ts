import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RemoteRegistry } from '../remote-registry';
import { renderPage } from './render-page';
import type { ServerBuilds } from './server-builds';

// The render budget (issue 14): a server render slower than SERVER_RENDER_BUDGET_MS is abandoned
// in time, so the caller sends the client-rendered page. The server builds are stand-ins here (the
// browser tests render with the real ones): a shell whose preparation never ends, as a remote stuck
// on a slow call would be.
describe('renderPage within its budget', () => {
  it('gives up after the budget, aborting the render, instead of holding the request', async () => {
    const app = Fastify();
    const builds = {
      page: async () => ({
        shell: {
          prepare: () => new Promise(() => {}),
          render: () => new Promise(() => {}),
        },
      }),
    } as unknown as ServerBuilds;
    const started = performance.now();
    const rendering = renderPage(
      {
        app,
        registry: { publicList: () => [] } as unknown as RemoteRegistry,
        shellDir: '/nonexistent',
        builds,
        budgetMs: 60,
        headHtml: () => '',
      },
      { headers: {}, cookies: {} } as unknown as FastifyRequest,
      '/',
    );
    await expect(rendering).rejects.toThrow('render budget of 60 ms exceeded');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(50);
    expect(took).toBeLessThan(2_000);
    await app.close();
  });
});
