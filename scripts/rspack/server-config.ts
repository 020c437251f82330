import path from 'node:path';
import type { CompileParts, MfConfigOptions, MfPlugin } from './create-config';
import { readPackage } from './shared';

/**
 * The Node build of a package (SSR.md): the same sources compiled a second time for the gateway to
 * render pages with, as a Module Federation container exposing `./server`. It goes into the release
 * beside the browser build (`<version>/server/`, never served to browsers), so deploying or
 * rolling back a version switches both.
 *
 * - `async-node` + `commonjs-module` and `.cjs` names: the repo is `"type": "module"`, so a `.js`
 *   file would be read as ESM; lazy chunks are `require`d from disk.
 * - React is shared with `import: false`: the build holds no React of its own and can only run with
 *   the gateway's, so there is never a second React ("invalid hook call"). Everything else (react-
 *   intl, swr, @archive/ui, contracts) is bundled: each render gets its own store and caches from
 *   ui's server renderer, so nothing needs to be a process-wide singleton.
 * - CSS imports compile to nothing: the server draws markup; the browser build brings the styles.
 */
export const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
];

const CSS_ON_SERVER_LOADER = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'css-on-server-loader.cjs',
);

export function createServerConfig(options: {
  packageDir: string;
  name: string;
  kind: MfConfigOptions['kind'];
  server: string;
  outDir: string;
  parts: CompileParts;
  finalise: unknown;
  requireFromPackage: NodeJS.Require;
}): Record<string, unknown> {
  const { packageDir, name, parts, requireFromPackage } = options;
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/rspack') as {
    ModuleFederationPlugin: MfPlugin;
  };
  const deps = readPackage(packageDir).dependencies ?? {};
  const shared = Object.fromEntries(
    SERVER_SHARED.map((key) => [
      key,
      {
        singleton: true,
        import: false,
        requiredVersion: `^${(deps[key.split('/')[0] ?? key] ?? '18').replace(/^\^/, '')}`,
      },
    ]),
  );
  return {
    name: 'server',
    // The browser build runs first: a remote's release is finalised (hashed, moved) after both.
    dependencies: ['browser'],
    context: packageDir,
    mode: 'production',
    devtool: false,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(options.outDir, 'server'),
      library: { type: 'commonjs-module' },
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      uniqueName: `${name}_server`,
      clean: false,
    },
    optimization: { splitChunks: false, minimize: false },
    resolve: parts.resolve,
    module: {
      rules: [parts.scriptRule, { test: /\.css$/, type: 'javascript/auto', loader: CSS_ON_SERVER_LOADER }],
    },
    performance: false,
    stats: process.env.RSPACK_STATS ?? 'errors-warnings',
    plugins: [
      parts.define,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.cjs',
        library: { type: 'commonjs-module' },
        exposes: { './server': options.server },
        shared,
        dts: false,
        manifest: false,
        experiments: { optimization: { target: 'node', disableSnapshot: true, disableRemote: true } },
      }),
      options.finalise,
    ],
  };
}
