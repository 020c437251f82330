import { connect, type Socket } from 'node:net';
import type { Locale } from '@archive/contracts/locales';
import { HttpError } from '../../lib/http-error';
import { VersionedMemo } from '../../lib/versioned-memo';
import type { CatalogueStore } from '../port';
import { RawQueryError } from '../raw/guard';
import {
  type ForwardedMethod,
  type Message,
  readMessages,
  type StoreState,
  type WireError,
  writeMessage,
} from './frames';

/** Calls a worker may have waiting on the primary; past it a call answers 503 at once. */
const MAX_IN_FLIGHT = 1024;
/** Writes (an import's merge, its publish, which reloads the indexes) may take minutes at 1M. */
const WRITE_TIMEOUT_FACTOR = 20;
const WRITES: ReadonlySet<ForwardedMethod> = new Set(['upsert', 'mergeFile', 'publish', 'undoImport']);
/** Records and summaries kept per data version (a few hundred KB at most). */
const KEPT_ANSWERS = 512;

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A worker's catalogue store: every port call is answered by the primary's store (host.ts), so the
 * workers hold no catalogue. ready(), locales() and dataVersion() read the state the host pushes,
 * without a round trip. A call that waits longer than its timeout, or finds the primary gone or too
 * many calls waiting, answers 503 instead of hanging the request.
 */
export class IpcCatalogueStore implements CatalogueStore {
  readonly name = 'embedded';
  private socket: Socket | null = null;
  private state: StoreState = { ready: false, locales: [], versions: {} };
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;

  private constructor(
    private readonly path: string,
    private readonly timeoutMs: number,
  ) {}

  /** Connects (and reconnects after a broken connection); resolves once the first state arrived. */
  static async connect(path: string, timeoutMs: number): Promise<IpcCatalogueStore> {
    const store = new IpcCatalogueStore(path, timeoutMs);
    await store.open();
    return store;
  }

  private open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.path);
      let first = true;
      socket.once('error', (err) => {
        if (first) reject(err);
      });
      readMessages(socket, (message) => {
        this.receive(message);
        if (first && message.t === 'state') {
          first = false;
          resolve();
        }
      });
      socket.on('close', () => this.lost(socket));
      socket.on('error', () => {});
      this.socket = socket;
    });
  }

  private receive(message: Message): void {
    if (message.t === 'state') {
      this.state = message.state;
      return;
    }
    if (message.t !== 'reply') return;
    const pending = this.pending.get(message.id);
    if (!pending) return; // timed out already
    this.pending.delete(message.id);
    clearTimeout(pending.timer);
    if (message.ok) pending.resolve(message.v);
    else pending.reject(errorOf(message.e));
  }

  /** The primary closed the socket: calls waiting on it fail now, and the store tries again. */
  private lost(socket: Socket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    // Versions are unknown until the primary is back: nothing kept is answered meanwhile.
    this.state = { ready: false, locales: this.state.locales, versions: {} };
    this.kept.clear();
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      clearTimeout(pending.timer);
      pending.reject(unavailable('the catalogue process closed the connection'));
    }
    if (this.closed) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      this.open().catch(() => this.lost(this.socket ?? socket));
    }, 500);
    this.reconnect.unref();
  }

  private call<T>(method: ForwardedMethod, args: unknown[]): Promise<T> {
    const socket = this.socket;
    if (!socket || socket.destroyed)
      return Promise.reject(unavailable('the catalogue is not reachable; try again in a few seconds'));
    if (this.pending.size >= MAX_IN_FLIGHT)
      return Promise.reject(unavailable('the catalogue is busy; try again in a few seconds'));
    const id = this.nextId++;
    const timeout = this.timeoutMs * (WRITES.has(method) ? WRITE_TIMEOUT_FACTOR : 1);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(unavailable('the catalogue did not answer in time; try again in a few seconds'));
      }, timeout);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      try {
        // The kernel buffers what the primary has not read yet; the timeout bounds the wait.
        writeMessage(socket, { t: 'call', id, m: method, a: args });
      } catch (err) {
        this.pending.delete(id);
        clearTimeout(timer);
        reject(err as Error);
      }
    });
  }

  /** Calls waiting for the primary (metrics). */
  get waiting(): number {
    return this.pending.size;
  }

  ready(): boolean {
    return this.state.ready;
  }
  locales(): Locale[] {
    return this.state.locales as Locale[];
  }
  dataVersion(locale: Locale): string | undefined {
    return this.state.versions[locale];
  }

  /**
   * Answers that a page asks again and again (the summaries on every record page, a record asked by
   * the page's resolution and by its render) are kept per locale data version: an import swaps the
   * index in and changes the version, so a kept answer is never stale. Shared like the embedded
   * store's own answers: callers never change them.
   */
  private readonly kept = new VersionedMemo(KEPT_ANSWERS);

  private keep<T>(locale: Locale, key: string, compute: () => Promise<T>): Promise<T> {
    return this.kept.get(this.dataVersion(locale), key, compute);
  }

  search: CatalogueStore['search'] = (...a) => this.call('search', a);
  record: CatalogueStore['record'] = (locale, table, id) =>
    this.keep(locale, `record\u0000${locale}\u0000${table}\u0000${id}`, () =>
      this.call('record', [locale, table, id]),
    );
  children: CatalogueStore['children'] = (...a) => this.call('children', a);
  tree: CatalogueStore['tree'] = (...a) => this.call('tree', a);
  randomImages: CatalogueStore['randomImages'] = (...a) => this.call('randomImages', a);
  timeline: CatalogueStore['timeline'] = (...a) => this.call('timeline', a);
  mapPoints: CatalogueStore['mapPoints'] = (...a) => this.call('mapPoints', a);
  summaries: CatalogueStore['summaries'] = (locale, table) =>
    this.keep(locale, `summaries\u0000${locale}\u0000${table ?? ''}`, () =>
      this.call('summaries', table === undefined ? [locale] : [locale, table]),
    );
  rawFind: CatalogueStore['rawFind'] = (...a) => this.call('rawFind', a);
  rawAggregate: CatalogueStore['rawAggregate'] = (...a) => this.call('rawAggregate', a);
  related: CatalogueStore['related'] = (...a) => this.call('related', a);
  spell: NonNullable<CatalogueStore['spell']> = (...a) => this.call('spell', a);
  dateHistogram: NonNullable<CatalogueStore['dateHistogram']> = (...a) => this.call('dateHistogram', a);
  suggest: NonNullable<CatalogueStore['suggest']> = (...a) => this.call('suggest', a);
  upsert: CatalogueStore['upsert'] = (...a) => this.call('upsert', a);
  mergeFile: NonNullable<CatalogueStore['mergeFile']> = (...a) => this.call('mergeFile', a);
  publish: NonNullable<CatalogueStore['publish']> = () => this.call('publish', []);
  undoImport: NonNullable<CatalogueStore['undoImport']> = (...a) => this.call('undoImport', a);
  undoableImports: NonNullable<CatalogueStore['undoableImports']> = () => this.call('undoableImports', []);

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.socket?.destroy();
  }
}

const unavailable = (message: string) => new HttpError(503, message, 'CATALOGUE_UNAVAILABLE');

/** The primary's error as the worker's code expects it: a raw refusal stays a RawQueryError. */
function errorOf(e: WireError): Error {
  if (e.name === 'RawQueryError' && e.code)
    return new RawQueryError(e.message, e.code as RawQueryError['code'], e.status === 503 ? 503 : 400);
  if (e.name === 'HttpError' && e.status) return new HttpError(e.status, e.message, e.code);
  const err = new Error(e.message);
  err.name = e.name;
  return err;
}
