/**
 * The options of one package's build and the shapes of the rspack pieces resolved from it: a leaf
 * shared by create-config.ts (the browser build) and server-config.ts (the server build).
 */
export interface MfConfigOptions {
  /** Absolute folder of the package being built (the one holding package.json). */
  packageDir: string;
  kind: 'host' | 'remote';
  /** Module Federation name, with underscores: `shell`, `mf_catalogue`. */
  name: string;
  /** Modules a remote exposes; `./lifecycles` is always added. */
  exposes?: Record<string, string>;
  /**
   * The module rendering this package's pages on the server (`./src/server.tsx`). When given, a
   * second build for Node (server-config.ts) goes into the same release: `<version>/server/`.
   */
  server?: string;
  /**
   * Modules only ever drawn in the browser (Leaflet): split, with their stylesheets, into an async
   * chunk named `browser-only-vendor`, whose CSS the gateway leaves out of what it inlines in
   * server-drawn pages (gateway/src/site/ssr/stylesheets.ts); it comes with the chunk.
   */
  browserOnly?: RegExp;
}

export interface RspackModule {
  rspack: {
    DefinePlugin: new (defs: Record<string, string>) => unknown;
    HtmlRspackPlugin: (new (
      opts: Record<string, unknown>,
    ) => unknown) & {
      /** The HTML plugin's hooks (scripts/rspack/late-main-script.ts alters the script tags). */
      getCompilationHooks(compilation: unknown): {
        alterAssetTags: {
          tapPromise(
            name: string,
            fn: (data: {
              assetTags: { scripts: HtmlTag[] };
            }) => Promise<{ assetTags: { scripts: HtmlTag[] } }>,
          ): void;
        };
      };
    };
  };
}
/** A tag the HTML plugin injects. */
export interface HtmlTag {
  tagName: string;
  attributes: Record<string, string | boolean | undefined | null>;
  voidTag: boolean;
}
export type MfPlugin = new (opts: Record<string, unknown>) => unknown;
