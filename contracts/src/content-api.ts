import { z } from 'zod';
import { EDITOR_BITS } from './access';
import {
  changePasswordBodyShape,
  customTokenResponseSchema,
  loginFormSchema,
  passwordResetConfirmBodyShape,
  passwordResetRequestBodyShape,
  pinSchema,
  sessionBodyShape,
  sessionResponseSchema,
  sessionUserSchema,
  tokenExchangeBodySchema,
  tokenExchangeResponseSchema,
} from './auth';
import { documentCollectionSchema, documentNameSchema, environmentSchema } from './documents';
import { ENDPOINTS } from './endpoints';
import { contactFormSchema, newsletterFormSchema } from './forms';
import { defineCall, localeField, withLocale } from './http';
import { localeSchema } from './locale-schema';
import { passwordRequiredOnCreate, roleSchema, userFormShape, userListItemSchema } from './users';

/**
 * Every non-catalogue call of spec section 7, plus password reset and the local identity provider's
 * token exchange. Where the spec says "not shown", the shapes here are ours and documented with
 * .describe(). Error answers use errorResponseSchema with a `code` from error-codes.ts.
 */

const ok = z.object({ ok: z.literal(true) }).describe('Done');

/** A stored document as the content store answers it. */
export const storedDocumentSchema = z
  .object({
    name: documentNameSchema,
    collection: documentCollectionSchema,
    locale: localeSchema.describe('Locale of this document version'),
    revision: z.number().int().min(0).describe('Current revision; send it back to saveDoc'),
    updatedAt: z.iso.datetime().describe('Last save, ISO 8601'),
    updatedBy: z.string().optional().describe('Last editor'),
    data: z
      .record(z.string(), z.unknown())
      .describe('Document body; schema per collection (documentDataSchemaFor)'),
  })
  .describe('Stored document');
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/* --------------------------------------------------------------------------- sign-in -- */

// POST /api/public/login – credentials to a custom token; 401 LOGIN_FAILED, 429 RATE_LIMITED
export const loginBodySchema = withLocale(loginFormSchema.shape);
export const loginCall = defineCall({
  ...ENDPOINTS.loginCall,
  summary: 'Check credentials and answer an identity-service custom token',
  body: loginBodySchema,
  response: customTokenResponseSchema,
});

// POST /api/public/identity/token – the local provider's stand-in for signInWithCustomToken
export const tokenExchangeBody = withLocale(tokenExchangeBodySchema.shape);
export const tokenExchangeCall = defineCall({
  ...ENDPOINTS.tokenExchangeCall,
  summary: 'Local identity provider: exchange a custom token for an id token (Firebase does this itself)',
  body: tokenExchangeBody,
  response: tokenExchangeResponseSchema,
});

// POST /api/public/session – id token to an http-only session cookie
export const sessionBodySchema = withLocale(sessionBodyShape);
export const sessionCall = defineCall({
  ...ENDPOINTS.sessionCall,
  summary: 'Open a session from an id token; sets the session cookie',
  body: sessionBodySchema,
  response: sessionResponseSchema,
});

export const profileCall = defineCall({
  ...ENDPOINTS.profileCall,
  summary: 'The signed-in user with level, pins and profile data',
  body: undefined,
  response: sessionUserSchema,
});

/** Logout is a POST with the CSRF token (a GET answers 405: a link or an image cannot sign anyone out). */
export const logoutBodySchema = withLocale({});
export const logoutCall = defineCall({
  ...ENDPOINTS.logoutCall,
  summary: 'Close the session and clear the cookie',
  body: logoutBodySchema,
  response: ok,
});

export const passwordResetRequestBodySchema = withLocale(passwordResetRequestBodyShape);
export const passwordResetRequestCall = defineCall({
  ...ENDPOINTS.passwordResetRequestCall,
  summary: 'Email a reset link (1-day token); same answer whether or not the address exists',
  body: passwordResetRequestBodySchema,
  response: ok,
});

export const passwordResetConfirmBodySchema = withLocale(passwordResetConfirmBodyShape);
export const passwordResetConfirmCall = defineCall({
  ...ENDPOINTS.passwordResetConfirmCall,
  summary: 'Set a new password with a reset token; 400 RESET_TOKEN_INVALID or PASSWORD_POLICY',
  body: passwordResetConfirmBodySchema,
  response: ok,
});

/* ------------------------------------------------------------------------- documents -- */

