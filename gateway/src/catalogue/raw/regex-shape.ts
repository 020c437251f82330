/**
 * The gateway's side of the regex checks: the parser that finds the shapes that backtrack badly is
 * shared with the password pattern check (@archive/contracts/regex-shape); here live what needs
 * V8: whether a pattern can run on the linear-time engine, and case folding for that engine (which
 * has no `i` flag) so the embedded store can run case-insensitive patterns on it.
 */

import { setFlagsFromString } from 'node:v8';

export { backtrackingRisk, type RegexShape, regexShape } from '@archive/contracts/regex-shape';

// V8's linear-time regex engine, process-wide: the `l` flag (used below to ask whether a pattern
// can run on it) and the fallback that re-runs a regex on it once it has backtracked past 50,000
// steps. Both are read when a regex first runs, so setting them at load time is enough.
setFlagsFromString('--enable-experimental-regexp-engine');
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

/** One escape: hex and unicode escapes and control letters are read whole. */
const ESCAPE = /^\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|c[A-Za-z]|[\s\S]?)/;
const escapeAt = (pattern: string, i: number) => ESCAPE.exec(pattern.slice(i))?.[0] ?? '\\';

/** Index just past the character class starting at `start` (the `[`). */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  for (; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']') return i + 1;
  }
  return pattern.length;
}

/** A hex or unicode escape plus the other case of the letter it names (`\\x41` -> `\\x41a`). */
function foldEscape(esc: string): string {
  if (!/^\\[xu]/.test(esc)) return esc;
  const ch = String.fromCharCode(Number.parseInt(esc.slice(2), 16));
  const both = bothCases(ch);
  return both === ch ? esc : esc + both.replace(ch, '');
}

/** Both cases of a character, as class members (escaped where a class needs it). */
function bothCases(ch: string): string {
  const lower = ch.toLowerCase();
  const upper = ch.toUpperCase();
  if (lower === upper || lower.length !== 1 || upper.length !== 1) return ch;
  return lower + upper;
}

/** The other case of a range whose ends are letters of one case (a-z, À-Ö...), else nothing. */
function rangeOtherCase(lo: string, hi: string): string {
  const flip = (ch: string) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase());
  const [flo, fhi] = [flip(lo), flip(hi)];
  if (flo === lo || fhi === hi || flo.length !== 1 || fhi.length !== 1) return '';
  if (hi.charCodeAt(0) - lo.charCodeAt(0) !== fhi.charCodeAt(0) - flo.charCodeAt(0)) return '';
  return `${flo}-${fhi}`;
}

/** A class body with both cases of its letters and letter ranges. */
function foldClass(body: string): string {
  let out = '';
  let i = 0;
  while (i < body.length) {
    if (body[i] === '\\') {
      // An escape opening a range stays as written (its other case would break the range).
      const esc = escapeAt(body, i);
      out += body[i + esc.length] === '-' ? esc : foldEscape(esc);
      i += esc.length;
    } else if (body[i + 1] === '-' && body[i + 2] === '\\') {
      const esc = escapeAt(body, i + 2);
      out += `${body[i]}-${esc}`;
      i += 2 + esc.length;
    } else if (body[i + 1] === '-' && body[i + 2] !== undefined && body[i + 2] !== ']') {
      const [lo, hi] = [body[i]!, body[i + 2]!];
      out += `${lo}-${hi}${rangeOtherCase(lo, hi)}`;
      i += 3;
    } else {
      out += bothCases(body[i]!);
      i++;
    }
  }
  return out;
}

/**
 * The same pattern matching both cases without the `i` flag: letters become `[aA]`, classes gain
 * the other case of their letters, letter ranges and hex escapes.
 */
export function foldCase(pattern: string): string {
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (c === '\\') {
      const esc = escapeAt(pattern, i);
      const folded = foldEscape(esc);
      out += folded === esc ? esc : `[${folded}]`;
      i += esc.length;
    } else if (c === '[') {
      const end = classEnd(pattern, i);
      const negated = pattern[i + 1] === '^';
      const body = pattern.slice(i + (negated ? 2 : 1), end - 1);
      out += `[${negated ? '^' : ''}${foldClass(body)}]`;
      i = end;
    } else if (c === '{' && /^\{\d+(?:,\d*)?\}/.test(pattern.slice(i))) {
      const end = pattern.indexOf('}', i) + 1;
      out += pattern.slice(i, end);
      i = end;
    } else if (c === '(' && pattern[i + 1] === '?') {
      // Group syntax (?: (?<name> stays as written.
      const named = /^\(\?(?::|<[A-Za-z_$][\w$]*>|<?[=!])/.exec(pattern.slice(i));
      const text = named ? named[0] : '(';
      out += text;
      i += text.length;
    } else {
      const both = bothCases(c);
      out += both === c ? c : `[${both}]`;
      i++;
    }
  }
  return out;
}

/**
 * Whether V8 can run the pattern in linear time (after case folding, since that engine has no `i`
 * flag). It refuses large counted repetitions (`.{0,100}`, `a{17}`), which would otherwise escape
 * the fallback and backtrack without bound.
 */
export function runsInLinearTime(pattern: string, options: string): boolean {
  const flags = options.replace('i', '');
  try {
    new RegExp(options.includes('i') ? foldCase(pattern) : pattern, `${flags}l`);
    return true;
  } catch {
    return false;
  }
}
