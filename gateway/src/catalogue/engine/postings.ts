/** Growable lists of doc numbers keyed by a string, frozen into Int32Arrays once indexing ends. */
export class PostingsBuilder {
  private readonly lists = new Map<string, number[]>();

  add(key: string, doc: number): void {
    const list = this.lists.get(key);
    if (!list) this.lists.set(key, [doc]);
    // Docs arrive in ascending order: a repeat can only be the last one.
    else if (list[list.length - 1] !== doc) list.push(doc);
  }

  freeze(): Map<string, Int32Array> {
    const out = new Map<string, Int32Array>();
    for (const [key, list] of this.lists) out.set(key, Int32Array.from(list));
    this.lists.clear();
    return out;
  }
}