export const getDocBySlugBodySchema = withLocale({
  name: documentNameSchema.describe('Document id (the page slug)'),
  collection: documentCollectionSchema,
});
export const getDocBySlugCall = defineCall({
  ...ENDPOINTS.getDocBySlugCall,
  summary: 'One document in the locale; 404 NOT_FOUND, unpublished documents only for editors',
  body: getDocBySlugBodySchema,
  response: storedDocumentSchema,
});

export const getEnvironmentBodySchema = withLocale({});
export const getEnvironmentCall = defineCall({
  ...ENDPOINTS.getEnvironmentCall,
  summary: 'Login screen settings; defaults when none are saved',
  body: getEnvironmentBodySchema,
  response: environmentSchema,
});

export const getDocsBodySchema = withLocale({
  collection: documentCollectionSchema,
  limit: z.number().int().min(1).max(500).default(100).describe('Page size'),
  skip: z.number().int().min(0).default(0).describe('Offset'),
});
export const getDocsResponseSchema = z
  .object({
    data: z.array(storedDocumentSchema).describe('Documents, newest first'),
    count: z.number().int().min(0).describe('Total in the collection and locale'),
  })
  .describe('Document list');
export const getDocsCall = defineCall({
  ...ENDPOINTS.getDocsCall,
  summary: 'Documents of a collection, published or not (editors)',
  body: getDocsBodySchema,
  response: getDocsResponseSchema,
});
export const publicGetDocsCall = defineCall({
  ...ENDPOINTS.publicGetDocsCall,
  summary: 'Published documents of a collection',
  body: getDocsBodySchema,
  response: getDocsResponseSchema,
});

export const saveDocBodySchema = withLocale({
  name: documentNameSchema,
  collection: documentCollectionSchema,
  data: z
    .record(z.string(), z.unknown())
    .describe('Document body, empty values stripped; validated with documentDataSchemaFor(collection)'),
  revision: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "Revision the editor loaded; 409 STALE_REVISION if it moved on; 0 creates (409 if it exists). Omitted (the seed's client): creates, or overwrites the current version and records what it replaced",
    ),
});
export const saveDocResponseSchema = z
  .object({
    name: documentNameSchema,
    revision: z.number().int().min(0).describe('New revision'),
    updatedAt: z.iso.datetime(),
    overwrote: z
      .object({
        revision: z.number().int().min(0),
        updatedAt: z.iso.datetime(),
        updatedBy: z.string().optional(),
      })
      .optional()
      .describe('Saved without a revision over this version (kept in the blind-overwrites record)'),
  })
  .describe('Saved');
export const saveDocCall = defineCall({
  ...ENDPOINTS.saveDocCall,
  summary: 'Create or update a document with optimistic concurrency',
  body: saveDocBodySchema,
  response: saveDocResponseSchema,
});

export const removeDocBodySchema = withLocale({
  name: documentNameSchema,
  collection: documentCollectionSchema,
  revision: z.number().int().min(0).optional().describe('When given, 409 STALE_REVISION if it moved on'),
});
export const removeDocCall = defineCall({
  ...ENDPOINTS.removeDocCall,
  summary: 'Delete a document in the locale; 404 NOT_FOUND',
  body: removeDocBodySchema,
  response: ok,
});

/**
 * Here `locale` is the language to add, not the caller's: the front-end fetcher adds the locale
 * field only when the body has none, so this body keeps its own.
 */
export const addLanguageBodySchema = z.object({
  locale: localeSchema.describe('Locale to enable'),
});
export const addLanguageResponseSchema = z
  .object({
    locale: localeSchema,
    copied: z.number().int().min(0).describe('Italian documents copied as a starting point'),
  })
  .describe('Language enabled');
export const addLanguageCall = defineCall({
  ...ENDPOINTS.addLanguageCall,
  summary: 'Enable a locale in the site options and seed its documents from Italian',
  body: addLanguageBodySchema,
  response: addLanguageResponseSchema,
});

/**
 * What a language still lacks before it goes public (Settings > Lingue): catalogue records in its
 * `data_{locale}` collection, documents that differ from the Italian they were seeded from, and
 * whether the interface has message catalogues for it.
 */
