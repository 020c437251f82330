/**
 * Reads the structure of a regular expression typed by a caller (raw catalogue queries) or an
 * administrator (the password pattern) so the shapes that backtrack badly can be refused before any
 * regex runs. A flat text test cannot see nesting (`((a+))+$` needed 23 s on 29 characters), so the
 * pattern is parsed into a small tree. Pure and browser-safe: the gateway and mf-auth share it.
 *
 * Refused shapes (each is a class of ReDoS, see regex-shape.test.ts for the corpus):
 * - nestedQuantifier: a repeated group holding a quantifier or an alternation: `(a+)+`, `(a|a)*`,
 *   `(\w+\s?)*`, `(x?y){2,}` (exponential);
 * - overlappingRepeats: two open-ended repeats that can match the same characters with nothing
 *   between them that the first cannot eat: `.*.*x`, `(.*)(.*)(.*)Z$`, `\d+\d+`, `.*a.*a.*z`
 *   (polynomial: n^k for k such repeats, minutes for a few KB);
 * - backreference (`\1`, `\k<x>`), lookaround (`(?=`, `(?<!`): the first is exponential in general,
 *   both keep a pattern off V8's linear-time engine (the password check allows lookarounds: the
 *   default rule needs them and a password is at most 256 characters).
 */

export interface RegexShape {
  nestedQuantifier: boolean;
  overlappingRepeats: boolean;
  backreference: boolean;
  lookaround: boolean;
}

/** Code point ranges [lo, hi] inclusive, as a flat list: [lo0, hi0, lo1, hi1, ...]. */
type CharSet = number[];
const MAX = 0x10ffff;
const ALL: CharSet = [0, MAX];
const DIGIT: CharSet = [48, 57];
const WORD: CharSet = [48, 57, 65, 90, 95, 95, 97, 122];
const SPACE: CharSet = [
  9, 13, 32, 32, 160, 160, 5760, 5760, 8192, 8202, 8232, 8233, 8239, 8239, 8287, 8287, 12288, 12288, 65279,
  65279,
];
const LINE_END: CharSet = [10, 10, 13, 13, 8232, 8233];

function union(a: CharSet, b: CharSet): CharSet {
  const pairs: [number, number][] = [];
  for (const s of [a, b]) for (let i = 0; i < s.length; i += 2) pairs.push([s[i]!, s[i + 1]!]);
  pairs.sort((x, y) => x[0] - y[0]);
  const out: CharSet = [];
  for (const [lo, hi] of pairs) {
    const last = out.length - 1;
    if (last > 0 && lo <= out[last]! + 1) out[last] = Math.max(out[last]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

function complement(a: CharSet): CharSet {
  const out: CharSet = [];
  let next = 0;
  for (let i = 0; i < a.length; i += 2) {
    if (a[i]! > next) out.push(next, a[i]! - 1);
    next = a[i + 1]! + 1;
  }
  if (next <= MAX) out.push(next, MAX);
  return out;
}

function overlaps(a: CharSet, b: CharSet): boolean {
  for (let i = 0; i < a.length; i += 2)
    for (let j = 0; j < b.length; j += 2) if (a[i]! <= b[j + 1]! && b[j]! <= a[i + 1]!) return true;
  return false;
}

/** Both cases of ASCII letters (for the `i` flag; other scripts are left as they are). */
function caseless(set: CharSet): CharSet {
  let out = set;
  for (let i = 0; i < set.length; i += 2) {
    for (const [from, to, shift] of [
      [65, 90, 32],
      [97, 122, -32],
    ] as const) {
      const lo = Math.max(set[i]!, from);
      const hi = Math.min(set[i + 1]!, to);
      if (lo <= hi) out = union(out, [lo + shift, hi + shift]);
    }
  }
  return out;
}

type Node =
  | { t: 'char'; set: CharSet }
  | { t: 'assert' }
  | { t: 'backref' }
  | { t: 'group'; alts: Node[][]; look: boolean }
  | { t: 'repeat'; node: Node; min: number; max: number };

const QUANTIFIER = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/;
const ESCAPE = /^\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]+\}|c[A-Za-z]|[pP]\{[^}]*\}|[\s\S]?)/;
const CONTROL: Record<string, number> = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0 };

/** The characters one escape stands for (outside or inside a class). */
function escapeSet(esc: string, unicode: boolean): CharSet | 'backref' | 'assert' {
  const c = esc[1] ?? '\\';
  if (/[1-9]/.test(c) || (c === 'k' && esc.length === 2)) return 'backref';
  if (c === 'b' || c === 'B') return 'assert';
  if (c === 'd') return DIGIT;
  if (c === 'D') return complement(DIGIT);
  if (c === 'w') return WORD;
  if (c === 'W') return complement(WORD);
  if (c === 's') return SPACE;
  if (c === 'S') return complement(SPACE);
  if ((c === 'p' || c === 'P') && unicode) return ALL;
  if (c === 'x' || (c === 'u' && esc.length > 2)) {
    const code = Number.parseInt(esc.slice(2).replace(/[{}]/g, ''), 16);
    return [code, code];
  }
  if (c === 'c' && esc.length === 3) {
    const code = esc.charCodeAt(2) % 32;
    return [code, code];
  }
  const code = CONTROL[c] ?? c.codePointAt(0)!;
  return [code, code];
}

