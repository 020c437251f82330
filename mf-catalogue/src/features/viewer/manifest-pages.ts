import type { PageImage } from './page-image';

/**
 * The pages of a IIIF Presentation 3.0 manifest (the gateway's, or any other): one per canvas,
 * its painting annotation's image, the image service's info.json when it has one (OpenSeadragon
 * then loads tiles), the canvas label in the reader's language. Read defensively: a manifest is
 * JSON from the network, not a typed value.
 */
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** A IIIF language map in the reader's language, else `none`, else the first one given. */
export function labelIn(map: unknown, locale: string): string | undefined {
  if (!isObject(map)) return undefined;
  const pick = (key: string) => list(map[key]).filter((x): x is string => typeof x === 'string')[0];
  return pick(locale) ?? pick('none') ?? Object.keys(map).map(pick).find(Boolean);
}

export function manifestPages(manifest: unknown, locale: string): PageImage[] {
  if (!isObject(manifest)) return [];
  const pages: PageImage[] = [];
  for (const canvas of list(manifest.items)) {
    if (!isObject(canvas) || canvas.type !== 'Canvas') continue;
    const annotation = list(isObject(list(canvas.items)[0]) ? (list(canvas.items)[0] as Json).items : [])[0];
    const body = isObject(annotation) ? annotation.body : undefined;
    if (!isObject(body) || body.type !== 'Image') continue;
    const src = text(body.id);
    if (!src) continue;
    const service = list(body.service).find(
      (s) =>
        isObject(s) &&
        (s.type === 'ImageService3' || s.type === 'ImageService2' || s['@type'] === 'ImageService2'),
    ) as Json | undefined;
    const base = text(service?.id) ?? text(service?.['@id']);
    pages.push({
      // A screen-sized rendition when there is a service; the image itself otherwise.
      src: base ? `${base.replace(/\/+$/, '')}/full/!1600,1600/0/default.jpg` : src,
      original: src,
      title: labelIn(canvas.label, locale) ?? String(pages.length + 1),
      ...(base ? { info: `${base.replace(/\/+$/, '')}/info.json` } : {}),
    });
  }
  return pages;
}
