import { OaiError } from './xml';

/**
 * The request's arguments checked against the verb (OAI-PMH 2.0 section 4): which are required,
 * which optional, and resumptionToken exclusive. Anything else, a repeated argument or a missing
 * one is badArgument; a missing, unknown or repeated verb is badVerb.
 */

export const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type Verb = (typeof VERBS)[number];

interface Rule {
  required: readonly string[];
  optional: readonly string[];
  /** Allowed alone (with the verb), instead of everything else. */
  exclusive?: 'resumptionToken';
}

const RULES: Record<Verb, Rule> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

export interface OaiRequest {
  verb: Verb;
  /** The arguments, verb included, as the request element echoes them. */
  args: Record<string, string>;
}

/** Raw arguments as Fastify parsed them (a repeated key arrives as an array). */
export type RawArguments = Record<string, string | string[] | undefined>;

export function parseArguments(raw: RawArguments): OaiRequest {
  const verb = raw.verb;
  if (Array.isArray(verb)) throw new OaiError('badVerb', 'The verb argument is repeated.');
  if (verb === undefined || verb === '') throw new OaiError('badVerb', 'The verb argument is missing.');
  if (!(VERBS as readonly string[]).includes(verb))
    throw new OaiError('badVerb', `"${verb}" is not an OAI-PMH verb.`);
  const rule = RULES[verb as Verb];
  const args: Record<string, string> = { verb };
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'verb' || value === undefined) continue;
    if (Array.isArray(value)) throw new OaiError('badArgument', `The argument ${key} is repeated.`);
    const allowed = [...rule.required, ...rule.optional, ...(rule.exclusive ? [rule.exclusive] : [])];
    if (!allowed.includes(key)) throw new OaiError('badArgument', `${verb} takes no argument ${key}.`);
    args[key] = value;
  }
  if (rule.exclusive && args[rule.exclusive] !== undefined) {
    if (Object.keys(args).length > 2)
      throw new OaiError(
        'badArgument',
        `${rule.exclusive} is an exclusive argument: send it with the verb alone.`,
      );
    return { verb: verb as Verb, args };
  }
  for (const key of rule.required)
    if (!args[key]) throw new OaiError('badArgument', `${verb} needs the argument ${key}.`);
  return { verb: verb as Verb, args };
}

/** A from/until value: its second in UTC and its granularity. */
export interface OaiDate {
  seconds: number;
  granularity: 'day' | 'seconds';
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * Parses from or until. A day bound covers the whole day: from = its first second, until = its
 * last, so from=until=2024-05-01 asks for that day.
 */
export function parseOaiDate(name: 'from' | 'until', value: string): OaiDate {
  const m = SECONDS.exec(value) ?? DAY.exec(value);
  if (!m) throw new OaiError('badArgument', `${name} must be YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ (UTC).`);
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((p) => p ?? '0');
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const date = new Date(ms);
  // Date.UTC rolls 2024-02-30 over into March: a value that does not read back is not a date.
  if (
    Number.isNaN(ms) ||
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    date.getUTCDate() !== Number(d) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  )
    throw new OaiError('badArgument', `${name} is not a valid date: ${value}.`);
  const granularity = value.length === 10 ? 'day' : 'seconds';
  const seconds = ms / 1000 + (name === 'until' && granularity === 'day' ? 86_399 : 0);
  return { seconds, granularity };
}

/** from and until of a list request, checked together (same granularity, from <= until). */
export function dateRange(args: Record<string, string>): { from?: number; until?: number } {
  const from = args.from !== undefined ? parseOaiDate('from', args.from) : undefined;
  const until = args.until !== undefined ? parseOaiDate('until', args.until) : undefined;
  if (from && until) {
    if (from.granularity !== until.granularity)
      throw new OaiError('badArgument', 'from and until must have the same granularity.');
    if (from.seconds > until.seconds) throw new OaiError('badArgument', 'from is later than until.');
  }
  return {
    ...(from ? { from: from.seconds } : {}),
    ...(until ? { until: until.seconds } : {}),
  };
}
