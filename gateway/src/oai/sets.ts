import { LOCALES, type Locale } from '@archive/contracts/locales';
import { RECORD_TABLES } from '@archive/contracts/routes';
import { OaiError } from './xml';

/**
 * The repository's sets, three families, each also a set of its own (everything in its family):
 *   table:ca_objects      records of one catalogue table
 *   collection:{filtro}   records carrying a collection filtro (path /collection/...), by its id,
 *                         as the search's collection facet names it
 *   language:it           the records of one locale (each locale's record is its own item)
 */

/** OAI-PMH's setSpec grammar (unreserved URI characters, parts joined by ':'). */
const SET_PART = /^[A-Za-z0-9\-_.!~*'()]+$/;
export const isSetPart = (value: string) => SET_PART.test(value);

export type SetFilter =
  | { family: 'table'; table?: string }
  | { family: 'collection'; id?: string }
  | { family: 'language'; locale?: Locale };

/** The set argument as a filter; badArgument when it is not a setSpec at all. */
export function parseSetSpec(spec: string): SetFilter | null {
  const parts = spec.split(':');
  if (!parts.every(isSetPart)) throw new OaiError('badArgument', `"${spec}" is not a setSpec.`);
  const [family, value, ...more] = parts;
  if (more.length) return null;
  switch (family) {
    case 'table':
      if (value === undefined) return { family };
      return (RECORD_TABLES as readonly string[]).includes(value) ? { family, table: value } : null;
    case 'collection':
      return value === undefined ? { family } : { family, id: value };
    case 'language':
      if (value === undefined) return { family };
      return (LOCALES as readonly string[]).includes(value) ? { family, locale: value as Locale } : null;
    default:
      // A well-formed spec naming no set of ours: the list is empty (noRecordsMatch), not an error.
      return null;
  }
}

export const tableSet = (table: string) => `table:${table}`;
export const collectionSet = (id: string) => `collection:${id}`;
export const languageSet = (locale: Locale) => `language:${locale}`;
