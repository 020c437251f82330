import type { FulltextPage, PageText } from '@archive/contracts/fulltext';
import { PageShelf } from './page-shelf';
/**
 * Stores records as compact JSON text with a shared dictionary, and rebuilds them on demand.
 *
 * Why: 100,000 parsed records cost about 120 MB of heap per locale (and three times the garbage
 * while parsing); a page only ever needs 20-50 of them. The text form drops what repeats:
 * - every object becomes an array [shape, ...values]; the shape (interned) holds its key order,
 *   how each value is stored, and the values of fields that repeat (fieldCode, label, mimetype...);
 * - facet values, type refs, image urls and sizes are interned whole and stored as one number.
 * A record decodes exactly (same keys, same order, same values) in a few microseconds. Interned
 * parts are shared between the records decoded unless asked fresh: callers must not mutate them
 * (the aggregate path decodes fresh records for its stages to change).
 */

/** Which fields a codec stores how (by key, at any depth); every other field is kept literally. */
export interface CodecFields {
  /** Fields whose primitive value repeats across docs: kept in the shape, not in each doc. */
  constant: ReadonlySet<string>;
  /** Fields whose whole value repeats: interned, stored as its dictionary number. */
  interned: ReadonlySet<string>;
  /** Arrays whose items repeat whole (facet values): each item interned. */
  internedItems: ReadonlySet<string>;
}

/** The catalogue records' fields. */
export const RECORD_FIELDS: CodecFields = {
  constant: new Set(['fieldCode', 'label', 'mimetype', 'mediaType', 'table', 'access']),
  interned: new Set(['type_id', 'primaryImg', 'url']),
  internedItems: new Set(['filtri']),
};

/**
 * Relations' fields: tables and access flags take few values (kept in the shape); types and the
 * relation's names repeat (interned); ids and labels are kept as they are.
 */
export const RELATION_FIELDS: CodecFields = {
  constant: new Set(['table', 'access', 'rel_table', 'rel_access']),
  interned: new Set(['type', 'rel_type', 'rel_name', 'rel_name_reverse']),
  internedItems: new Set(),
};

