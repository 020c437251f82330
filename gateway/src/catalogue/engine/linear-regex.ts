import { foldCase } from '../raw/regex-shape';

// Callers' regexes run here through mingo on V8. The guard refuses the shapes known to backtrack
// catastrophically and any pattern V8's linear-time engine cannot run; regex-shape.ts turns on the
// fallback to that engine for a regex that backtracks past 50,000 steps (`.*.*x` on a
// 3,000-character value took 8 s without it). That engine has no `i` flag: case is folded here.

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RegExp);

/** Pattern and options the linear engine accepts: it has no `i` flag, so case is folded instead. */
function linear(pattern: unknown, options: unknown): { pattern: unknown; options: unknown } {
  if (typeof pattern !== 'string' || typeof options !== 'string' || !options.includes('i'))
    return { pattern, options };
  return { pattern: foldCase(pattern), options: options.replace('i', '') };
}

/**
 * A copy of a filter or pipeline whose case-insensitive `$regex` and `$regexMatch` patterns are
 * rewritten to match both cases without the `i` flag (same matches, linear-engine eligible).
 */
export function linearRegexes<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => linearRegexes(v)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = linearRegexes(inner);
  if ('$regex' in out) {
    const { pattern, options } = linear(out.$regex, out.$options);
    out.$regex = pattern;
    if (options) out.$options = options;
    else delete out.$options;
  }
  const match = out.$regexMatch;
  if (isPlainObject(match)) {
    const { pattern, options } = linear(match.regex, match.options);
    const next: Record<string, unknown> = { ...match, regex: pattern, options };
    if (!options) delete next.options;
    out.$regexMatch = next;
  }
  return out as T;
}
