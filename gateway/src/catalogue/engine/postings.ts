import type { Bitset } from './bitset';
import { PackedReader } from './gram-index';

/**
 * Posting lists (ascending doc numbers) keyed by a string, stored as gaps in unsigned LEB128
 * varints in one byte array (the first doc as doc + 1): doc lists of a catalogue mostly have gaps
 * under 128, so a posting takes ~1-2 bytes instead of 4, and there is one buffer instead of one
 * typed array per key (at 1M records the text postings alone took ~56 MB a locale as Int32Arrays).
 */
export class PackedPostings {
  constructor(
    private readonly slots: Map<string, number>,
    private readonly starts: Float64Array,
    private readonly counts: Int32Array,
    private readonly bytes: Uint8Array,
  ) {}

  static readonly EMPTY = new PackedPostings(
    new Map(),
    new Float64Array(1),
    new Int32Array(0),
    new Uint8Array(0),
  );

  get size(): number {
    return this.slots.size;
  }

  keys(): IterableIterator<string> {
    return this.slots.keys();
  }

  has(key: string): boolean {
    return this.slots.has(key);
  }

  /** Docs in the list (0 for an unknown key). */
  count(key: string): number {
    const slot = this.slots.get(key);
    return slot === undefined ? 0 : this.counts[slot]!;
  }

  /** The docs of a key, decoded into a fresh array; undefined for an unknown key. */
  get(key: string): Int32Array | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    const out = new Int32Array(this.counts[slot]!);
    let i = 0;
    this.each(slot, (doc) => {
      out[i++] = doc;
    });
    return out;
  }

  /** Adds the docs of a key to a set (nothing for an unknown key). */
  addTo(key: string, set: Bitset): void {
    const slot = this.slots.get(key);
    if (slot !== undefined) this.each(slot, (doc) => set.add(doc));
  }

  /** Bytes of the packed lists (for figures). */
  get byteLength(): number {
    return this.bytes.length;
  }

  private each(slot: number, fn: (doc: number) => void): void {
    const reader = new PackedReader(this.bytes, this.starts[slot]!);
    const end = this.starts[slot + 1]!;
    while (reader.at < end) fn(reader.next());
  }
}

/** Bytes in one block of the builder (a key's bytes are a chain of blocks until frozen). */
const BLOCK = 32;

/**
 * Collects docs per key as they arrive (ascending), already gap-varint encoded into a pool of small
 * linked blocks, so building costs about the final size (an array of numbers per key held ~8 bytes
 * a posting on the heap, ~240 MB for the text postings of 1M records), then freeze() copies each
 * chain into one packed array.
 */
export class PostingsBuilder {
  private readonly slots = new Map<string, number>();
  private last = new Int32Array(256);
  private counts = new Int32Array(256);
  private lengths = new Float64Array(256);
  private head = new Int32Array(256);
  private tail = new Int32Array(256);
  /** Bytes used in each key's tail block. */
  private tailUsed = new Int32Array(256);
  private pool = new Uint8Array(BLOCK * 1024);
  private next = new Int32Array(1024);
  private blocks = 0;

  add(key: string, doc: number): void {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(key, slot);
      if (slot >= this.last.length) this.growKeys();
      this.last[slot] = -1;
      const block = this.newBlock();
      this.head[slot] = block;
      this.tail[slot] = block;
      this.tailUsed[slot] = 0;
    }
    const previous = this.last[slot]!;
    // Docs arrive in ascending order: a repeat can only be the last one.
    if (previous === doc) return;
    if (doc < previous) throw new Error(`postings out of order for ${key}: ${doc} after ${previous}`);
    this.last[slot] = doc;
    this.counts[slot]!++;
    let v = doc - previous;
    while (v >= 0x80) {
      this.push(slot, (v & 0x7f) | 0x80);
      v = Math.floor(v / 128);
    }
    this.push(slot, v);
  }

  private push(slot: number, byte: number): void {
    let used = this.tailUsed[slot]!;
    if (used === BLOCK) {
      const block = this.newBlock();
      this.next[this.tail[slot]!] = block;
      this.tail[slot] = block;
      used = 0;
    }
    this.pool[this.tail[slot]! * BLOCK + used] = byte;
    this.tailUsed[slot] = used + 1;
    this.lengths[slot]!++;
  }

  private newBlock(): number {
    if (this.blocks >= this.next.length) {
      const next = new Int32Array(this.next.length * 2);
      next.set(this.next);
      this.next = next;
      const pool = new Uint8Array(this.pool.length * 2);
      pool.set(this.pool);
      this.pool = pool;
    }
    this.next[this.blocks] = -1;
    return this.blocks++;
  }

  private growKeys(): void {
    const grow = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    this.last = grow(this.last);
    this.counts = grow(this.counts);
    this.lengths = grow(this.lengths);
    this.head = grow(this.head);
    this.tail = grow(this.tail);
    this.tailUsed = grow(this.tailUsed);
  }

  freeze(): PackedPostings {
    const n = this.slots.size;
    const starts = new Float64Array(n + 1);
    for (let s = 0; s < n; s++) starts[s + 1] = starts[s]! + this.lengths[s]!;
    const bytes = new Uint8Array(starts[n]!);
    for (let s = 0; s < n; s++) {
      let at = starts[s]!;
      let left = this.lengths[s]!;
      for (let block = this.head[s]!; block >= 0 && left > 0; block = this.next[block]!) {
        const take = Math.min(BLOCK, left);
        bytes.set(this.pool.subarray(block * BLOCK, block * BLOCK + take), at);
        at += take;
        left -= take;
      }
    }
    const packed = new PackedPostings(new Map(this.slots), starts, this.counts.slice(0, n), bytes);
    this.slots.clear();
    this.pool = new Uint8Array(0);
    this.next = new Int32Array(0);
    this.blocks = 0;
    return packed;
  }
}
