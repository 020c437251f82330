/**
 * The IIIF `rights` of a record "where known": Presentation 3 accepts only a Creative Commons
 * license or a RightsStatements.org statement URI there. Catalogues write them in a field of their
 * own (`rights`, `license`) or a metadata field about rights (`licenza`, `diritti`, `droits`...);
 * the first such URI found is the answer. Free text ("Tutti i diritti riservati") is not a URI and
 * is left out rather than guessed.
 */
const RIGHTS_URI =
  /https?:\/\/(?:creativecommons\.org\/(?:licenses|publicdomain)\/[a-z0-9.+-]+(?:\/[0-9.]+)?(?:\/[a-z-]+)?|rightsstatements\.org\/vocab\/[A-Za-z-]+\/1\.0)\/?/;
const RIGHTS_FIELD = /licen|right|diritt|droit|recht|derech|prava|copyright/i;

interface RightsSource {
  metadati?: readonly { fieldCode: string; value?: string | null | undefined }[];
  [field: string]: unknown;
}

/** The spec asks for the `http` form the registries publish, with the trailing slash. */
const canonical = (uri: string) => {
  const http = uri.replace(/^https:/, 'http:');
  return http.endsWith('/') ? http : `${http}/`;
};

export function rightsOf(records: readonly RightsSource[]): string | undefined {
  for (const record of records) {
    for (const key of ['rights', 'license', 'licence']) {
      const value = record[key];
      const match = typeof value === 'string' ? RIGHTS_URI.exec(value) : null;
      if (match) return canonical(match[0]);
    }
    for (const m of record.metadati ?? []) {
      if (!RIGHTS_FIELD.test(m.fieldCode) || typeof m.value !== 'string') continue;
      const match = RIGHTS_URI.exec(m.value);
      if (match) return canonical(match[0]);
    }
  }
  return undefined;
}
