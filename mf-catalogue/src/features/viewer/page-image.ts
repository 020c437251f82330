/** One page of a document: the image shown and the full-size original zoomed into. */
export interface PageImage {
  src: string;
  original: string;
  title: string;
}
