import type { CallDefinition } from './http';

/**
 * Method, path and session prefix of every API call, without zod. The `*Call` definitions of
 * catalogue-api.ts and content-api.ts spread these (so a path is written once) and add their
 * schemas; the browser calls through the typed `Endpoint`s of catalogue-endpoints.ts and
 * content-endpoints.ts, which carry the call's body and answer types but not its schemas, so no
 * front end downloads zod to make a request.
 */
export const ENDPOINTS = {
  // catalogue-api.ts
  mongoSearchCall: { method: 'POST', path: '/api/public/mongo/search', auth: false },
  mongoAggregateCall: { method: 'POST', path: '/api/public/mongo/aggregate', auth: false },
  mongoRelatedCall: { method: 'POST', path: '/api/public/mongo/related/:collection/:table/:id', auth: false },
  catalogueSearchCall: { method: 'POST', path: '/api/public/catalogue/search', auth: false },
  catalogueRecordCall: { method: 'POST', path: '/api/public/catalogue/record', auth: false },
  catalogueChildrenCall: { method: 'POST', path: '/api/public/catalogue/children', auth: false },
  catalogueTreeCall: { method: 'POST', path: '/api/public/catalogue/tree', auth: false },
  catalogueRandomImagesCall: { method: 'POST', path: '/api/public/catalogue/random-images', auth: false },
  catalogueTimelineCall: { method: 'POST', path: '/api/public/catalogue/timeline', auth: false },
  catalogueMapCall: { method: 'POST', path: '/api/public/catalogue/map', auth: false },
  catalogueSummariesCall: { method: 'POST', path: '/api/public/catalogue/summaries', auth: false },
  // fulltext.ts
  fulltextSearchCall: { method: 'POST', path: '/api/public/catalogue/fulltext-search', auth: false },
  // catalogue-suggest.ts
  catalogueSuggestCall: { method: 'POST', path: '/api/public/catalogue/suggest', auth: false },
  catalogueDateHistogramCall: { method: 'POST', path: '/api/public/catalogue/date-histogram', auth: false },
  // content-api.ts
  loginCall: { method: 'POST', path: '/api/public/login', auth: false },
  tokenExchangeCall: { method: 'POST', path: '/api/public/identity/token', auth: false },
  sessionCall: { method: 'POST', path: '/api/public/session', auth: false },
  profileCall: { method: 'GET', path: '/api/auth/profile', auth: true },
  logoutCall: { method: 'POST', path: '/api/auth/logout', auth: true },
  passwordResetRequestCall: { method: 'POST', path: '/api/public/password/reset-request', auth: false },
  passwordResetConfirmCall: { method: 'POST', path: '/api/public/password/reset', auth: false },
  getDocBySlugCall: { method: 'POST', path: '/api/public/firebase/getDocBySlug', auth: false },
  getEnvironmentCall: { method: 'POST', path: '/api/public/firebase/getEnvironment', auth: false },
  getDocsCall: { method: 'POST', path: '/api/auth/firebase/getDocs', auth: true },
  publicGetDocsCall: { method: 'POST', path: '/api/public/firebase/getDocs', auth: false },
  saveDocCall: { method: 'POST', path: '/api/auth/firebase/saveDoc', auth: true },
  removeDocCall: { method: 'POST', path: '/api/auth/firebase/removeDoc', auth: true },
  addLanguageCall: { method: 'POST', path: '/api/auth/firebase/addLanguage', auth: true },
  languageStatusCall: { method: 'POST', path: '/api/auth/firebase/languageStatus', auth: true },
  newsletterCall: { method: 'POST', path: '/api/public/firebase/newsletter', auth: false },
  mailSendCall: { method: 'POST', path: '/api/public/mailgun/send', auth: false },
  saveUserCall: { method: 'POST', path: '/api/auth/firebase/saveUser', auth: true },
  getUserCall: { method: 'POST', path: '/api/auth/firebase/getUser', auth: true },
  getAccessTokenCall: { method: 'POST', path: '/api/auth/firebase/getAccessToken', auth: true },
  getUserListCall: { method: 'GET', path: '/api/auth/ca/getUserList', auth: true },
  getRoleListCall: { method: 'GET', path: '/api/auth/ca/getRoleList', auth: true },
  getSizeCall: { method: 'GET', path: '/api/auth/ca/getSize', auth: true },
  upsertUserCall: { method: 'POST', path: '/api/auth/ca/upsert', auth: true },
  deleteUserCall: { method: 'POST', path: '/api/auth/ca/delete', auth: true },
  changePasswordCall: { method: 'POST', path: '/api/auth/ca/changePassword', auth: true },
  uploadCall: { method: 'POST', path: '/api/auth/ca/buca', auth: true },
} as const satisfies Record<string, Pick<CallDefinition, 'method' | 'path' | 'auth'>>;

export type EndpointName = keyof typeof ENDPOINTS;

/** A call as the browser needs it: method and path at run time; body and answer types from `C`. */
export interface Endpoint<C extends CallDefinition = CallDefinition> {
  readonly method: C['method'];
  readonly path: string;
  readonly auth: boolean;
  /** Type-only: the full definition the gateway validates with. Never set at run time. */
  readonly definition?: C;
}

export const endpoint = <C extends CallDefinition>(name: EndpointName): Endpoint<C> => ENDPOINTS[name];
