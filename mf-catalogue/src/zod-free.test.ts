import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No module of this remote may reach zod at run time: its exposed teasers sit on the home page and
 * zod (~27 KB gzip, schemas built at module load, never tree-shaken) is not shared between remotes.
 * Contract types are fine (`import type`); values come from the zod-free contracts modules
 * (catalogue-endpoints, content-endpoints, constants, pins, filters, routes...). Test helpers and
 * fixtures, which parse with the response schemas on purpose, are exempt.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const contracts = path.resolve(src, '../../contracts/src');
const EXEMPT = /\.test\.tsx?$|[/\\]lib[/\\](fixtures|test-utils)\.tsx?$|test-setup\.ts$/;

const runtimeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)]
    .filter((m) => !/^(?:import|export)\s+type\s/.test(m[0]))
    .map((m) => m[1] as string);

/** Whether a contracts module (by name, folders included: `seo/links`) reaches zod at run time. */
const reachesZod = (name: string, seen = new Set<string>()): boolean => {
  if (seen.has(name)) return false;
  seen.add(name);
  return runtimeImports(path.join(contracts, `${name}.ts`)).some((spec) =>
    spec === 'zod' || spec.startsWith('zod/')
      ? true
      : spec.startsWith('.') && reachesZod(path.posix.join(path.posix.dirname(name), spec), seen),
  );
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !EXEMPT.test(full) ? [full] : [];
  });

describe('mf-catalogue at run time', () => {
  it('imports no contracts module that reaches zod, and never zod itself', () => {
    const offenders = sources(src).flatMap((file) =>
      runtimeImports(file)
        .filter((spec) => {
          if (spec === 'zod' || spec.startsWith('zod/')) return true;
          const name = spec.match(/^@archive\/contracts\/(.+)$/)?.[1];
          return name !== undefined && reachesZod(name);
        })
        .map((spec) => `${path.relative(src, file)} -> ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('would notice a module that does', () => {
    expect(reachesZod('catalogue-api')).toBe(true);
    expect(reachesZod('catalogue-endpoints')).toBe(false);
  });
});
