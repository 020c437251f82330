/**
 * `@archive/ui/server`: server rendering for a remote's `./server` module (node builds only; it
 * imports react-dom/server and node:stream, so a browser bundle must never import it).
 */
export { type PageHead, usePageHead } from './ssr/page-head';
export {
  createServerRenderer,
  renderInContext,
  renderToHtml,
  type ServerRenderer,
  type ServerRenderInput,
  type ServerRenderOutput,
  withRenderStore,
} from './ssr/render-remote';
