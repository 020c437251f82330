import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/**
 * The Module Federation singletons. `react-dom/client` and `react/jsx-runtime` must be listed on
 * their own or a second reconciler ships; zod is deliberately absent (shared modules are not
 * tree-shaken). `@archive/ui` is shared as its root entry only: it holds the cross-app store and
 * fetcher, which must exist once; its deep entries (`@archive/ui/charts`, ...) are stateless and
 * bundled by whoever uses them.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-intl',
  'swr',
  '@archive/ui',
] as const;

const versionOf = (spec: string | undefined) =>
  spec && /^\^?\d/.test(spec) ? `^${spec.replace(/^\^/, '')}` : false;

export function sharedModules(pkg: PackageJson) {
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const base = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : (key.split('/')[0] ?? key);
      return [key, { singleton: true, requiredVersion: versionOf(deps[base]) }];
    }),
  );
}
