import { Aggregator, ProcessingMode } from 'mingo';
import { RawQueryError } from '../raw/guard';
import type { Bitset } from './bitset';
import type { LocaleIndex } from './locale-index';
import { narrowRaw } from './raw-candidates';
import { NUMBER } from './raw-fields';

/**
 * The common seed aggregations answered from the bitsets and per-doc ordinals, without decoding a
 * record: leading $match stages the indexes answer exactly, then $count, $group counts by table,
 * type id, type name, a constant, the year of `data.start`/`data.end` (epoch seconds, as
 * `{$year: {$toDate: {$multiply: ['$data.start', 1000]}}}`), or (after `$unwind: '$filtri'`) filtro
 * id, $sortByCount of those,
 * or a $facet of such pipelines; a short tail of cheap stages ($sort, $limit, $project...) then runs
 * through mingo over the few group rows. Rows come in mingo's order (groups in order of first
 * appearance in doc order). Null when the pipeline is not of these shapes: the general path runs it.
 */
export function planAggregate(
  index: LocaleIndex,
  pipeline: Record<string, unknown>[],
  maxRows: number,
  maxAnswerChars: number,
): unknown[] | null {
  let start = 0;
  while (start < pipeline.length && '$match' in pipeline[start]!) start++;
  const matches = pipeline.slice(0, start).map((stage) => stage.$match);
  if (!matches.every(isPlainObject)) return null;
  const { set, exact } = narrowRaw(index, { $and: matches });
  if (!exact) return null;
  const rows = planStages(index, set, pipeline.slice(start), maxRows);
  if (rows && rows.length > 100) {
    const chars = JSON.stringify(rows).length;
    if (chars > maxAnswerChars)
      throw new RawQueryError(
        `The answer would be ${chars} characters, more than ${maxAnswerChars}; project fewer fields or lower $limit`,
        'ANSWER_TOO_LARGE',
      );
  }
  return rows;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const stageOf = (stage: Record<string, unknown> | undefined) => {
  const keys = stage ? Object.keys(stage) : [];
  return keys.length === 1 ? { name: keys[0]!, arg: stage![keys[0]!] } : null;
};

function planStages(
  index: LocaleIndex,
  set: Bitset | null,
  stages: Record<string, unknown>[],
  maxRows: number | null,
): unknown[] | null {
  const first = stageOf(stages[0]);
  if (!first) return null;
  if (first.name === '$match') {
    // A facet's own $match: narrows the facet's input further.
    if (!isPlainObject(first.arg)) return null;
    const narrowed = narrowRaw(index, first.arg);
    if (!narrowed.exact) return null;
    const inner = narrowed.set ? (set ? narrowed.set.and(set) : narrowed.set) : set;
    return planStages(index, inner, stages.slice(1), maxRows);
  }
  let rows: Record<string, unknown>[] | null = null;
  let tail = stages.slice(1);
  if (first.name === '$count') {
    const name = first.arg;
    if (typeof name !== 'string' || !name.trim() || name.includes('.') || name.startsWith('$')) return null;
    rows = [{ [name]: set ? set.count() : index.size }];
  } else if (first.name === '$group' && isPlainObject(first.arg)) {
    rows = groupCounts(index, set, first.arg, false);
  } else if (first.name === '$sortByCount') {
    rows = groupCounts(index, set, { _id: first.arg, count: { $sum: 1 } }, false);
    tail = [{ $sort: { count: -1 } }, ...tail];
  } else if (first.name === '$unwind' && first.arg === '$filtri') {
    const group = stageOf(stages[1]);
    if (group?.name !== '$group' || !isPlainObject(group.arg)) return null;
    rows = groupCounts(index, set, group.arg, true);
    tail = stages.slice(2);
  } else if (first.name === '$facet' && isPlainObject(first.arg)) {
    const out: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(first.arg)) {
      if (!Array.isArray(sub)) return null;
      const facetRows = planStages(index, set, sub as Record<string, unknown>[], null);
      if (!facetRows) return null;
      out[name] = facetRows;
    }
    rows = [out];
  }
  if (!rows) return null;
  return runTail(rows, tail, maxRows);
}

/** Stages cheap enough to run over group rows on the event loop (no loops over arrays). */
const TAIL_STAGES = new Set([
  '$sort',
  '$limit',
  '$skip',
  '$project',
  '$match',
  '$count',
  '$addFields',
  '$set',
  '$unset',
]);
const MAX_TAIL_CHARS = 4000;
const MAX_TAIL_ROWS = 20_000;

function runTail(rows: Record<string, unknown>[], tail: Record<string, unknown>[], maxRows: number | null) {
  if (!tail.length && maxRows === null) return rows;
  const text = JSON.stringify(tail);
  if (
    rows.length > MAX_TAIL_ROWS ||
    text.length > MAX_TAIL_CHARS ||
    /"\$(map|filter|reduce)"/.test(text) ||
    !tail.every((stage) => TAIL_STAGES.has(stageOf(stage)?.name ?? ''))
  )
    return null;
  try {
    return new Aggregator([...tail, ...(maxRows === null ? [] : [{ $limit: maxRows }])], {
      processingMode: ProcessingMode.CLONE_OFF,
    }).run(rows);
  } catch (err) {
    throw new RawQueryError(`The query could not be evaluated: ${(err as Error).message}`, 'BAD_QUERY');
  }
}

