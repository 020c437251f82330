import { z } from 'zod';
import { localeSchema } from './locale-schema';
import { localisedTextSchema } from './localised-text-schema';
import { RECORD_TABLES } from './routes';
import { isSafeLink } from './safe-links';
import { hexColourSchema, homeSchema, siteOptionsSchema } from './site-options';
import { isAcceptedVideoUrl, TITLE_MAX_LENGTH } from './validation';

/**
 * Documents of the content store (spec section 3): the login-screen environment, content pages,
 * news, institutes, guided paths, the home composition and the site options. Zod issue messages
 * that reach a user are message ids (see messages.ts), translated by whoever shows them.
 */

/** Collections editors can read and write through getDocs/saveDoc/removeDoc. */
export const DOCUMENT_COLLECTIONS = [
  'pages',
  'news',
  'institutes',
  'paths',
  'home',
  'options',
  'environment',
] as const;
export const documentCollectionSchema = z.enum(DOCUMENT_COLLECTIONS).describe('Content collection');
export type DocumentCollection = z.infer<typeof documentCollectionSchema>;

/** Collections of one document per site and locale. */
export const SINGLETON_COLLECTIONS = [
  'home',
  'options',
  'environment',
] as const satisfies readonly DocumentCollection[];

/** Document ids double as URL slugs: letters, digits, dash and underscore. */
export const documentNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'Letters, digits, dash and underscore; at most 100')
  .describe('Document id, also its URL slug');

const urlOrPath = z
  .string()
  .max(2000)
  // Not `//host` nor `/\host`, which browsers open as other sites (safe-links.ts).
  .refine(isSafeLink, 'Must be a site path (/...) or an http(s) URL');

/* ---------------------------------------------------------------------------- environment -- */

export const environmentSchema = z
  .object({
    backgroundImage: z
      .union([urlOrPath, z.literal('')])
      .default('')
      .describe('Login background image URL'),
    title: localisedTextSchema.default('').describe('Login screen title'),
    body: localisedTextSchema.default('').describe('Login screen intro, sanitised HTML'),
    bottomLinks: z
      .array(
        z.object({ link: urlOrPath.describe('Target URL'), label: localisedTextSchema.describe('Text') }),
      )
      .max(10)
      .default([])
      .describe('Links below the login form'),
  })
  .describe('Login screen settings');
export type Environment = z.infer<typeof environmentSchema>;

/* --------------------------------------------------------------------------------- blocks -- */

/**
 * What every block carries besides its content, edited in place like a home section: a stable id
 * (for reordering), whether visitors see it (a hidden block stays for editors), its text colour
 * and background (a colour or an image).
 */
const blockLookShape = {
  id: z.string().max(40).optional().describe('Stable id for reordering'),
  visible: z.boolean().optional().describe('false: kept for editors, not shown to visitors'),
  color: hexColourSchema.optional().describe('Text colour override'),
  background: z.union([hexColourSchema, urlOrPath]).optional().describe('Background colour or image URL'),
};

export const textBlockSchema = z.object({
  ...blockLookShape,
  type: z.literal('text'),
  value: z.string().max(200_000).describe('Sanitised HTML'),
});
const imageValueSchema = z.object({
  url: urlOrPath.describe('Image URL (uploaded file or external)'),
  alt: z.string().max(500).default('').describe('Alternative text'),
  caption: z.string().max(2000).optional().describe('Caption'),
});
export const imageBlockSchema = z.object({
  ...blockLookShape,
  type: z.literal('image'),
  value: imageValueSchema,
});
export const videoBlockSchema = z.object({
  ...blockLookShape,
  type: z.literal('video'),
  value: z.object({
    url: z.string().refine(isAcceptedVideoUrl, 'validation.videoLinksOnly').describe('YouTube or Vimeo link'),
    caption: z.string().max(2000).optional(),
  }),
});
export const galleryBlockSchema = z.object({
  ...blockLookShape,
  type: z.literal('gallery'),
  value: z.array(imageValueSchema).max(100).describe('Images, in order'),
});
export const recordRefSchema = z
  .object({
    table: z.enum(RECORD_TABLES).describe('Catalogue table'),
    id: z
      .string()
      .regex(/^[A-Za-z0-9_]+$/)
      .describe('Record id'),
    label: z.string().max(500).optional().describe('Label at the time of linking, for the link text'),
  })
  .describe('Reference to a catalogue record');
