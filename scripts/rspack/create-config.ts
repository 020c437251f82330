import { createRequire } from 'node:module';
import path from 'node:path';
import { compileParts } from './compile-parts';
import { finaliseBuildPlugin } from './finalise-build';
import { LateMainScriptPlugin } from './late-main-script';
import type { MfConfigOptions, MfPlugin, RspackModule } from './mf-options';
import { createServerConfig } from './server-config';
import { readPackage, SHARED_CONTRACTS, sharedModules } from './shared';

export type { CompileParts } from './compile-parts';
export type { MfConfigOptions, MfPlugin, RspackModule };
export { compileParts };

/**
 * Modules of contracts/src/, except those shared as singletons and what only they import (the
 * per-locale message tables in messages/: Italian rides with messages.ts, the others are chunks of
 * their own loaded on demand).
 */
const SHARED_CONTRACTS_MODULE_TEST = new RegExp(
  `[\\\\/]contracts[\\\\/]src[\\\\/](?!(?:${SHARED_CONTRACTS.join('|')})\\.ts$)(?!messages[\\\\/])`,
);

/**
 * One rspack + Module Federation configuration for the shell (host) and the four remotes, so the
 * shared singletons, the MF runtime settings and the output layout cannot drift apart.
 *
 * - host: `dist/` served at `/` (index.html + hashed chunks), `provideExternalRuntime` so the MF
 *   runtime ships once, in the shell.
 * - remote: built into `dist/.build`, then moved to `dist/<version>/` (package version + content
 *   hash) with `meta.json` (name, version, contractsVersion) by `finaliseBuildPlugin`; the gateway
 *   serves it at `/remotes/<package>/<version>/` and `publicPath: 'auto'` lets the same files work
 *   under any folder. `externalRuntime` makes the remote use the shell's MF runtime.
 *
 * rspack and the MF plugin are resolved from the package being built (this folder has no
 * node_modules of its own).
 */

export function createMfConfig(
  options: MfConfigOptions,
): Record<string, unknown> | Record<string, unknown>[] {
  const { packageDir, kind, name } = options;
  const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
  const { rspack } = requireFromPackage('@rspack/core') as RspackModule;
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/rspack') as {
    ModuleFederationPlugin: MfPlugin;
  };
  const pkg = readPackage(packageDir);
  const isHost = kind === 'host';
  const production = process.env.NODE_ENV !== 'development';
  // HOST_OUT_DIR: the shell built elsewhere (the hydration test builds a development shell, whose
  // react-dom reports hydration mismatches, beside the production one).
  const outDir = isHost
    ? path.resolve(process.env.HOST_OUT_DIR ?? path.join(packageDir, 'dist'))
    : path.join(packageDir, 'dist', '.build');
  const parts = compileParts(packageDir, rspack);
  // With a server build, the release is finalised once both are emitted (the server build runs
  // second), so a remote's version hash covers both.
  const finalise = finaliseBuildPlugin({ kind, name, packageDir, outDir, pkg });

  const federation = new ModuleFederationPlugin({
    name,
    ...(isHost
      ? { remotes: {} }
      : {
          filename: 'remoteEntry.js',
          exposes: { './lifecycles': './src/lifecycles.tsx', ...options.exposes },
          manifest: { fileName: 'mf-manifest.json' },
        }),
    shared: sharedModules(pkg),
    dts: false,
    // Remotes reuse the shell's MF runtime instead of each shipping its own copy. The shell registers
    // remotes by their remoteEntry.js (/remotes.json), never by manifest: no snapshot code.
    experiments: isHost
      ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
      : // A remote neither reads manifests nor loads other remotes by itself: the shell's runtime does.
        {
          externalRuntime: true,
          optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
        },
  });

  const browser = {
    context: packageDir,
    mode: production ? 'production' : 'development',
    devtool: false,
    target: ['web', 'es2022'],
    entry: { main: './src/index.ts' },
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    optimization: {
      splitChunks: {
        // A remote's exposed modules share its Italian messages, CSS wrapper and helpers (4-8 KB
        // each): under the default 20 KB minimum every exposed chunk carried its own copy, and the
        // home page loads three of them. The shell gains nothing from it (measured +0.7 KB).
        ...(isHost ? {} : { minSize: 4000 }),
        cacheGroups: {
          // Contracts modules used both by the shared @archive/ui and by the app's own code were
          // emitted twice (once per chunk group, both loaded on every page: +10 KB gzip in the
          // shell). One enforced group puts them in a chunk that both groups load.
          contracts: {
            // Not the contracts modules shared as singletons (shared.ts): a remote's own copy of
            // those is a fallback never loaded beside the shell's, so it must not ride in this chunk.
            test: SHARED_CONTRACTS_MODULE_TEST,
            chunks: 'async',
            minChunks: 1,
            minSize: 0,
            priority: 10,
            enforce: true,
          },
          ...(options.browserOnly
            ? {
                browserOnly: {
                  test: options.browserOnly,
                  name: 'browser-only-vendor',
                  chunks: 'async',
                  priority: 20,
                  enforce: true,
                },
              }
            : {}),
        },
      },
    },
    resolve: parts.resolve,
    module: {
      rules: [parts.scriptRule, { test: /\.css$/, type: 'css/auto' }],
    },
    performance: false,
    stats: process.env.RSPACK_STATS ?? 'errors-warnings',
    plugins: [parts.define, federation, ...(options.server ? [] : [finalise])],
  };
  // The host's page starts with `start`, a build of its own: an entry of the browser build would
  // carry the Module Federation runtime (86 KB). It runs `main` once the page and its lead picture
  // are painted, and writes index.html (shell/src/start/start.ts, late-main-script.ts).
  const start = {
    name: 'start',
    dependencies: ['browser'],
    context: packageDir,
    mode: browser.mode,
    devtool: false,
    target: browser.target,
    entry: { start: './src/start/start.ts' },
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash:10].js', clean: false },
    resolve: parts.resolve,
    module: { rules: [parts.scriptRule] },
    performance: false,
    stats: browser.stats,
    plugins: [
      parts.define,
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', minify: true }),
      new LateMainScriptPlugin(rspack.HtmlRspackPlugin, outDir),
    ],
  };
  if (!options.server) return isHost ? [{ name: 'browser', ...browser }, start] : browser;
  return [
    { name: 'browser', ...browser },
    ...(isHost ? [start] : []),
    createServerConfig({
      ...options,
      server: options.server,
      outDir,
      finalise,
      parts,
      requireFromPackage,
      after: isHost ? ['browser', 'start'] : ['browser'],
    }),
  ];
}
