/**
 * JSON-LD text safe inside `<script type="application/ld+json">`: a `<` could close the script
 * (`</script>`) or open a comment, and U+2028/U+2029 end lines in older JavaScript parsers. Each
 * is written as its JSON \u escape, so JSON.parse gives back the same value.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
