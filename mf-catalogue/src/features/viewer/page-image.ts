/** One page of a document: the image shown and the full-size original zoomed into. */
export interface PageImage {
  src: string;
  original: string;
  title: string;
  /** The IIIF Image API info.json, when the page comes from a manifest with an image service. */
  info?: string;
}
