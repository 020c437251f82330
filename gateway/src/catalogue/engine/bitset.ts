/**
 * Fixed-size set of document numbers as 32-bit words. At 100,000 records a set is 12.5 KB and an
 * intersection touches 3,125 words, which is what keeps filtered search and facets in the
 * low milliseconds (see ARCHITECTURE.md, "Facts measured").
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const extra = set.words.length * 32 - size;
    if (extra > 0 && set.words.length) set.words[set.words.length - 1] = 0xffffffff >>> extra;
    return set;
  }

  static from(size: number, docs: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    for (let i = 0; i < docs.length; i++) set.add(docs[i] as number);
    return set;
  }

  clone(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  add(doc: number): void {
    this.words[doc >>> 5]! |= 1 << (doc & 31);
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5]! & (1 << (doc & 31))) !== 0;
  }

  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= b[i]!;
    return this;
  }

  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! |= b[i]!;
    return this;
  }

  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i]! &= ~b[i]!;
    return this;
  }

  count(): number {
    let total = 0;
    for (let i = 0; i < this.words.length; i++) {
      let v = this.words[i]!;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** Calls fn for each member in ascending order. */
  forEach(fn: (doc: number) => void): void {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let w = words[i]!;
      while (w !== 0) {
        const bit = w & -w;
        fn((i << 5) + (31 - Math.clz32(bit)));
        w ^= bit;
      }
    }
  }

  toArray(): number[] {
    const out: number[] = [];
    this.forEach((d) => {
      out.push(d);
    });
    return out;
  }
}
