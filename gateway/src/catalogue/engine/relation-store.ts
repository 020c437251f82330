import type { Relation } from '@archive/contracts/catalogue';
import { RELATION_FIELDS, RecordBlob, RecordCodec } from './record-codec';

/**
 * One locale's public relations, encoded like the records (record-codec.ts) in one shared buffer
 * instead of kept as objects: at 1M records a locale holds ~840k relations, which as objects (and a
 * map from record key to lists of them) took ~230 MB of heap a locale; encoded they take ~80 bytes
 * each off the heap. The relations of a doc are found through a CSR list by the doc of their first
 * side (`table`, `id`), in the order they were added.
 */
export class RelationStore {
  readonly blob = new RecordBlob(new RecordCodec(RELATION_FIELDS));
  /** Doc of each relation's first side (-1 when that side is no public record of the locale). */
  private sideDoc = new Int32Array(1024);
  /** Relations of doc d: ids[start[d] .. start[d + 1]). */
  private start = new Int32Array(1);
  private ids = new Int32Array(0);
  private finished = false;

  /** Appends a relation (both sides already checked public); `doc` is its first side's doc or -1. */
  add(relation: Relation, doc: number): void {
    if (this.finished) throw new Error('relation store already finished');
    const i = this.blob.size;
    this.blob.set(i, relation);
    if (i >= this.sideDoc.length) {
      const grown = new Int32Array(this.sideDoc.length * 2);
      grown.set(this.sideDoc);
      this.sideDoc = grown;
    }
    this.sideDoc[i] = doc;
  }

  /** Ends loading: the buffer moves to shared memory and the per-doc lists are built. */
  finish(docCount: number): void {
    if (this.finished) return;
    this.finished = true;
    this.blob.trim();
    const n = this.blob.size;
    const start = new Int32Array(docCount + 1);
    for (let i = 0; i < n; i++) {
      const doc = this.sideDoc[i]!;
      if (doc >= 0) start[doc + 1]!++;
    }
    for (let d = 0; d < docCount; d++) start[d + 1]! += start[d]!;
    const fill = start.slice(0, docCount);
    const ids = new Int32Array(start[docCount]!);
    for (let i = 0; i < n; i++) {
      const doc = this.sideDoc[i]!;
      if (doc >= 0) ids[fill[doc]!++] = i;
    }
    this.start = start;
    this.ids = ids;
    this.sideDoc = new Int32Array(0);
  }

  get size(): number {
    return this.blob.size;
  }

  /** A relation, decoded (its strings may be shared with other decoded relations: they are immutable). */
  get(i: number): Relation {
    return this.blob.get<Relation>(i);
  }

  /** Every relation, in the order added (tests and small tools; a raw call reads the shared buffer). */
  all(): Relation[] {
    return Array.from({ length: this.size }, (_, i) => this.get(i));
  }

  /** The relations whose first side is this doc, in the order added. */
  of(doc: number): Relation[] {
    if (doc < 0 || doc + 1 >= this.start.length) return [];
    const out: Relation[] = [];
    for (let k = this.start[doc]!; k < this.start[doc + 1]!; k++) out.push(this.get(this.ids[k]!));
    return out;
  }
}
