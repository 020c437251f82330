import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Aliases sending the Module Federation runtime packages to their ES module builds.
 *
 * Why: rspack's ModuleFederationPlugin finds the runtime with `require.resolve`, so the bundler
 * runtime enters the build as `dist/index.cjs`, and from there every `require()` picks the
 * CommonJS build of runtime, runtime-core, sdk and error-codes. CommonJS is neither tree-shaken
 * nor concatenated: each remoteEntry.js carried the whole sdk (node script loader, manifest
 * snapshot code, logger) and the shell carried two runtime-core copies once half of it was ESM.
 * With these aliases (measured, bench/bundle-size.md): remoteEntry.js 14.7 -> 8.6 KB gzip each,
 * the shell's MF runtime 32.0 -> 27.4 KB. Same code, same behaviour; only the module format.
 *
 * Two keys per package: the bare name (`import '@module-federation/sdk'`) and the absolute CJS
 * file (the plugin's own entry imports the bundler runtime by that path). Packages are resolved
 * the way the plugin resolves them: runtime-tools from @module-federation/rspack (itself from the
 * enhanced plugin the package builds with), the bundler runtime and runtime from runtime-tools, the
 * rest from runtime.
 */
export function mfRuntimeEsmAliases(packageDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  const find = (name: string, fromDir: string): { cjs: string; dir: string } => {
    const cjs = createRequire(path.join(fromDir, 'package.json')).resolve(name);
    return { cjs, dir: packageRoot(cjs, name) };
  };
  const add = (name: string, fromDir: string): string => {
    const { cjs, dir } = find(name, fromDir);
    aliases[`${name}$`] = aliases[`${cjs}$`] = esmEntry(dir);
    return dir;
  };
  const enhanced = find('@module-federation/enhanced', packageDir).dir;
  const rspackPlugin = find('@module-federation/rspack', enhanced).dir;
  const tools = add('@module-federation/runtime-tools', rspackPlugin);
  add('@module-federation/webpack-bundler-runtime', tools);
  const runtime = add('@module-federation/runtime', tools);
  const core = add('@module-federation/runtime-core', runtime);
  add('@module-federation/sdk', core);
  add('@module-federation/error-codes', core);
  return aliases;
}

function packageRoot(file: string, name: string): string {
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) throw new Error(`${name}: cannot find its folder from ${file}`);
  return file.slice(0, at + marker.length - 1);
}

/** The package's `exports["."].import` entry: the ES module build. */
function esmEntry(pkgDir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
    exports?: { '.'?: { import?: string | { default?: string } } };
    module?: string;
  };
  const entry = pkg.exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : (entry?.default ?? pkg.module);
  if (!file) throw new Error(`${pkgDir}: no ES module entry`);
  return path.join(pkgDir, file);
}