export const languageStatusBodySchema = z.object({
  locale: localeSchema.describe('Locale of the answer’s messages'),
  language: localeSchema.describe('The language to check'),
});
export const languageStatusResponseSchema = z
  .object({
    language: localeSchema,
    records: z.number().int().min(0).describe('Public catalogue records in data_{language}'),
    italianRecords: z.number().int().min(0).describe('Public catalogue records in data_it'),
    documents: z.number().int().min(0).describe('Documents of the language (pages, news, institutes, paths)'),
    translated: z.number().int().min(0).describe('Of those, how many differ from their Italian original'),
    italianDocuments: z.number().int().min(0).describe('Italian documents'),
    messages: z.boolean().describe('The interface has message catalogues for the language'),
  })
  .describe('What a language lacks');
export const languageStatusCall = defineCall({
  ...ENDPOINTS.languageStatusCall,
  summary: 'What a language lacks before it goes public: catalogue records, translated documents, messages',
  body: languageStatusBodySchema,
  response: languageStatusResponseSchema,
});

/* ------------------------------------------------------------------ visitor forms -- */

export const newsletterBodySchema = withLocale({
  name: z.string().min(1).max(100).default('newsletter').describe('Mailing list name'),
  data: newsletterFormSchema,
});
export const newsletterCall = defineCall({
  ...ENDPOINTS.newsletterCall,
  summary: 'Subscribe to the newsletter; 400 CONSENT_REQUIRED without privacy; answers ok for repeats too',
  body: newsletterBodySchema,
  response: ok,
});

export const mailSendBodySchema = withLocale(contactFormSchema.shape);
export const mailSendCall = defineCall({
  ...ENDPOINTS.mailSendCall,
  summary: 'Send a contact or access request to the institution; 429 RATE_LIMITED',
  body: mailSendBodySchema,
  response: ok,
});

/* ----------------------------------------------------------------------- the user -- */

export const saveUserBodySchema = withLocale({
  data: z.object({ pins: z.array(pinSchema).max(1000).describe('Whole pin list after the toggle') }),
});
export const saveUserCall = defineCall({
  ...ENDPOINTS.saveUserCall,
  summary: "Save the signed-in user's pins",
  body: saveUserBodySchema,
  response: z.object({ ok: z.literal(true), pins: z.array(pinSchema) }),
});

export const getUserCall = defineCall({
  ...ENDPOINTS.getUserCall,
  summary: "The signed-in user's profile document",
  body: withLocale({}),
  response: z
    .object({
      pins: z.array(pinSchema),
      profile: z.record(z.string(), z.unknown()).describe('Profile data from the document store'),
    })
    .describe('Profile document'),
});

export const getAccessTokenCall = defineCall({
  ...ENDPOINTS.getAccessTokenCall,
  summary: 'Short-lived token for the back-office link',
  body: withLocale({}),
  response: z.object({
    accessToken: z.string().min(1).describe('Opaque bearer token'),
    expiresIn: z.number().int().positive().describe('Seconds'),
  }),
});

/* --------------------------------------------------------------- user administration -- */

export const getUserListCall = defineCall({
  ...ENDPOINTS.getUserListCall,
  summary: 'Users the caller manages (admins: all; managers: those below admin)',
  body: undefined,
  response: z.object({ data: z.array(userListItemSchema) }),
});

export const getRoleListCall = defineCall({
  ...ENDPOINTS.getRoleListCall,
  summary: 'Roles a user can be given',
  body: undefined,
  response: z.object({ data: z.array(roleSchema) }),
});

export const getSizeCall = defineCall({
  ...ENDPOINTS.getSizeCall,
  summary: 'Document counts and sizes per collection, for the settings area',
  body: undefined,
  response: z
    .object({
      data: z.partialRecord(
        documentCollectionSchema,
        z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
      ),
      totalBytes: z.number().int().min(0).describe('Documents plus uploaded files'),
      proxy: z
        .object({
          trustProxy: z.boolean().describe('TRUST_PROXY: client addresses are read from X-Forwarded-For'),
          forwardedSeen: z
            .boolean()
            .describe(
              'This gateway has received requests carrying X-Forwarded-For or Forwarded while TRUST_PROXY is unset: every visitor then shares the proxy address, and per-address limits hit them all at once',
            ),
        })
        .optional()
        .describe('How this gateway reads client addresses (Settings > Developer)'),
    })
    .describe('Store usage and installation facts'),
});

export const upsertUserBodySchema = z
  .object({ ...userFormShape, ...localeField })
  .refine(...passwordRequiredOnCreate);