class Parser {
  i = 0;
  shape: RegexShape = {
    nestedQuantifier: false,
    overlappingRepeats: false,
    backreference: false,
    lookaround: false,
  };
  constructor(
    readonly p: string,
    readonly flags: string,
  ) {}

  get unicode() {
    return this.flags.includes('u') || this.flags.includes('v');
  }

  private char(set: CharSet): Node {
    return { t: 'char', set: this.flags.includes('i') ? caseless(set) : set };
  }

  /** The class starting at `[`: its set, and the index past `]`. */
  private charClass(): Node {
    const p = this.p;
    let i = this.i + 1;
    const negated = p[i] === '^';
    if (negated) i++;
    let set: CharSet = [];
    // In JavaScript `]` always closes a class, even first (`[]` matches nothing, `[^]` anything).
    while (i < p.length && p[i] !== ']') {
      let item: CharSet;
      if (p[i] === '\\') {
        const esc = ESCAPE.exec(p.slice(i))?.[0] ?? '\\';
        const s = esc === '\\b' ? [8, 8] : escapeSet(esc, this.unicode);
        item = Array.isArray(s) ? s : ALL;
        i += esc.length;
      } else {
        const code = p.codePointAt(i)!;
        item = [code, code];
        i += code > 0xffff ? 2 : 1;
      }
      // A range a-z; with a class escape as an end (`[a-\d]`, literal in JavaScript) both are kept.
      if (
        p[i] === '-' &&
        p[i + 1] !== undefined &&
        p[i + 1] !== ']' &&
        item.length === 2 &&
        item[0] === item[1]
      ) {
        i++;
        let hi: CharSet;
        if (p[i] === '\\') {
          const esc = ESCAPE.exec(p.slice(i))?.[0] ?? '\\';
          const s = escapeSet(esc, this.unicode);
          hi = Array.isArray(s) ? s : ALL;
          i += esc.length;
        } else {
          const code = p.codePointAt(i)!;
          hi = [code, code];
          i += code > 0xffff ? 2 : 1;
        }
        item =
          hi.length === 2 && hi[0] === hi[1] && hi[0]! >= item[0]! ? [item[0]!, hi[0]!] : union(item, hi);
      }
      set = union(set, item);
    }
    this.i = Math.min(i + 1, p.length);
    return this.char(negated ? complement(set) : set);
  }

  /** Alternatives until `)` or the end. */
  alternatives(): Node[][] {
    const alts: Node[][] = [[]];
    while (this.i < this.p.length) {
      const c = this.p[this.i]!;
      if (c === ')') break;
      if (c === '|') {
        alts.push([]);
        this.i++;
        continue;
      }
      const seq = alts[alts.length - 1]!;
      const atom = this.atom();
      if (!atom) continue;
      const q = QUANTIFIER.exec(this.p.slice(this.i));
      if (q && atom.t !== 'assert') {
        this.i += q[0].length;
        const [, sym, min, comma, max] = q;
        const lo = sym ? (sym === '+' ? 1 : 0) : Number(min);
        const hi = sym
          ? sym === '?'
            ? 1
            : Number.POSITIVE_INFINITY
          : !comma
            ? lo
            : max === ''
              ? Number.POSITIVE_INFINITY
              : Number(max);
        seq.push({ t: 'repeat', node: atom, min: lo, max: hi });
      } else seq.push(atom);
    }
    return alts;
  }

