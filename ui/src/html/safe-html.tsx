import { useEffect, useMemo, useState } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import { currentHtmlSanitiser, loadHtmlSanitiser } from './html-sanitiser';

export interface SafeHtmlProps {
  /** Editor HTML (text blocks, path steps, footer blocks, the login text). */
  html: string | null | undefined;
  className?: string;
}

/**
 * The one way editor HTML reaches the page: through the contracts' allow-list (DOMPurify), even
 * though the gateway already answers it clean (defence in depth: an old cache, a proxy, a bug).
 * DOMPurify is downloaded when the first SafeHtml comes within a screen of the viewport, so a
 * footer at the end of the home page does not add it to the page's arrival; until then the box is
 * drawn empty. On hydration the server's HTML stays until the sanitiser has checked it again.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [ref, near] = useNearViewport('100%');
  const [sanitise, setSanitise] = useState(currentHtmlSanitiser);
  useEffect(() => {
    if (sanitise || !near || !html) return;
    let live = true;
    loadHtmlSanitiser().then(
      (s) => live && setSanitise(() => s),
      () => {}, // offline or a failed chunk: the text stays undrawn, never drawn unchecked
    );
    return () => {
      live = false;
    };
  }, [sanitise, near, html]);
  const clean = useMemo(() => (sanitise && html ? sanitise(html) : ''), [sanitise, html]);
  if (!html) return null;
  return (
    <div
      ref={ref}
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the contracts' allow-list (DOMPurify) just ran
      dangerouslySetInnerHTML={{ __html: clean }}
      // Hydration: React keeps the server's (gateway-clean) HTML instead of emptying it while
      // DOMPurify loads; the re-render after loading draws the browser-checked HTML.
      suppressHydrationWarning
    />
  );
}
