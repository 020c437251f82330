import { readdirSync } from 'node:fs';
import type { HtmlTag, RspackModule } from './mf-options';

/**
 * The host's index.html names two scripts: `start` (shell/src/start/start.ts, built on its own,
 * without the Module Federation runtime), deferred, and the host's `main` entry as a low-priority
 * preload link marked `data-shell-main`, which `start` turns into a script once the page and its
 * lead picture are painted. The file downloads with the page; it is evaluated after the largest
 * paint, so that paint no longer waits for it (issue 26, Lighthouse's LCP).
 *
 * Applied to the `start` build, which runs after the browser build: `main`'s file is the one
 * `main.<hash>.js` that build left in the folder (it cleans the folder first).
 */
export class LateMainScriptPlugin {
  constructor(
    private readonly html: RspackModule['rspack']['HtmlRspackPlugin'],
    private readonly outDir: string,
  ) {}

  apply(compiler: {
    hooks: { compilation: { tap(name: string, fn: (compilation: unknown) => void): void } };
  }) {
    compiler.hooks.compilation.tap('LateMainScriptPlugin', (compilation) => {
      this.html
        .getCompilationHooks(compilation)
        .alterAssetTags.tapPromise('LateMainScriptPlugin', async (data) => {
          const mains = readdirSync(this.outDir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
          if (mains.length !== 1)
            throw new Error(`expected one main.<hash>.js in ${this.outDir}, found ${mains.length}`);
          const main: HtmlTag = {
            tagName: 'link',
            voidTag: true,
            attributes: {
              rel: 'preload',
              as: 'script',
              href: `/${mains[0]}`,
              fetchpriority: 'low',
              'data-shell-main': true,
            },
          };
          data.assetTags.scripts = [...data.assetTags.scripts, main];
          return data;
        });
    });
  }
}