export type RecordRef = z.infer<typeof recordRefSchema>;
export const recordsBlockSchema = z.object({
  ...blockLookShape,
  type: z.literal('records'),
  value: z.array(recordRefSchema).max(100).describe('Linked records, in order'),
});

export const contentBlockSchema = z
  .discriminatedUnion('type', [
    textBlockSchema,
    imageBlockSchema,
    videoBlockSchema,
    galleryBlockSchema,
    recordsBlockSchema,
  ])
  .describe('One content block');
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/* ---------------------------------------------------------------------- content documents -- */

/** What an editor saves for a page, news item, institute or path. */
export const contentDataSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'validation.titleRequired')
    .max(TITLE_MAX_LENGTH, 'validation.titleTooLong')
    .describe('Title'),
  slug: documentNameSchema.optional().describe('URL slug; the document id when absent'),
  published: z.boolean().default(true).describe('Visible to visitors'),
  date: z.number().int().optional().describe('Publication or event date, epoch seconds'),
  summary: z.string().max(2000).optional().describe('Short text for lists'),
  cover: z
    .union([urlOrPath, z.literal('')])
    .optional()
    .describe('List image URL'),
  blocks: z.array(contentBlockSchema).max(500).default([]).describe('Body, in order'),
});

/** A guided path adds ordered steps, each optionally tied to a record. */
export const pathStepSchema = z.object({
  ...blockLookShape,
  title: z.string().trim().min(1, 'validation.titleRequired').max(TITLE_MAX_LENGTH).describe('Step title'),
  text: z.string().max(50_000).default('').describe('Step text, sanitised HTML'),
  image: z
    .union([urlOrPath, z.literal('')])
    .optional()
    .describe('Step image URL'),
  record: recordRefSchema.optional().describe('Record the step is about'),
});
export const pathDataSchema = contentDataSchema.extend({
  steps: z.array(pathStepSchema).max(200).default([]).describe('Steps in reading order'),
});

/** Institutes carry their own contact details. */
export const instituteDataSchema = contentDataSchema.extend({
  email: z
    .union([z.email(), z.literal('')])
    .optional()
    .describe('Institute contact email'),
  address: z.string().max(500).optional().describe('Postal address'),
  phone: z.string().max(40).optional().describe('Phone number'),
  hours: z.string().max(500).optional().describe('Opening hours, plain text (one line per day or period)'),
});

/** Bookkeeping the gateway adds on every save; editors never send it. */
export const documentMetaSchema = z.object({
  id: documentNameSchema,
  collection: documentCollectionSchema,
  locale: localeSchema,
  revision: z.number().int().min(0).describe('Incremented on every save; optimistic concurrency'),
  updatedAt: z.iso.datetime().describe('Last save time, ISO 8601'),
  updatedBy: z.string().max(200).optional().describe('Email or uid of the last editor'),
});
export type DocumentMeta = z.infer<typeof documentMetaSchema>;

export const contentDocumentSchema = documentMetaSchema
  .extend(contentDataSchema.shape)
  .describe('Content document');
export type ContentDocument = z.infer<typeof contentDocumentSchema>;
export const pathDocumentSchema = documentMetaSchema.extend(pathDataSchema.shape).describe('Guided path');
export type PathDocument = z.infer<typeof pathDocumentSchema>;

/** Schema of the `data` saved into a collection; the gateway validates saveDoc with it. */
export const documentDataSchemaFor = (collection: DocumentCollection): z.ZodType => {
  switch (collection) {
    case 'pages':
    case 'news':
      return contentDataSchema;
    case 'institutes':
      return instituteDataSchema;
    case 'paths':
      return pathDataSchema;
    case 'home':
      return homeSchema;
    case 'options':
      return siteOptionsSchema;
    case 'environment':
      return environmentSchema;
  }
};

/** Image URLs used by a document's blocks (spec: blocks of type image with value.url). */
export const blockImageUrls = (blocks: readonly ContentBlock[]): string[] =>
  blocks.flatMap((b) =>
    b.type === 'image' ? [b.value.url] : b.type === 'gallery' ? b.value.map((i) => i.url) : [],
  );
