import OpenSeadragon from 'openseadragon';
import { useEffect, useRef } from 'react';
import type { HighlightBox } from '../highlight-box';
import type { PageImage } from '../page-image';

/**
 * The hits' word boxes as OpenSeadragon overlays on the open page (scaled from the page's 0..1
 * coordinates to the image's own size, so the page's OCR size does not matter); the chosen one is
 * marked apart and zoomed to, with some of its line around it.
 */
function drawHighlights(
  v: OpenSeadragon.Viewer,
  boxes: readonly HighlightBox[],
  current: number | undefined,
) {
  v.clearOverlays();
  const item = v.world.getItemAt(0);
  if (!item) return;
  const size = item.getContentSize();
  boxes.forEach((b, i) => {
    const rect = item.imageToViewportRectangle(b.x * size.x, b.y * size.y, b.w * size.x, b.h * size.y);
    const element = document.createElement('div');
    element.className = i === current ? 'viewer-highlight viewer-highlight-current' : 'viewer-highlight';
    element.dataset.testid = 'viewer-highlight';
    v.addOverlay({ element, location: rect });
    if (i === current) {
      const margin = Math.max(rect.width, rect.height) * 3;
      v.viewport.fitBoundsWithConstraints(
        new OpenSeadragon.Rect(
          rect.x - margin,
          rect.y - margin,
          rect.width + 2 * margin,
          rect.height + 2 * margin,
        ),
      );
    }
  });
}

export interface DeepZoomHandle {
  zoomBy(factor: number): void;
  reset(): void;
}

/**
 * OpenSeadragon over the page images (a chunk loaded only by the viewer page): drag or the keyboard
 * (W A S D / arrows on the focused image) pan, wheel and + − zoom. Its own image buttons are off:
 * the page draws accessible buttons instead.
 */
export default function DeepZoomViewer({
  images,
  page,
  label,
  onReady,
  highlights = [],
  current,
}: {
  images: PageImage[];
  page: number;
  label: string;
  onReady: (handle: DeepZoomHandle) => void;
  /** Word boxes of the search hits on this page, relative to the page (0..1). */
  highlights?: readonly HighlightBox[];
  /** The chosen hit's box: zoomed to. */
  current?: number | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  // Read by the 'open' handler, which outlives renders: a page opens after the hits arrived.
  const marks = useRef({ highlights, current });
  marks.current = { highlights, current };
  useEffect(() => {
    if (!box.current) return;
    const v = OpenSeadragon({
      element: box.current,
      // Tiles through the IIIF info.json when the page has an image service; else the plain
      // image (OpenSeadragon's 'image' tile source, no pyramid).
      tileSources: images.map((image) =>
        image.info ? image.info : { type: 'image', url: image.original || image.src },
      ) as unknown as OpenSeadragon.TileSource[],
      sequenceMode: true,
      initialPage: 0,
      showNavigationControl: false,
      showSequenceControl: false,
      showNavigator: images.length > 0,
      navigatorPosition: 'BOTTOM_RIGHT',
      gestureSettingsMouse: { clickToZoom: false },
      crossOriginPolicy: false,
      // OpenSeadragon stops at the image's native size (1.1x) by default: small scans then do not
      // zoom at all and "+" seems broken. Four screen pixels per image pixel lets a reader look
      // closely at handwriting; minZoomImageRatio keeps the page from shrinking to a dot.
      maxZoomPixelRatio: 4,
      minZoomImageRatio: 0.5,
      visibilityRatio: 0.5,
      // The 2D canvas drawer works everywhere (WebGL is missing on some phones and headless browsers).
      drawer: 'canvas',
    });
    viewer.current = v;
    // How many screen pixels show one image pixel now, on the viewer's element: 2 means twice the
    // scan's native size (read by the browser tests, and a fact a curator may want to inspect).
    const sayZoom = () => {
      if (v.world.getItemCount() === 0 || !box.current) return;
      box.current.dataset.imageZoom = v.viewport.viewportToImageZoom(v.viewport.getZoom(true)).toFixed(3);
    };
    v.addHandler('animation-finish', sayZoom);
    v.addHandler('open', () => {
      sayZoom();
      drawHighlights(v, marks.current.highlights, marks.current.current);
    });
    onReady({
      zoomBy: (factor) => {
        v.viewport.zoomBy(factor);
        v.viewport.applyConstraints();
      },
      reset: () => v.viewport.goHome(),
    });
    return () => {
      v.destroy();
      viewer.current = null;
    };
  }, [images, onReady]);
  useEffect(() => {
    const v = viewer.current;
    if (v && v.currentPage() !== page) v.goToPage(page);
  }, [page]);
  useEffect(() => {
    const v = viewer.current;
    if (v?.world.getItemCount()) drawHighlights(v, highlights, current);
  }, [highlights, current]);
  // A group, not an img: OpenSeadragon puts a focusable canvas inside (keyboard pan and zoom),
  // which role="img" would hide from assistive technology.
  // biome-ignore lint/a11y/useSemanticElements: a viewer, not a form: <fieldset> would be the wrong element.
  return <div ref={box} className="deep-zoom" role="group" aria-label={label} />;
}