/** How a value of a shape is stored: l literal, r interned, R array of interned, o object, A array of objects. */
type Mode = 'c' | 'l' | 'r' | 'R' | 'o' | 'A';
interface Shape {
  keys: string[];
  modes: Mode[];
  constants: unknown[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal as JSON text would be: same keys in the same order, same values (undefined keys skipped). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const key = ka[i]!;
    if (key !== kb[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** A step of the shape trie: fields so far; the next (key, mode) or (key, constant value) leads on. */
interface ShapeNode {
  shape: number;
  byMode: Map<string, Map<Mode, ShapeNode>>;
  byConstant: Map<string, Map<unknown, ShapeNode>>;
}
const newNode = (): ShapeNode => ({ shape: -1, byMode: new Map(), byConstant: new Map() });

function step(node: ShapeNode, key: string, edge: unknown, constant: boolean): ShapeNode {
  const edges = constant ? node.byConstant : node.byMode;
  let byEdge = edges.get(key) as Map<unknown, ShapeNode> | undefined;
  if (!byEdge) {
    byEdge = new Map();
    (edges as Map<string, Map<unknown, ShapeNode>>).set(key, byEdge);
  }
  let next = byEdge.get(edge);
  if (!next) {
    next = newNode();
    byEdge.set(edge, next);
  }
  return next;
}

export interface CodecDictionary {
  shapes: Shape[];
  texts: string[];
}

/** A blob's bytes and offsets in shared memory: other threads read records without a copy. */
export interface SharedBlob {
  bytes: SharedArrayBuffer;
  starts: Uint32Array<ArrayBufferLike>;
  ends: Uint32Array<ArrayBufferLike>;
  count: number;
}

export class RecordCodec {
  private readonly values: unknown[] = [];
  /** The JSON of each value: a fresh copy for callers that may change what they get. */
  private readonly valueTexts: string[] = [];
  private readonly valueIds = new Map<string, number>();
  /** Interned objects by their first field's name, then its value (candidates to compare). */
  private readonly byHint = new Map<string, Map<unknown, number[]>>();
  private readonly primitiveIds = new Map<unknown, number>();
  private readonly shapes: Shape[] = [];
  /** Shapes by their steps (see encodeObject). */
  private readonly root: ShapeNode = newNode();

  constructor(private readonly fields: CodecFields = RECORD_FIELDS) {}

  /** Number of dictionary entries (values + shapes): small, a few thousand for a catalogue. */
  get dictionarySize(): number {
    return this.values.length + this.shapes.length;
  }

  /**
   * The dictionary number of a value. Objects are first looked up by a cheap hint (their first
   * field's name and value, in nested maps: no string is built) and compared structurally;
   * serialising every occurrence cost a tenth of the load time. Primitives are looked up as they are.
   */
  private intern(value: unknown): number {
    let candidates: number[] | undefined;
    let byValue: Map<unknown, number[]> | undefined;
    let hint: unknown;
    if (value === null || typeof value !== 'object') {
      const id = this.primitiveIds.get(value);
      if (id !== undefined) return id;
    } else if (!Array.isArray(value)) {
      for (const key in value) {
        const v = (value as Record<string, unknown>)[key];
        if (typeof v === 'string' || typeof v === 'number') {
          byValue = this.byHint.get(key);
          if (!byValue) {
            byValue = new Map();
            this.byHint.set(key, byValue);
          }
          hint = v;
          candidates = byValue.get(v);
        }
        break;
      }
      if (candidates) for (const id of candidates) if (sameJson(this.values[id], value)) return id;
    }
    const key = JSON.stringify(value) ?? 'null';
    let id = this.valueIds.get(key);
    if (id === undefined) {
      id = this.values.push(value) - 1;
      this.valueTexts.push(key);
      this.valueIds.set(key, id);
    }
    if (value === null || typeof value !== 'object') this.primitiveIds.set(value, id);
    else if (byValue) {
      if (candidates) {
        if (candidates.length < 8) candidates.push(id);
      } else byValue.set(hint, [id]);
    }
    return id;
  }

  /** How a field's value is stored (see Mode). */
  private modeOf(key: string, v: unknown): Mode {
    if (this.fields.constant.has(key) && (v === null || typeof v !== 'object')) return 'c';
    if (this.fields.interned.has(key)) return 'r';
    if (this.fields.internedItems.has(key) && Array.isArray(v)) return 'R';
    if (isObject(v)) return 'o';
    if (Array.isArray(v) && v.length > 0 && v.every(isObject)) return 'A';
    return 'l';
  }

  /**
   * Encodes an object as [shape, ...values]. Its shape (key order, modes, constants) is found by
   * walking a trie of (key, mode or constant value) steps, so no signature text is built per object.
   */
  private encodeObject(o: Record<string, unknown>): unknown[] {
    const out: unknown[] = [0];
    let node = this.root;
    for (const key in o) {
      const v = o[key];
      // JSON never yields undefined; a caller-made record may: its key is dropped as JSON would.
      if (v === undefined) continue;
      const mode = this.modeOf(key, v);
      node = step(node, key, mode === 'c' ? v : mode, mode === 'c');
      switch (mode) {
        case 'c':
          break;
        case 'r':
          out.push(this.intern(v));
          break;
        case 'R':
          out.push((v as unknown[]).map((item) => this.intern(item)));
          break;
        case 'o':
          out.push(this.encodeObject(v as Record<string, unknown>));
          break;
        case 'A':
          out.push((v as Record<string, unknown>[]).map((item) => this.encodeObject(item)));
          break;
        default:
          out.push(v);
      }
    }
    if (node.shape < 0) {
      const keys: string[] = [];
      const modes: Mode[] = [];
      const constants: unknown[] = [];
      for (const key in o) {
        const v = o[key];
        if (v === undefined) continue;
        const mode = this.modeOf(key, v);
        keys.push(key);
        modes.push(mode);
        constants.push(mode === 'c' ? v : 0);
      }
      node.shape = this.shapes.push({ keys, modes, constants }) - 1;
    }
    out[0] = node.shape;
    return out;
  }

  private value(id: number, fresh: boolean): unknown {
    return fresh ? JSON.parse(this.valueTexts[id]!) : this.values[id];
  }

  private decodeObject(encoded: unknown[], fresh: boolean): Record<string, unknown> {
    const shape = this.shapes[encoded[0] as number]!;
    const o: Record<string, unknown> = {};
    let next = 1;
    for (let i = 0; i < shape.keys.length; i++) {
      const key = shape.keys[i]!;
      switch (shape.modes[i]) {
        case 'c':
          o[key] = shape.constants[i];
          break;
        case 'l':
          o[key] = encoded[next++];
          break;
        case 'r':
          o[key] = this.value(encoded[next++] as number, fresh);
          break;
        case 'R':
          o[key] = (encoded[next++] as number[]).map((id) => this.value(id, fresh));
          break;
        case 'o':
          o[key] = this.decodeObject(encoded[next++] as unknown[], fresh);
          break;
        case 'A':
          o[key] = (encoded[next++] as unknown[][]).map((item) => this.decodeObject(item, fresh));
          break;
      }
    }
    return o;
  }

  /** What a copy of this codec in another thread needs to decode (shapes and value texts). */
  dictionary(): CodecDictionary {
    return { shapes: this.shapes, texts: this.valueTexts };
  }

  /** A decoder from a dictionary made by dictionary() (the raw-query worker's copy). */
  static from(dictionary: CodecDictionary): RecordCodec {
    const codec = new RecordCodec();
    codec.shapes.push(...dictionary.shapes);
    for (const text of dictionary.texts) {
      codec.valueTexts.push(text);
      codec.values.push(JSON.parse(text));
    }
    return codec;
  }

  encode(record: object): string {
    return JSON.stringify(this.encodeObject(record as Record<string, unknown>));
  }

  /** With fresh, nothing is shared with other decoded records (safe to change). */
  decode<T>(text: string, fresh = false): T {
    return this.decodeObject(JSON.parse(text) as unknown[], fresh) as T;
  }
}

/**
 * Encoded records of one locale, by doc number, in one growing byte buffer (latin-1 text is one byte
 * per character; anything else is UTF-8). Replacing a doc appends its new text; the old bytes stay
 * (re-imports rebuild the whole store anyway).
 */
export class RecordBlob {
  private bytes: Buffer<ArrayBufferLike> = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  private starts: Uint32Array<ArrayBufferLike> = new Uint32Array(1024);
  private ends: Uint32Array<ArrayBufferLike> = new Uint32Array(1024);
  private count = 0;

  /** The records' page text, apart (page-shelf.ts): the shared blob, and so the raw worker, has none. */
  private readonly pages = new PageShelf();

  constructor(readonly codec: RecordCodec = new RecordCodec()) {}

  get size(): number {
    return this.count;
  }

  /** Stores the record as doc `doc` (a new doc when doc === size); its page text on the shelf. */
  set(doc: number, record: object): void {
    const { fulltext, ...rest } = record as { fulltext?: FulltextPage[] };
    const keys = Object.keys(record).filter((key) => (record as Record<string, unknown>)[key] !== undefined);
    this.pages.set(doc, Array.isArray(fulltext) ? fulltext : undefined, keys.indexOf('fulltext'));
    const text = this.codec.encode(Array.isArray(fulltext) && fulltext.length ? rest : record);
    const length = Buffer.byteLength(text);
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + length));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.bytes.write(text, this.used);
    if (doc >= this.starts.length) {
      const capacity = Math.max(this.starts.length * 2, doc + 1);
      const starts = new Uint32Array(capacity);
      starts.set(this.starts);
      const ends = new Uint32Array(capacity);
      ends.set(this.ends);
      this.starts = starts;
      this.ends = ends;
    }
    this.starts[doc] = this.used;
    this.used += length;
    this.ends[doc] = this.used;
    if (doc >= this.count) this.count = doc + 1;
  }

  get<T>(doc: number, fresh = false): T {
    return this.withPages(this.main<T>(doc, fresh), doc, (pages) => pages.all(doc));
  }

  /**
   * The record with only the pages `pick` takes (a search's card: the one its snippet comes from),
   * read from the shelf one at a time as `pick` asks for them, without their word boxes.
   */
  getWith<T>(doc: number, pick: (count: number, page: (i: number) => PageText) => PageText[]): T {
    return this.withPages(this.main<T>(doc, false), doc, (pages) =>
      pick(pages.count(doc), (i) => pages.text(doc, i)),
    );
  }

  /** The record without its pages (`fulltext`), as the raw worker's shared blob holds it. */
  getWithoutPages<T>(doc: number, fresh = false): T {
    return this.main<T>(doc, fresh);
  }

  /** The record as encoded: without its pages. */
  private main<T>(doc: number, fresh: boolean): T {
    return this.codec.decode<T>(this.bytes.toString('utf8', this.starts[doc], this.ends[doc]), fresh);
  }

  /** `record` with `fulltext` (from `read`) put back where it sat among its keys. */
  private withPages<T>(record: T, doc: number, read: (pages: PageShelf) => PageText[]): T {
    const at = this.pages.at(doc);
    if (at < 0) return record;
    const fulltext = read(this.pages);
    const entries = Object.entries(record as object);
    entries.splice(Math.min(at, entries.length), 0, ['fulltext', fulltext]);
    return Object.fromEntries(entries) as T;
  }

  /**
   * Drops the spare capacity once loading is over. The bytes and offsets move to shared memory (same
   * size as before) so the raw-query worker reads the records in place instead of a copy of its own.
   */
  trim(): void {
    this.pages.trim();
    const bytes = Buffer.from(new SharedArrayBuffer(this.used));
    this.bytes.copy(bytes, 0, 0, this.used);
    this.bytes = bytes;
    this.starts = sharedCopy(this.starts, this.count);
    this.ends = sharedCopy(this.ends, this.count);
  }

  /** The trimmed blob's memory, for another thread (see trim). */
  shared(): SharedBlob {
    if (!(this.bytes.buffer instanceof SharedArrayBuffer)) this.trim();
    return {
      bytes: this.bytes.buffer as unknown as SharedArrayBuffer,
      starts: this.starts,
      ends: this.ends,
      count: this.count,
    };
  }

  /** Bytes of record text held, page text included. */
  get byteLength(): number {
    return this.used + this.pages.byteLength;
  }
}

function sharedCopy(from: Uint32Array<ArrayBufferLike>, length: number): Uint32Array<ArrayBufferLike> {
  const to = new Uint32Array(new SharedArrayBuffer(length * 4));
  to.set(from.subarray(0, length));
  return to;
}

/** Reads records from a SharedBlob in the thread that received it (the raw-query worker). */
export class SharedBlobReader {
  private readonly bytes: Buffer;
  constructor(
    readonly blob: SharedBlob,
    private readonly codec: RecordCodec | null,
  ) {
    this.bytes = Buffer.from(blob.bytes);
  }

  get size(): number {
    return this.blob.count;
  }

  /** A fresh record (shares nothing): coded records through the dictionary, plain JSON otherwise. */
  get<T>(doc: number): T {
    const text = this.bytes.toString('utf8', this.blob.starts[doc], this.blob.ends[doc]);
    return this.codec ? this.codec.decode<T>(text, true) : (JSON.parse(text) as T);
  }
}

/** Plain documents as JSON text in shared memory (summaries and relations, for the raw worker). */
export function jsonBlob(docs: readonly object[]): SharedBlob {
  const texts = docs.map((doc) => JSON.stringify(doc));
  const starts = new Uint32Array(new SharedArrayBuffer(texts.length * 4));
  const ends = new Uint32Array(new SharedArrayBuffer(texts.length * 4));
  let used = 0;
  for (const [i, text] of texts.entries()) {
    starts[i] = used;
    used += Buffer.byteLength(text);
    ends[i] = used;
  }
  const bytes = new SharedArrayBuffer(used);
  const view = Buffer.from(bytes);
  for (const [i, text] of texts.entries()) view.write(text, starts[i]!);
  return { bytes, starts, ends, count: texts.length };
}
