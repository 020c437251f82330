import type { CatalogueRecord, Representation } from '@archive/contracts/catalogue';
import { absoluteUrl } from '@archive/contracts/seo/links';
import { imageServiceUrl } from './image-routes';
import { fileFor, type ImageRoots, identifierFor, sourceInfo } from './image-source';
import { formatOf, type LanguageMap, type ManifestImage } from './manifest';

type Urls = Representation['url'];

interface Picked {
  urls: Urls;
  width?: number | undefined;
  height?: number | undefined;
  /** Position among the representations (titles per locale are read from the same index). */
  index: number | undefined;
}

const display = (u: Urls) => u.large ?? u.medium ?? u.original ?? u.thumbnail;

const isImage = (r: Representation) => {
  const type = (r.mediaType ?? r.mimetype ?? '').toLowerCase();
  if (type) return type.startsWith('image');
  return Boolean(r.url.large || r.url.medium || r.url.thumbnail);
};

/**
 * The record's images in the order the record page shows them: the primary image, then every image
 * representation not already shown (same rule as mf-catalogue's recordMedia).
 */
export function pickImages(record: CatalogueRecord): Picked[] {
  const out: Picked[] = [];
  const seen = new Set<string>();
  const push = (p: Picked) => {
    const src = display(p.urls);
    if (!src || seen.has(src)) return;
    seen.add(src);
    out.push(p);
  };
  if (record.primaryImg) push({ urls: record.primaryImg.url, ...record.primaryImg.size, index: undefined });
  record.representations.forEach((r, index) => {
    if (isImage(r)) push({ urls: r.url, width: r.width, height: r.height, index });
  });
  return out;
}

/**
 * Canvases' images: sizes and the Image API service for the files the site stores (read from the
 * file itself), the catalogue's own size for images kept elsewhere. An external image without a
 * size cannot be a canvas (Presentation 3 requires one) and is left out.
 */
export async function manifestImages(
  records: readonly { locale: string; record: CatalogueRecord }[],
  roots: ImageRoots,
  origin: string,
): Promise<ManifestImage[]> {
  const primary = records[0]?.record;
  if (!primary) return [];
  const out: ManifestImage[] = [];
  for (const picked of pickImages(primary)) {
    const label: LanguageMap = {};
    for (const { locale, record } of records) {
      const title =
        picked.index === undefined ? record.preferred_label : record.representations[picked.index]?.title;
      if (title?.trim()) label[locale] = [title.trim()];
    }
    const sourceUrl = picked.urls.original ?? display(picked.urls) ?? '';
    const id = identifierFor(sourceUrl, roots);
    const file = id ? await fileFor(id, roots) : undefined;
    const info = file ? await sourceInfo(file) : undefined;
    const thumbnail = picked.urls.thumbnail ? absoluteUrl(picked.urls.thumbnail, origin) : undefined;
    if (id && info) {
      const service = imageServiceUrl(origin, id);
      out.push({
        label,
        width: info.width,
        height: info.height,
        src: `${service}/full/max/0/default.jpg`,
        format: 'image/jpeg',
        service,
        thumbnail,
      });
    } else if (picked.width && picked.height) {
      out.push({
        label,
        width: picked.width,
        height: picked.height,
        src: absoluteUrl(sourceUrl, origin),
        format: formatOf(sourceUrl),
        thumbnail,
      });
    }
  }
  return out;
}
