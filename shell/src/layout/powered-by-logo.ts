/**
 * The powered-by logo (spec section 2): a small SVG as a data URL, so the footer needs no extra
 * request and no asset handling in the server build. It carries its own light plate, so it reads
 * the same on light and dark pages; the footer gives it its alt text.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="148" height="32" viewBox="0 0 148 32">' +
  '<rect x=".5" y=".5" width="147" height="31" rx="6" fill="#fff" stroke="#c9ccd1"/>' +
  '<rect x="6" y="6" width="20" height="20" rx="4" fill="#1d4f91"/>' +
  '<path d="M10 21V11h3a5 5 0 010 10zM18 21l3-10 3 10" fill="none" stroke="#fff" stroke-width="1.8"/>' +
  '<text x="33" y="21" font-family="system-ui,sans-serif" font-size="13" font-weight="600" fill="#1f2328">' +
  'Open Archive</text></svg>';

export const POWERED_BY_LOGO = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
