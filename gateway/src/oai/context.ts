import type { Locale } from '@archive/contracts/locales';
import type { LocaleLedger } from './locale-ledger';
import { esc } from './xml';

/** Items per ListIdentifiers / ListRecords / ListSets answer. */
export const PAGE_SIZE = 100;

/** What a request knows of the site: all from configuration and site options, never the Host. */
export interface OaiContext {
  origin: string;
  baseUrl: string;
  /** The host of the public URL: the middle of `oai:{host}:{locale}/{table}/{id}`. */
  repositoryId: string;
  repositoryName: string;
  adminEmails: string[];
  /** Enabled locales the catalogue holds, in LOCALES order. */
  locales: Locale[];
}

/** One item: position i of a locale's ledger. */
export interface Item {
  locale: Locale;
  ledger: LocaleLedger;
  i: number;
}

export const resumptionTokenXml = (token: string, size: number, cursor: number) =>
  `<resumptionToken completeListSize="${size}" cursor="${cursor}">${esc(token)}</resumptionToken>`;
