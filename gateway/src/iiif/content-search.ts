import type { FulltextHit } from '@archive/contracts/fulltext';

/**
 * IIIF Content Search API 2.0 answers (issue 23), pure: the route finds the hits
 * (catalogue/fulltext/search-record.ts) and the canvases' sizes; this shapes them. Each hit is a
 * `highlighting` annotation on its page's canvas (`canvas#xywh=` in canvas pixels: the word boxes
 * are relative to the page, so they scale to whatever size the canvas has); a page of plain text
 * has no boxes and targets the whole canvas. The hit's context travels in `annotations` as a
 * `contextualizing` annotation with a TextQuoteSelector (prefix, exact, suffix), as the spec's
 * examples give it.
 */
export const SEARCH_CONTEXT = 'http://iiif.io/api/search/2/context.json';
export const SEARCH_SERVICE_TYPE = 'SearchService2';

export const searchServiceOf = (manifestId: string) => ({
  id: `${manifestId.replace(/\/manifest$/, '')}/search`,
  type: SEARCH_SERVICE_TYPE,
});

export interface CanvasRef {
  id: string;
  width: number;
  height: number;
}

/** The hit's words and its context, as plain text. */
function quoteOf(hit: FulltextHit): { prefix: string; exact: string; suffix: string } {
  const first = hit.parts.findIndex((p) => p.mark);
  let last = first;
  for (let i = first; i < hit.parts.length; i++) if (hit.parts[i]!.mark) last = i;
  const text = (from: number, to: number) =>
    hit.parts
      .slice(from, to)
      .map((p) => p.text)
      .join('')
      .replace(/^… |\s…$/g, '');
  return { prefix: text(0, first), exact: text(first, last + 1), suffix: text(last + 1, hit.parts.length) };
}

/** One box around the hit's word boxes (a phrase over two lines gets the box around both). */
function xywhOf(hit: FulltextHit, canvas: CanvasRef): string | undefined {
  if (!hit.boxes.length) return undefined;
  const x0 = Math.min(...hit.boxes.map((b) => b.x));
  const y0 = Math.min(...hit.boxes.map((b) => b.y));
  const x1 = Math.max(...hit.boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...hit.boxes.map((b) => b.y + b.h));
  const clamp = (v: number, max: number) => Math.max(0, Math.min(max, Math.round(v)));
  const x = clamp(x0 * canvas.width, canvas.width);
  const y = clamp(y0 * canvas.height, canvas.height);
  const w = Math.max(1, clamp((x1 - x0) * canvas.width, canvas.width - x));
  const h = Math.max(1, clamp((y1 - y0) * canvas.height, canvas.height - y));
  return `xywh=${x},${y},${w},${h}`;
}

export function searchAnswer(input: {
  /** The request's own URL (absolute), the page's id. */
  id: string;
  /** The search service's base (absolute): annotation ids hang from it. */
  base: string;
  hits: readonly FulltextHit[];
  /** Canvas of page N is canvases[N - 1]; hits on pages without a canvas are left out. */
  canvases: readonly CanvasRef[];
}) {
  const items: Record<string, unknown>[] = [];
  const contexts: Record<string, unknown>[] = [];
  input.hits.forEach((hit, n) => {
    const canvas = input.canvases[hit.page - 1];
    if (!canvas) return;
    const annotation = `${input.base}/annotation/h${n + 1}-p${hit.page}`;
    const fragment = xywhOf(hit, canvas);
    items.push({
      id: annotation,
      type: 'Annotation',
      motivation: 'highlighting',
      target: fragment ? `${canvas.id}#${fragment}` : canvas.id,
    });
    contexts.push({
      id: `${annotation}/context`,
      type: 'Annotation',
      motivation: 'contextualizing',
      target: {
        type: 'SpecificResource',
        source: annotation,
        selector: [{ type: 'TextQuoteSelector', ...quoteOf(hit) }],
      },
    });
  });
  return {
    '@context': SEARCH_CONTEXT,
    id: input.id,
    type: 'AnnotationPage',
    items,
    ...(contexts.length ? { annotations: [{ type: 'AnnotationPage', items: contexts }] } : {}),
  };
}
