import { foldCase } from '../raw/regex-shape';

/**
 * A JavaScript regex (as the guard lets it through: raw/guard.ts checkRegex, options i, m, s) as a
 * PostgreSQL advanced regular expression (ARE, the `~` operator) that matches the same strings, or
 * null when the pattern uses something whose meaning differs and cannot be rewritten (the caller
 * then tests that part with mingo itself).
 *
 * The flavours differ in ways that matter: ARE's `.` also matches newlines, `\b` is a backspace and
 * `\y` the word boundary, `\d \w \s` and case folding follow the database's locale (JavaScript's are
 * ASCII and fixed lists), `[[:alpha:]]` inside a class is a class name, `\x41B` reads three hex
 * digits, `{` is always a bound. So the pattern is read token by token and written again with only
 * unambiguous pieces: literals as \uXXXX escapes, JavaScript's classes spelled out, `.` and the
 * anchors as the explicit sets JavaScript means, `i` by the same case folding the embedded store
 * uses (regex-shape.ts foldCase: letters become [aA]), so `~` is case-sensitive and locale-free.
 * Values are compared per code point (ARE) where JavaScript counts UTF-16 units; patterns holding
 * surrogates are left to mingo, and a `.` meeting a character outside the BMP is the one remaining
 * difference (it matches one such character, JavaScript needs two dots).
 */

const LINE_TERMINATORS = '\\u000a\\u000d\\u2028\\u2029';
/** JavaScript's \s: WhiteSpace and LineTerminator of ECMA-262. */
const JS_SPACE =
  '\\u0009-\\u000d\\u0020\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const JS_DIGIT = '0-9';
const JS_WORD = 'A-Za-z0-9_';
const WORD_CLASS = `[${JS_WORD}]`;
const NOT_WORD_BEHIND = `(?<![${JS_WORD}])`;

const hex4 = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/** One literal character, written so ARE cannot read it as syntax. */
function literal(code: number): string | null {
  if (isSurrogate(code) || code === 0) return null;
  const ch = String.fromCharCode(code);
  return /[A-Za-z0-9]/.test(ch) ? ch : hex4(code);
}

class Untranslatable extends Error {}

/** Reads one escape at pattern[i] (the backslash); answers what it means and its length. */
function readEscape(
  pattern: string,
  i: number,
  inClass: boolean,
): { set?: string; negatedSet?: string; code?: number; assertion?: 'b' | 'B'; length: number } {
  const c = pattern[i + 1];
  if (c === undefined) throw new Untranslatable();
  switch (c) {
    case 'd':
      return { set: JS_DIGIT, length: 2 };
    case 'D':
      return { negatedSet: JS_DIGIT, length: 2 };
    case 'w':
      return { set: JS_WORD, length: 2 };
    case 'W':
      return { negatedSet: JS_WORD, length: 2 };
    case 's':
      return { set: JS_SPACE, length: 2 };
    case 'S':
      return { negatedSet: JS_SPACE, length: 2 };
    case 'b':
      return inClass ? { code: 8, length: 2 } : { assertion: 'b', length: 2 };
    case 'B':
      if (inClass) throw new Untranslatable();
      return { assertion: 'B', length: 2 };
    case 't':
      return { code: 9, length: 2 };
    case 'n':
      return { code: 10, length: 2 };
    case 'v':
      return { code: 11, length: 2 };
    case 'f':
      return { code: 12, length: 2 };
    case 'r':
      return { code: 13, length: 2 };
    case 'x': {
      const m = /^[0-9A-Fa-f]{2}/.exec(pattern.slice(i + 2));
      return m ? { code: Number.parseInt(m[0], 16), length: 4 } : { code: 'x'.charCodeAt(0), length: 2 };
    }
    case 'u': {
      const m = /^[0-9A-Fa-f]{4}/.exec(pattern.slice(i + 2));
      return m ? { code: Number.parseInt(m[0], 16), length: 6 } : { code: 'u'.charCodeAt(0), length: 2 };
    }
    case 'c': {
      const letter = pattern[i + 2];
      if (letter && /[A-Za-z]/.test(letter)) return { code: letter.charCodeAt(0) % 32, length: 3 };
      throw new Untranslatable();
    }
    default:
      // Backreferences, \0 and \k<name> have no translation here (the guard refuses most of them).
      if (/[0-9k]/.test(c)) throw new Untranslatable();
      return { code: c.charCodeAt(0), length: 2 };
  }
}

const char = (code: number) => {
  const out = literal(code);
  if (out === null) throw new Untranslatable();
  return out;
};

