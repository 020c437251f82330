import { z } from 'zod';
import {
  DATE_TOKEN_NEEDS_AN_END,
  FILTER_TOKEN_RULES,
  type FilterToken,
  type FilterValueRule,
  parseFilterToken,
} from './filters';

/** A token value's schema from its rule in filters.ts (one source for the browser and the gateway). */
const valueSchema = (rule: FilterValueRule, describe?: string) => {
  let s = z.string().min(rule.min).max(rule.max);
  if (rule.check) s = s.refine(rule.check, rule.message) as unknown as typeof s;
  return describe ? s.describe(describe) : s;
};
const r = FILTER_TOKEN_RULES;

export const dateTokenSchema = z
  .object({
    type: z.literal('date'),
    from: valueSchema(r.date.from, 'dd/mm/yyyy, a year, or empty'),
    to: valueSchema(r.date.to, 'dd/mm/yyyy, a year, or empty'),
  })
  .refine((t) => t.from.trim() !== '' || t.to.trim() !== '', DATE_TOKEN_NEEDS_AN_END)
  .describe('Records whose date range meets [from, to]');
export const pinTokenSchema = z
  .object({ type: z.literal('pin'), name: valueSchema(r.pin.name) })
  .describe("Only the visitor's pinned records");
export const parentPathTokenSchema = z
  .object({
    type: z.literal('parentPath'),
    id: valueSchema(r.parentPath.id),
    name: valueSchema(r.parentPath.name),
    path: valueSchema(r.parentPath.path),
  })
  .describe('Records below the hierarchy node id');
export const commonTokenSchema = z
  .object({
    type: z.literal('common'),
    id: valueSchema(r.common.id),
    name: valueSchema(r.common.name),
    path: valueSchema(r.common.path),
  })
  .describe('Records carrying the filter id in filtri (places, people, subjects...)');
export const metaTokenSchema = z
  .object({ type: z.literal('meta'), id: valueSchema(r.meta.id), field: valueSchema(r.meta.field) })
  .describe('Records whose metadato `field` (fieldCode) has the value id');
export const collectionTokenSchema = z
  .object({
    type: z.literal('collection'),
    id: valueSchema(r.collection.id),
    name: valueSchema(r.collection.name),
  })
  .describe('Records in the collection id');

export const filterTokenSchema = z.discriminatedUnion('type', [
  dateTokenSchema,
  pinTokenSchema,
  parentPathTokenSchema,
  commonTokenSchema,
  metaTokenSchema,
  collectionTokenSchema,
]);
// The hand-written FilterToken of filters.ts and the schema's type must stay the same.
const sameType: [FilterToken, z.infer<typeof filterTokenSchema>] extends [
  z.infer<typeof filterTokenSchema>,
  FilterToken,
]
  ? true
  : never = true;
void sameType;

/** Serialised token as it appears in a query string or body, checked by parsing it. */
export const serializedFilterTokenSchema = z
  .string()
  .max(1000)
  .superRefine((text, ctx) => {
    const parsed = parseFilterToken(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error });
  })
  .describe(
    'A filter token as type|v1|v2 with \\| and \\\\ escapes, e.g. common|place-12|Roma|/place/italia/lazio/roma',
  );
