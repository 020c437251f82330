/** A word box of a search hit, relative to its page (0..1 of width and height). */
export interface HighlightBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