  private atom(): Node | null {
    const p = this.p;
    const c = p[this.i]!;
    if (c === '\\') {
      const esc = ESCAPE.exec(p.slice(this.i))?.[0] ?? '\\';
      this.i += esc.length;
      const s = escapeSet(esc, this.unicode);
      if (s === 'backref') {
        this.shape.backreference = true;
        return { t: 'backref' };
      }
      return s === 'assert' ? { t: 'assert' } : this.char(s);
    }
    if (c === '[') return this.charClass();
    if (c === '(') {
      const head = /^\((?:\?(?::|<[A-Za-z_$][\w$]*>|<?[=!]))?/.exec(p.slice(this.i))![0];
      const look = /^\(\?<?[=!]/.test(head);
      if (look) this.shape.lookaround = true;
      this.i += head.length;
      const alts = this.alternatives();
      if (p[this.i] === ')') this.i++;
      return { t: 'group', alts, look };
    }
    if (c === ')') {
      // An unmatched `)` is a syntax error the RegExp constructor reports; skip it here.
      this.i++;
      return null;
    }
    this.i++;
    if (c === '^' || c === '$') return { t: 'assert' };
    if (c === '.') return this.char(this.flags.includes('s') ? ALL : complement(LINE_END));
    const code = c.codePointAt(0)!;
    return this.char([code, code]);
  }
}

/** Whether a node holds a quantifier that varies (`+`, `*`, `?`, `{1,3}`) or an alternation. */
function varies(node: Node): boolean {
  if (node.t === 'repeat') return node.min !== node.max || varies(node.node);
  if (node.t !== 'group') return false;
  return node.alts.length > 1 || node.alts.some((seq) => seq.some(varies));
}

/** Every character a node can consume (empty for assertions). */
function charsOf(node: Node): CharSet {
  if (node.t === 'char') return node.set;
  if (node.t === 'repeat') return charsOf(node.node);
  if (node.t === 'group' && !node.look)
    return node.alts.reduce<CharSet>((acc, seq) => seq.reduce((a, n) => union(a, charsOf(n)), acc), []);
  return node.t === 'backref' ? ALL : [];
}

/** A sequence flattened for the overlap check: open-ended repeats and required characters. */
type Item = { kind: 'open' | 'required'; set: CharSet };

function flatten(seq: Node[], out: Item[], lookarounds: Node[][][]): void {
  for (const node of seq) {
    if (node.t === 'char') out.push({ kind: 'required', set: node.set });
    else if (node.t === 'repeat') {
      // A repeat whose count varies can split its input many ways: an "open" item.
      if (node.min !== node.max) out.push({ kind: 'open', set: charsOf(node.node) });
      else if (node.min > 0) flatten([node.node], out, lookarounds);
    } else if (node.t === 'group') {
      if (node.look) lookarounds.push(node.alts);
      else if (node.alts.length === 1) flatten(node.alts[0]!, out, lookarounds);
      else {
        const items: Item[] = [];
        for (const alt of node.alts) flatten(alt, items, lookarounds);
        const set = charsOf(node);
        const open = items.some((it) => it.kind === 'open') || node.alts.some((a) => a.length === 0);
        out.push({ kind: open ? 'open' : 'required', set });
      }
    } else if (node.t === 'backref') out.push({ kind: 'open', set: ALL });
  }
}

/**
 * Two open repeats whose characters overlap, with no required character between them that the
 * first cannot match: the input between them can be split in many ways, and every split is tried.
 */
function hasOverlap(items: Item[]): boolean {
  for (let a = 0; a < items.length; a++) {
    const first = items[a]!;
    if (first.kind !== 'open') continue;
    for (let b = a + 1; b < items.length; b++) {
      const item = items[b]!;
      if (item.kind === 'required' && !overlaps(item.set, first.set)) break;
      if (item.kind === 'open' && overlaps(item.set, first.set)) return true;
    }
  }
  return false;
}

function check(alts: Node[][], shape: RegexShape): void {
  for (const seq of alts) {
    const items: Item[] = [];
    const lookarounds: Node[][][] = [];
    flatten(seq, items, lookarounds);
    if (hasOverlap(items)) shape.overlappingRepeats = true;
    for (const inner of lookarounds) check(inner, shape);
  }
  const visit = (node: Node) => {
    if (node.t === 'repeat') {
      if (node.max > 1 && node.node.t === 'group' && varies(node.node)) shape.nestedQuantifier = true;
      visit(node.node);
    } else if (node.t === 'group') for (const seq of node.alts) seq.forEach(visit);
  };
  for (const seq of alts) seq.forEach(visit);
}

/** The shape of a pattern (JavaScript syntax; flags as given to RegExp, `u` for Unicode escapes). */
export function regexShape(pattern: string, flags = ''): RegexShape {
  const parser = new Parser(pattern, flags);
  const alts: Node[][] = [];
  // A stray `)` at the top level ends alternatives(); keep reading past it.
  while (parser.i < pattern.length || alts.length === 0) {
    alts.push(...parser.alternatives());
    if (parser.i < pattern.length) parser.i++;
  }
  check(alts, parser.shape);
  return parser.shape;
}

/** Why a pattern can backtrack badly, in words for the caller, or null when it cannot. */
export function backtrackingRisk(shape: RegexShape, options: { lookaround: boolean }): string | null {
  if (shape.nestedQuantifier)
    return 'nested quantifiers (a repeated group holding a quantifier or alternatives)';
  if (shape.backreference) return 'backreferences';
  if (shape.overlappingRepeats)
    return 'open-ended repeats that can match the same characters one after another';
  if (shape.lookaround && !options.lookaround) return 'a lookaround';
  return null;
}
