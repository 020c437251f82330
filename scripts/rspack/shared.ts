import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts');

export interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

export const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/**
 * contracts modules shared as singletons: the messages (Italian, and the registry every locale loaded
 * on demand joins, which must exist once) and the route table, used whole by the shell, ui and every
 * remote (one copy each before). Sharing every browser
 * contracts module was measured worse (bench/bundle-size.md): shared modules are not tree-shaken,
 * and the home page then also fetched mf-auth's remoteEntry.js.
 */
export const SHARED_CONTRACTS = ['messages', 'routes'] as const;

/**
 * The Module Federation singletons (packages; the contracts modules above are added by file).
 * `react-dom/client` and `react/jsx-runtime` must be listed on their own or a second reconciler
 * ships; zod is deliberately absent (shared modules are not tree-shaken). `@archive/ui` is shared as
 * its root entry only: it holds the cross-app store and fetcher, which must exist once; its deep
 * entries (`@archive/ui/controls`, `@archive/ui/charts`, ...) are stateless and bundled by whoever
 * uses them.
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
  const contractsVersion = readPackage(contractsDir).version;
  const packages = SHARED_SINGLETONS.map((key) => {
    const base = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : (key.split('/')[0] ?? key);
    return [key, { singleton: true, requiredVersion: versionOf(deps[base]) }];
  });
  // A contracts module is also imported by its neighbours with a relative path ('./messages'),
  // which a bare key does not catch (each bundle then kept its own copy of the message table):
  // keyed by its file, every import that resolves to it is the shared one.
  const contracts = SHARED_CONTRACTS.map((name) => [
    path.join(contractsDir, 'src', `${name}.ts`),
    {
      shareKey: `@archive/contracts/${name}`,
      singleton: true,
      requiredVersion: false,
      version: contractsVersion,
    },
  ]);
  return Object.fromEntries([...packages, ...contracts]);
}
