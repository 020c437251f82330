import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The colours a section really shows, for its colour pickers: its own when it has one, else what
 * the theme paints (the cover is the site colour with white text; a plain section inherits the
 * page's text on the page's background). A picker showing #000000/#ffffff instead would replace the
 * theme's colour with a guess as soon as it is touched.
 */
export interface EffectiveColours {
  color: string;
  background: string;
}

const toHex = (css: string): string | undefined => {
  const hex = css.trim().match(/^#([0-9a-f]{6})$/i);
  if (hex) return `#${hex[1]?.toLowerCase()}`;
  const rgb = css.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i);
  if (!rgb) return undefined;
  const alpha = rgb[4] === undefined ? 1 : Number.parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1);
  if (alpha === 0) return undefined; // transparent: the colour is whatever is behind
  return `#${[rgb[1], rgb[2], rgb[3]].map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;
};

export function readEffectiveColours(element: Element): EffectiveColours {
  const view = element.ownerDocument.defaultView;
  const style = (e: Element) => view?.getComputedStyle(e);
  const color = toHex(style(element)?.color ?? '') ?? '#000000';
  let background: string | undefined;
  // The first painted background from the section outwards (the page's, at worst).
  for (let e: Element | null = element; e && !background; e = e.parentElement)
    background = toHex(style(e)?.backgroundColor ?? '');
  return { color, background: background ?? '#ffffff' };
}

/** Re-read whenever `key` changes (the caller's own colours: what it shows depends on them). */
export function useEffectiveColours(ref: RefObject<Element | null>, key: string): EffectiveColours | null {
  const [colours, setColours] = useState<EffectiveColours | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for what changes the colours
  useLayoutEffect(() => {
    if (ref.current) setColours(readEffectiveColours(ref.current));
  }, [key]);
  return colours;
}
