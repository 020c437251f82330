import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspackModule } from './mf-options';
import { mfRuntimeEsmAliases } from './mf-runtime-esm';

const ICU_PARSER_LITE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../ui/src/lib/icu-parser-lite.ts',
);

/** What the browser and the server builds of a package compile alike: TS/TSX, aliases, defines. */
export function compileParts(packageDir: string, rspack: RspackModule['rspack']) {
  return {
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // react-intl's ICU parser (~8 KB gzip with its skeleton parser) replaced by the small one in
      // ui, proven to give the same AST for every message of every catalogue (its test).
      alias: {
        '@formatjs/icu-messageformat-parser$': ICU_PARSER_LITE,
        // The MF runtime as ES modules (the plugin resolves it as CommonJS): tree-shaken, concatenated.
        ...mfRuntimeEsmAliases(packageDir),
      },
    },
    scriptRule: {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
      type: 'javascript/auto',
    },
    define: new rspack.DefinePlugin({
      // A label a deployment may bake in (BUILD_STAMP=...); shown as data-build on the remote's root.
      __ARCHIVE_BUILD__: JSON.stringify(process.env.BUILD_STAMP ?? ''),
    }),
  };
}
export type CompileParts = ReturnType<typeof compileParts>;
