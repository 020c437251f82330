import path from 'node:path';
import type { CompileParts } from './compile-parts';
import type { MfConfigOptions, MfPlugin } from './mf-options';
import { type PackageJson, readPackage, sharedModules } from './shared';

/**
 * The Node build of a package (SSR.md): the same sources compiled a second time for the gateway to
 * render pages with, as a Module Federation container exposing `./server`. It goes into the release
 * beside the browser build (`<version>/server/`, never served to browsers), so deploying or
 * rolling back a version switches both.
 *
 * - `async-node` + `commonjs-module` and `.cjs` names: the repo is `"type": "module"`, so a `.js`
 *   file would be read as ESM; lazy chunks are read from disk.
 * - React is shared with `import: false`: no build holds a React of its own; the gateway provides
 *   its one React, so there is never a second React ("invalid hook call").
 * - The browser's other singletons (react-intl, swr, @archive/ui, the contracts messages and route
 *   table) are shared the same way as in the browser: the shell's server build provides them and a
 *   remote's server build takes the shell's (`import: false`). The browser hydrates a remote's
 *   page with the shell's @archive/ui, so the server must draw it with the same copy, or a shell
 *   built from another ui version would draw different markup. `@archive/ui/server` (the renderer)
 *   is shared too: it must provide the very contexts the shared @archive/ui reads.
 * - CSS imports compile to nothing: the server draws markup; the browser build brings the styles.
 */
const REACT_FAMILY = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client']);

function serverShared(pkg: PackageJson, kind: MfConfigOptions['kind']) {
  const consume = { import: false as const };
  const shared: Record<string, Record<string, unknown>> = {};
  for (const [key, config] of Object.entries(sharedModules(pkg)) as [string, Record<string, unknown>][]) {
    const isReact = REACT_FAMILY.has(key);
    shared[key] = { ...config, ...(isReact || kind === 'remote' ? consume : {}) };
  }
  const react = shared.react?.requiredVersion ?? false;
  shared['react-dom/server'] = { singleton: true, requiredVersion: react, ...consume };
  shared['@archive/ui/server'] = {
    singleton: true,
    requiredVersion: false,
    ...(kind === 'remote' ? consume : {}),
  };
  return shared;
}

const CSS_ON_SERVER_LOADER = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'css-on-server-loader.cjs',
);

export function createServerConfig(options: {
  packageDir: string;
  name: string;
  kind: MfConfigOptions['kind'];
  server: string;
  /** The browser build's exposed modules (not ./lifecycles): other remotes' server renders draw them. */
  exposes?: Record<string, string> | undefined;
  outDir: string;
  parts: CompileParts;
  finalise: unknown;
  requireFromPackage: NodeJS.Require;
  /** The builds this one follows (the host's `start` build writes its index.html). */
  after?: string[];
}): Record<string, unknown> {
  const { packageDir, name, parts, requireFromPackage } = options;
  const { ModuleFederationPlugin } = requireFromPackage('@module-federation/enhanced/rspack') as {
    ModuleFederationPlugin: MfPlugin;
  };
  const shared = serverShared(readPackage(packageDir), options.kind);
  return {
    name: 'server',
    // The browser build runs first: a remote's release is finalised (hashed, moved) after both.
    dependencies: options.after ?? ['browser'],
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
        // Exposed components are drawn by other remotes' pages (the home's catalogue sections
        // through ui's ExposedBoundary), so the server build exposes them too.
        exposes: { './server': options.server, ...options.exposes },
        shared,
        dts: false,
        manifest: false,
        experiments: { optimization: { target: 'node', disableSnapshot: true, disableRemote: true } },
      }),
      options.finalise,
    ],
  };
}
