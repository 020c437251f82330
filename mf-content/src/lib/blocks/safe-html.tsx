import { useMemo } from 'react';
import { sanitiseHtml } from '../sanitise-html';

/** Editor HTML put on the page only after the allow-list sanitiser. */
export function SafeHtml({ html, className }: { html: string | undefined; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
