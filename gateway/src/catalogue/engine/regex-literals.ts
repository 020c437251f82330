/**
 * The literal strings every match of a regex must contain, for trigram narrowing (gram-index.ts):
 * an OR (top-level alternatives) of ANDs (runs of literal characters in sequence). Conservative by
 * construction: anything not understood (classes, groups, `.`, anchors, escapes of letters and
 * digits, `{` not read as a quantifier) only ends a run, so the answer may narrow less but never
 * drops a string the regex matches. Null when the pattern cannot be read at all.
 */
export function requiredLiterals(pattern: string): string[][] | null {
  const branches = splitTopLevel(pattern);
  if (!branches) return null;
  return branches.map(branchLiterals);
}

/** Top-level alternatives, or null when brackets do not balance. */
function splitTopLevel(pattern: string): string[] | null {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const end = classEnd(pattern, i);
      if (end < 0) return null;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(pattern.slice(from, i));
      from = i + 1;
    }
    if (depth < 0) return null;
  }
  if (depth !== 0) return null;
  out.push(pattern.slice(from));
  return out;
}

/** Index of the `]` closing the class opened at `start` (a `]` first in the class closes it in JS). */
function classEnd(p: string, start: number): number {
  for (let j = start + 1; j < p.length; j++) {
    if (p[j] === '\\') j++;
    else if (p[j] === ']') return j;
  }
  return -1;
}

function groupEnd(p: string, start: number): number {
  let depth = 0;
  for (let j = start; j < p.length; j++) {
    const c = p[j];
    if (c === '\\') j++;
    else if (c === '[') j = classEnd(p, j);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j;
    if (j < 0) return -1;
  }
  return -1;
}

/** Minimum repeat of the quantifier at i (and the index after it), or null when none is there. */
function quantifier(p: string, i: number): { min: number; next: number } | null {
  const c = p[i];
  let min: number;
  let next: number;
  if (c === '*' || c === '?') [min, next] = [0, i + 1];
  else if (c === '+') [min, next] = [1, i + 1];
  else if (c === '{') {
    const m = /^\{(\d+)(,\d*)?\}/.exec(p.slice(i));
    if (!m) return null;
    [min, next] = [Number(m[1]), i + m[0].length];
  } else return null;
  if (p[next] === '?') next++; // lazy
  return { min, next };
}

function branchLiterals(p: string): string[] {
  const runs: string[] = [];
  let run = '';
  const end = () => {
    if (run) runs.push(run);
    run = '';
  };
  let i = 0;
  while (i < p.length) {
    const c = p[i]!;
    let atom: string | null = null;
    if (c === '\\') {
      const next = p[i + 1];
      // `\.`, `\-`, `\/`: that character; `\d`, `\n`, `\u0041`...: not read here.
      if (next !== undefined && !/[A-Za-z0-9]/.test(next)) atom = next;
      i += next === undefined ? 1 : 2;
    } else if (c === '[') {
      const close = classEnd(p, i);
      i = close < 0 ? p.length : close + 1;
    } else if (c === '(') {
      const close = groupEnd(p, i);
      i = close < 0 ? p.length : close + 1;
    } else if (c === '.' || c === '^' || c === '$' || c === '{' || c === '}' || c === ')' || c === '|') {
      i++;
    } else if (c === '*' || c === '+' || c === '?') {
      i++; // a quantifier with nothing readable before it
    } else {
      atom = c;
      i++;
    }
    const q = quantifier(p, i);
    if (q) i = q.next;
    if (atom === null) end();
    else if (!q) run += atom;
    else if (q.min === 0) end();
    else {
      // At least once: the run so far ends with it, and the next run starts with it ("ab+c": ab, bc).
      run += atom;
      end();
      run = atom;
    }
  }
  end();
  return runs;
}