/**
 * `{_id: key, name: {$sum: 1}...}` counted per group from the doc ordinals, groups in order of
 * first appearance. Null for any other key or accumulator.
 */
function groupCounts(
  index: LocaleIndex,
  set: Bitset | null,
  spec: Record<string, unknown>,
  unwoundFiltri: boolean,
): Record<string, unknown>[] | null {
  const outputs: string[] = [];
  for (const [field, acc] of Object.entries(spec)) {
    if (field === '_id') continue;
    if (field.includes('.') || field.startsWith('$')) return null;
    const ok =
      isPlainObject(acc) &&
      Object.keys(acc).length === 1 &&
      (acc.$sum === 1 || (isPlainObject(acc.$count) && Object.keys(acc.$count).length === 0));
    if (!ok) return null;
    outputs.push(field);
  }
  if (!('_id' in spec)) return null;
  const key = spec._id;
  let ordinalOf: ((doc: number) => number) | null = null;
  let groupValue: (ordinal: number) => unknown;
  let groups: number;
  if (unwoundFiltri) {
    if (key !== '$filtri.id') return null;
    groups = index.filters.length;
    groupValue = (o) => index.filters[o]!.id;
  } else if (key === null || (typeof key === 'string' && !key.startsWith('$')) || typeof key === 'number') {
    groups = 1;
    ordinalOf = () => 0;
    groupValue = () => key;
  } else if (key === '$table') {
    groups = index.tableNames.length;
    ordinalOf = (doc) => index.tableOf[doc]!;
    groupValue = (o) => index.tableNames[o];
  } else if (key === '$type_id.id') {
    groups = index.types.length;
    ordinalOf = (doc) => index.typeOf[doc]!;
    groupValue = (o) => index.types[o]!.id;
  } else if (key === '$type_id.name' && index.raw.typeNamesConsistent) {
    // Two type ids may share a name: group by the name's own ordinal.
    const names = new Map<string, number>();
    const nameOrdinal = index.types.map((t) => {
      const o = names.get(t.name);
      if (o !== undefined) return o;
      names.set(t.name, names.size);
      return names.size - 1;
    });
    const nameList = [...names.keys()];
    groups = nameList.length;
    ordinalOf = (doc) => nameOrdinal[index.typeOf[doc]!]!;
    groupValue = (o) => nameList[o];
  } else {
    const field = yearField(key);
    if (!field) return null;
    return yearCounts(index, set, field, outputs);
  }

  const counts = new Float64Array(groups);
  const firstSeen: number[] = [];
  const see = (o: number) => {
    if (counts[o]!++ === 0) firstSeen.push(o);
  };
  const visit = ordinalOf
    ? (doc: number) => see(ordinalOf(doc))
    : (doc: number) => {
        for (let i = index.filterStart[doc]!; i < index.filterStart[doc + 1]!; i++)
          see(index.filterOrdinals[i]!);
      };
  if (set) set.forEach(visit);
  else for (let doc = 0; doc < index.size; doc++) visit(doc);
  return firstSeen.map((o) => {
    const row: Record<string, unknown> = { _id: groupValue(o) };
    for (const field of outputs) row[field] = counts[o];
    return row;
  });
}

/** The date field of `{$year: {$toDate: {$multiply: ['$data.start', 1000]}}}` (either factor order), or null. */
function yearField(key: unknown): 'data.start' | 'data.end' | null {
  if (!isPlainObject(key) || Object.keys(key).length !== 1 || !isPlainObject(key.$year)) return null;
  const toDate = key.$year;
  if (Object.keys(toDate).length !== 1 || !isPlainObject(toDate.$toDate)) return null;
  const multiply = toDate.$toDate;
  if (Object.keys(multiply).length !== 1 || !Array.isArray(multiply.$multiply)) return null;
  const factors = multiply.$multiply as unknown[];
  if (factors.length !== 2 || !factors.includes(1000)) return null;
  const path = factors.find((f) => f !== 1000);
  return path === '$data.start' ? 'data.start' : path === '$data.end' ? 'data.end' : null;
}

/**
 * Counts per UTC year of a date field held as epoch seconds. Only when every doc of the set holds a
 * number there whose date exists: mingo refuses to make a date of null or of nothing (the general
 * path then answers as mingo does).
 */
function yearCounts(
  index: LocaleIndex,
  set: Bitset | null,
  field: 'data.start' | 'data.end',
  outputs: string[],
): Record<string, unknown>[] | null {
  const numeric = index.raw.numeric.get(field);
  if (!numeric) return null;
  const counts = new Map<number, number>();
  let usable = true;
  const visit = (doc: number) => {
    if (!usable) return;
    if (numeric.kinds[doc] !== NUMBER) {
      usable = false;
      return;
    }
    const year = new Date(numeric.values[doc]! * 1000).getUTCFullYear();
    if (Number.isNaN(year)) usable = false;
    else counts.set(year, (counts.get(year) ?? 0) + 1);
  };
  if (set) set.forEach(visit);
  else for (let doc = 0; doc < index.size && usable; doc++) visit(doc);
  if (!usable) return null;
  return [...counts].map(([year, count]) => {
    const row: Record<string, unknown> = { _id: year };
    for (const name of outputs) row[name] = count;
    return row;
  });
}