/** A character class `[...]` starting at pattern[start]; answers the ARE class and the length read. */
function readClass(pattern: string, start: number): { out: string; length: number } {
  let i = start + 1;
  const negated = pattern[i] === '^';
  if (negated) i++;
  const items: string[] = [];
  /** The last single character read, for a following range. */
  let previous: number | null = null;
  while (i < pattern.length && pattern[i] !== ']') {
    let code: number | null = null;
    if (pattern[i] === '\\') {
      const esc = readEscape(pattern, i, true);
      i += esc.length;
      if (esc.negatedSet) throw new Untranslatable(); // [\D] cannot be written inside an ARE class
      if (esc.set) {
        items.push(esc.set);
        previous = null;
        continue;
      }
      code = esc.code!;
    } else {
      code = pattern.charCodeAt(i);
      i++;
    }
    if (pattern[i] === '-' && pattern[i + 1] !== undefined && pattern[i + 1] !== ']') {
      // A range lo-hi; its end may be an escape.
      let hi: number;
      if (pattern[i + 1] === '\\') {
        const esc = readEscape(pattern, i + 1, true);
        if (esc.code === undefined) throw new Untranslatable(); // [a-\d]: JavaScript reads literals here
        hi = esc.code;
        i += 1 + esc.length;
      } else {
        hi = pattern.charCodeAt(i + 1);
        i += 2;
      }
      if (hi < code) throw new Untranslatable();
      items.push(`${char(code)}-${char(hi)}`);
      previous = null;
      continue;
    }
    items.push(char(code));
    previous = code;
  }
  void previous;
  if (pattern[i] !== ']') throw new Untranslatable();
  if (items.length === 0) {
    // [] matches nothing, [^] any one character (ARE's `.` does, newlines included).
    if (negated) return { out: '.', length: i + 1 - start };
    throw new Untranslatable();
  }
  return { out: `[${negated ? '^' : ''}${items.join('')}]`, length: i + 1 - start };
}

/** Group openers JavaScript allows that mean a plain group; lookarounds are not translated. */
function readGroupOpen(pattern: string, i: number): { out: string; length: number } {
  if (pattern[i + 1] !== '?') return { out: '(', length: 1 };
  if (pattern[i + 2] === ':') return { out: '(?:', length: 3 };
  const named = /^\(\?<[A-Za-z_$][\w$]*>/.exec(pattern.slice(i));
  if (named) return { out: '(?:', length: named[0].length };
  throw new Untranslatable();
}

/**
 * `loose`: every zero-width assertion (`^`, `$`, `\b`, `\B`) is dropped, so the ARE matches a text
 * holding any string the exact one matches, whatever surrounds that string (regexPrefilter).
 */
function translate(pattern: string, multiline: boolean, dotAll: boolean, loose = false): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      const esc = readEscape(pattern, i, false);
      i += esc.length;
      if (loose && esc.assertion) continue;
      if (esc.set) out += `[${esc.set}]`;
      else if (esc.negatedSet) out += `[^${esc.negatedSet}]`;
      else if (esc.assertion === 'b')
        out += `(?:(?<=${WORD_CLASS})(?!${WORD_CLASS})|${NOT_WORD_BEHIND}(?=${WORD_CLASS}))`;
      else if (esc.assertion === 'B')
        out += `(?:(?<=${WORD_CLASS})(?=${WORD_CLASS})|${NOT_WORD_BEHIND}(?!${WORD_CLASS}))`;
      else out += char(esc.code!);
      continue;
    }
    if (c === '[') {
      const cls = readClass(pattern, i);
      out += cls.out;
      i += cls.length;
      continue;
    }
    if (c === '(') {
      const open = readGroupOpen(pattern, i);
      out += open.out;
      i += open.length;
      continue;
    }
    if (c === ')' || c === '|') {
      out += c;
      i++;
      continue;
    }
    if (c === '.') {
      out += dotAll ? '.' : `[^${LINE_TERMINATORS}]`;
      i++;
      continue;
    }
    if (loose && (c === '^' || c === '$')) {
      i++;
      continue;
    }
    if (c === '^') {
      out += multiline ? `(?:^|(?<=[${LINE_TERMINATORS}]))` : '^';
      i++;
      continue;
    }
    if (c === '$') {
      out += multiline ? `(?:$|(?=[${LINE_TERMINATORS}]))` : '$';
      i++;
      continue;
    }
    if (c === '*' || c === '+' || c === '?') {
      out += c;
      i++;
      // A lazy quantifier finds a match exactly when the greedy one does: only the match is asked.
      if (pattern[i] === '?') i++;
      continue;
    }
    if (c === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (bound) {
        const lo = Number(bound[1]);
        const hi = bound[3] ? Number(bound[3]) : lo;
        if (lo > 255 || hi > 255) throw new Untranslatable(); // ARE's limit
        out += bound[0];
        i += bound[0].length;
        if (pattern[i] === '?') i++;
        continue;
      }
    }
    out += char(c.charCodeAt(0));
    i++;
  }
  return out;
}

/**
 * The ARE for a guard-accepted JavaScript pattern and options, or null when it has no exact
 * translation. ARE's own flags are never used: everything is spelled in the pattern.
 */
export function regexToPostgres(pattern: string, options = ''): string | null {
  const source = options.includes('i') ? foldCase(pattern) : pattern;
  try {
    return translate(source, options.includes('m'), options.includes('s'));
  } catch (err) {
    if (err instanceof Untranslatable) return null;
    throw err;
  }
}

/**
 * A looser ARE for a pre-filter over several strings joined into one text (migration 10's metadata
 * values): the exact translation without its assertions, which are the only parts whose answer
 * depends on what surrounds a match. Any string the exact ARE matches is then matched inside any
 * text holding it; the exact ARE still decides per string. Null when there is no exact translation.
 */
export function regexPrefilter(pattern: string, options = ''): string | null {
  const source = options.includes('i') ? foldCase(pattern) : pattern;
  try {
    return translate(source, options.includes('m'), options.includes('s'), true);
  } catch (err) {
    if (err instanceof Untranslatable) return null;
    throw err;
  }
}
