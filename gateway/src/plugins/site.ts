import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { FileRegistryState } from '../site/file-registry-state';
import type { RegistryState } from '../site/registry-state';
import { RemoteRegistry, registryPath } from '../site/remote-registry';
import { warmServerBuilds } from '../site/ssr/check-server-build';
import { RenderQueue } from '../site/ssr/render-queue';
import { ServerBuilds } from '../site/ssr/server-builds';
import { StoreRegistryState } from '../site/store-registry-state';

/**
 * The site feature's state: the remotes registry (DATA_DIR/site/remotes.json, or the content
 * store's when CONTENT_STORE=postgres, so gateways on several machines agree) and where the shell's
 * build lives. On start, remote builds the registry has never seen are registered
 * (REMOTES_AUTO_REGISTER), so a fresh install or a rebuild is live without a deploy step.
 */
export interface SiteState {
  registry: RemoteRegistry;
  shellDir: string;
  /** The server builds loaded in this process (server rendering). */
  builds: ServerBuilds;
  /** The line server renders wait in (site/ssr/render-queue.ts). */
  renders: RenderQueue;
}

export default fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const bundlesDir = path.resolve(opts.config.BUNDLES_DIR);
    const file = new FileRegistryState(registryPath(path.resolve(opts.config.DATA_DIR)));
    // Gateways on several machines (separate DATA_DIRs, one database) share the registry there.
    const state: RegistryState =
      opts.config.CONTENT_STORE === 'postgres'
        ? await StoreRegistryState.open(app.content.store, {
            initial: file.read(),
            onError: (err) => app.log.warn({ err }, 'remotes registry not refreshed'),
          })
        : file;
    app.addHook('onClose', async () => state.close?.());
    const registry = new RemoteRegistry(state, bundlesDir);
    if (opts.config.REMOTES_AUTO_REGISTER) {
      for (const { remote, version } of await registry.adoptNewBuilds())
        app.log.info({ remote, version }, 'remote registered');
    }
    const shellDir = path.join(bundlesDir, 'shell', 'dist');
    const builds = new ServerBuilds();
    const renders = new RenderQueue(opts.config.SERVER_RENDER_CONCURRENCY, opts.config.SERVER_RENDER_QUEUE);
    app.decorate('site', { registry, shellDir, builds, renders } satisfies SiteState);
    if (app.hasDecorator('metrics')) {
      const { metrics } = app;
      metrics.sources.renderLine = () => ({ ...renders.stats() });
      renders.observe((line, wait, run) => {
        metrics.renderLine.observe({ phase: 'wait', line }, wait);
        metrics.renderLine.observe({ phase: 'run', line }, run);
      });
    }
    // The first visitor should not wait for the server builds to load (nor fall back for it).
    if (opts.config.SERVER_RENDERING)
      app.addHook('onReady', async () => {
        void warmServerBuilds(registry, builds, shellDir, (err, what) =>
          app.log.warn({ err, what }, 'server build did not load: its pages are drawn by the browser'),
        );
      });
  },
  { name: 'site-stores', dependencies: ['health', 'content-stores'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteState;
  }
}