export const upsertUserCall = defineCall({
  ...ENDPOINTS.upsertUserCall,
  summary:
    'Create (no id) or update a user (admins; managers only below admin); site password policy applies',
  body: upsertUserBodySchema,
  response: z.object({ id: z.string(), created: z.boolean() }),
});

export const deleteUserBodySchema = withLocale({ id: z.string().min(1).max(200).describe('User id') });
export const deleteUserCall = defineCall({
  ...ENDPOINTS.deleteUserCall,
  summary: 'Delete a user (admins; managers only below admin); nobody deletes themself',
  body: deleteUserBodySchema,
  response: ok,
});

export const changePasswordBodySchema = withLocale(changePasswordBodyShape);
export const changePasswordCall = defineCall({
  ...ENDPOINTS.changePasswordCall,
  summary:
    "Change the signed-in user's password; 400 PASSWORD_POLICY, PASSWORD_MISMATCH or PASSWORD_CHANGE_FAILED",
  body: changePasswordBodySchema,
  response: ok,
});

/* -------------------------------------------------------------------------- uploads -- */

export const UPLOAD_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  mimeTypes: {
    image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'],
    audio: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4'],
    document: ['application/pdf'],
  },
} as const;

/** Text fields that accompany the file in the multipart body. */
export const uploadFieldsSchema = z
  .object({
    kind: z.enum(['image', 'audio', 'document']).default('image').describe('What is uploaded'),
    locale: localeSchema.default('it').describe('Folder locale: files go under {site}/{locale}/'),
    keepMetadata: z
      .enum(['true', 'false'])
      .optional()
      .describe(
        'Images: "true" keeps the camera metadata (EXIF, GPS...) in the stored original; absent or "false" strips it. Sizes made from it never carry it',
      ),
  })
  .describe('Multipart fields besides the file');
/** The multipart text fields as a client sends them (defaults not applied). */
export type UploadFields = z.input<typeof uploadFieldsSchema>;

export const isAcceptedUpload = (
  kind: keyof typeof UPLOAD_LIMITS.mimeTypes,
  mimeType: string,
  bytes: number,
) =>
  bytes > 0 &&
  bytes <= UPLOAD_LIMITS.maxBytes &&
  (UPLOAD_LIMITS.mimeTypes[kind] as readonly string[]).includes(mimeType);

export const uploadCall = defineCall({
  ...ENDPOINTS.uploadCall,
  summary: 'Multipart upload (field "file" plus uploadFieldsSchema); answers the download URL',
  body: undefined,
  response: z.object({ url: z.string().min(1).describe('Download URL of the stored file') }),
});

/* ------------------------------------------------------------------------------ index -- */

/** Every non-catalogue call, for the gateway's route registration check and the OpenAPI document. */
export const CONTENT_CALLS = [
  loginCall,
  tokenExchangeCall,
  sessionCall,
  profileCall,
  logoutCall,
  passwordResetRequestCall,
  passwordResetConfirmCall,
  getDocBySlugCall,
  getEnvironmentCall,
  getDocsCall,
  publicGetDocsCall,
  saveDocCall,
  removeDocCall,
  addLanguageCall,
  languageStatusCall,
  newsletterCall,
  mailSendCall,
  saveUserCall,
  getUserCall,
  getAccessTokenCall,
  getUserListCall,
  getRoleListCall,
  getSizeCall,
  upsertUserCall,
  deleteUserCall,
  changePasswordCall,
  uploadCall,
] as const;

/**
 * Level bits a call needs beyond a session (spec section 6: editing and user administration for
 * 8|16; within user administration a manager reaches only users and roles below admin,
 * user-rules.ts). Calls not listed need only what `auth` says.
 */
export const CALL_REQUIRED_LEVEL: Readonly<Record<string, number>> = {
  [saveDocCall.path]: EDITOR_BITS,
  [removeDocCall.path]: EDITOR_BITS,
  [addLanguageCall.path]: EDITOR_BITS,
  [languageStatusCall.path]: EDITOR_BITS,
  [getSizeCall.path]: EDITOR_BITS,
  [uploadCall.path]: EDITOR_BITS,
  [getAccessTokenCall.path]: EDITOR_BITS,
  [getUserListCall.path]: EDITOR_BITS,
  [getRoleListCall.path]: EDITOR_BITS,
  [upsertUserCall.path]: EDITOR_BITS,
  [deleteUserCall.path]: EDITOR_BITS,
};
