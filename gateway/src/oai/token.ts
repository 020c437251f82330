import { createHmac, timingSafeEqual } from 'node:crypto';
import { OaiError } from './xml';

/**
 * Resumption tokens carry their whole cursor, signed: nothing is kept in memory between pages, so a
 * harvest goes on across a restart, a reload and any gateway that shares the session secret. A
 * record list resumes after the last item sent (its locale, datestamp and key: the lists are in that
 * order), not at an offset, so records added or changed meanwhile neither shift nor repeat a page.
 */

export interface ListCursor {
  verb: 'ListIdentifiers' | 'ListRecords';
  metadataPrefix: string;
  set?: string | undefined;
  from?: number | undefined;
  until?: number | undefined;
  /** The last item sent. */
  after: { locale: string; stamp: number; key: string };
  /** completeListSize counted for the first page, and items sent before the next page. */
  size: number;
  cursor: number;
}

export interface SetsCursor {
  verb: 'ListSets';
  offset: number;
  size: number;
}

export type Cursor = ListCursor | SetsCursor;

export class TokenSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own: a token of another purpose signed with the session secret never verifies.
    this.key = createHmac('sha256', secret).update('oai-pmh resumption token v1').digest();
  }

  private mac(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, 18);
  }

  sign(cursor: Cursor): string {
    const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The cursor of a token issued for `verb`; badResumptionToken for anything else. */
  verify<V extends Cursor['verb']>(token: string, verb: V): Extract<Cursor, { verb: V }> {
    const bad = () => new OaiError('badResumptionToken', 'The resumption token is invalid or has expired.');
    const [payload, mac, ...rest] = token.split('.');
    if (!payload || !mac || rest.length || token.length > 2000) throw bad();
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
    let cursor: Cursor;
    try {
      cursor = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw bad();
    }
    // A valid token of another list (ListIdentifiers' given to ListRecords) does not resume this one.
    if (cursor?.verb !== verb) throw bad();
    return cursor as Extract<Cursor, { verb: V }>;
  }
}
