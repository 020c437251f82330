import type { CatalogueImportReasonCode } from '@archive/contracts/catalogue-import';
import type { z } from 'zod';
import type { CollectionKind } from './port';

/**
 * Contract failures of an imported line in words a curator can act on ("the record has no title
 * (preferred_label)") instead of zod's ("Invalid input: expected string, received undefined").
 * English, like the rest of the import command's output.
 */
const NAMES: Record<string, string> = {
  id: 'id',
  table: 'table (ca_objects, ca_entities, ...)',
  preferred_label: 'title (preferred_label)',
  type_id: 'type (type_id {id, name})',
  'type_id.id': 'type id (type_id.id, a number)',
  'type_id.name': 'type name (type_id.name)',
  access: 'access (1 = public)',
  rel_id: 'rel_id (the related record)',
  rel_table: 'rel_table',
  rel_access: 'rel_access (1 = public)',
};

const THING: Record<CollectionKind, string> = { data: 'record', summary: 'summary', relations: 'relation' };

const pathOf = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') ||
  '(the line)';

function describe(issue: z.core.$ZodIssue, kind: CollectionKind): string {
  const path = pathOf(issue.path);
  const name = NAMES[path] ?? path;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return `the ${THING[kind]} has no ${name}`;
  if (issue.code === 'invalid_type') return `${name} should be a ${issue.expected}`;
  if (issue.code === 'invalid_value')
    return `${name} must be one of: ${issue.values.map((v) => String(v)).join(', ')}`;
  if (issue.code === 'too_big') return `${name} is too long (at most ${String(issue.maximum)})`;
  if (issue.code === 'too_small') return `${name} is empty`;
  return `${name}: ${issue.message}`;
}

export function describeIssues(issues: readonly z.core.$ZodIssue[], kind: CollectionKind): string {
  const said = [...new Set(issues.slice(0, 5).map((i) => describe(i, kind)))];
  return said.join('; ') + (issues.length > 5 ? ` (and ${issues.length - 5} more problems)` : '');
}

/**
 * The first problem of a refused line as a code and its parameters, so the settings page can say it
 * in the manager's language (the English sentence above stays the import command's output).
 */
export function issueCode(
  issues: readonly z.core.$ZodIssue[],
): { code: CatalogueImportReasonCode; params: Record<string, string> } | undefined {
  const issue = issues[0];
  if (!issue) return undefined;
  const field = pathOf(issue.path);
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return { code: 'missing', params: { field } };
  if (issue.code === 'invalid_type')
    return { code: 'type', params: { field, expected: String(issue.expected) } };
  if (issue.code === 'invalid_value')
    return { code: 'oneOf', params: { field, values: issue.values.map((v) => String(v)).join(', ') } };
  if (issue.code === 'too_big') return { code: 'tooLong', params: { field, max: String(issue.maximum) } };
  if (issue.code === 'too_small') return { code: 'empty', params: { field } };
  return undefined;
}
