import type pg from 'pg';

/**
 * `COPY ... FROM STDIN` on a pg client without a helper package: pg accepts any object with a
 * `submit(connection)` method as a query (the hook pg-copy-streams uses), and its connection can
 * send CopyData, CopyDone and CopyFail messages. The rows are sent as COPY's text format, built by
 * copyLine() from values: never SQL, so nothing in a record reaches the statement's text.
 */

/** The subset of pg's Connection a COPY needs (not in pg's types: its protocol layer). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/** Rows sent per CopyData message: big enough to keep the socket busy, small enough to interleave. */
const CHUNK_BYTES = 256 * 1024;

class CopyIn {
  callback?: (err: Error | null, rowCount?: number) => void;
  /** pg's client read timeout looks for this on the query object; the server's timeout still applies. */
  readonly query_timeout: number;
  private rowCount = 0;
  private error: Error | null = null;

  constructor(
    private readonly text: string,
    private readonly lines: Iterable<string>,
    timeoutMs: number,
  ) {
    this.query_timeout = timeoutMs;
  }

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    try {
      let parts: string[] = [];
      let size = 0;
      for (const line of this.lines) {
        parts.push(line);
        size += line.length;
        if (size >= CHUNK_BYTES) {
          connection.sendCopyFromChunk(Buffer.from(parts.join(''), 'utf8'));
          parts = [];
          size = 0;
        }
      }
      if (parts.length) connection.sendCopyFromChunk(Buffer.from(parts.join(''), 'utf8'));
      connection.endCopyFrom();
    } catch (err) {
      // A row that could not be encoded: the server discards the whole COPY and answers an error.
      this.error = err as Error;
      connection.sendCopyFail(String((err as Error).message));
    }
  }

  handleCommandComplete(msg: { text?: string }): void {
    this.rowCount = Number(/\d+$/.exec(msg.text ?? '')?.[0] ?? 0);
  }

  handleReadyForQuery(): void {
    this.callback?.(this.error, this.rowCount);
  }

  handleError(err: Error): void {
    this.callback?.(this.error ?? err);
    // The server still sends ReadyForQuery after an error: answered once only.
    this.callback = undefined;
  }

  // Messages a COPY FROM never receives, present because pg calls them on any active query.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Runs `copySql` (a COPY ... FROM STDIN) feeding it `lines` (copyLine() each); answers the rows copied. */
export function copyIn(
  client: pg.PoolClient,
  copySql: string,
  lines: Iterable<string>,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const copy = new CopyIn(copySql, lines, timeoutMs);
    copy.callback = (err, rows) => (err ? reject(err) : resolve(rows ?? 0));
    (client as unknown as { query(q: CopyIn): void }).query(copy);
  });
}

/** One value in COPY's text format: \N for null, backslash escapes for the characters it reserves. */
function copyText(value: string): string {
  return value.replace(/[\\\n\r\t]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t',
  );
}

/** A text[] value as PostgreSQL's array literal (every element quoted, so no word is special). */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** One row of COPY text: values as dataRow()/relationRow() make them (text, numbers, booleans, text arrays). */
export function copyLine(values: readonly unknown[]): string {
  const fields = values.map((v) => {
    if (v === null || v === undefined) return '\\N';
    if (typeof v === 'string') return copyText(v);
    if (typeof v === 'boolean') return v ? 't' : 'f';
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) return copyText(arrayLiteral(v.map(String)));
    throw new Error(`a value of type ${typeof v} cannot be copied`);
  });
  return `${fields.join('\t')}\n`;
}
