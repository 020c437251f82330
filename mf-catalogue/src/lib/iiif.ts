/** The gateway's IIIF manifest of a record (gateway/src/iiif): record pages link it, the viewer reads it. */
export const manifestHref = (table: string, id: string) => `/iiif/${table}/${id}/manifest`;
