import type * as api from './content-api';
import { endpoint } from './endpoints';

/** The calls of content-api.ts for the browser: typed by their definitions, without zod (see endpoints.ts). */
export const loginCall = endpoint<typeof api.loginCall>('loginCall');
export const tokenExchangeCall = endpoint<typeof api.tokenExchangeCall>('tokenExchangeCall');
export const sessionCall = endpoint<typeof api.sessionCall>('sessionCall');
export const profileCall = endpoint<typeof api.profileCall>('profileCall');
export const logoutCall = endpoint<typeof api.logoutCall>('logoutCall');
export const passwordResetRequestCall =
  endpoint<typeof api.passwordResetRequestCall>('passwordResetRequestCall');
export const passwordResetConfirmCall =
  endpoint<typeof api.passwordResetConfirmCall>('passwordResetConfirmCall');
export const getDocBySlugCall = endpoint<typeof api.getDocBySlugCall>('getDocBySlugCall');
export const getEnvironmentCall = endpoint<typeof api.getEnvironmentCall>('getEnvironmentCall');
export const getDocsCall = endpoint<typeof api.getDocsCall>('getDocsCall');
export const publicGetDocsCall = endpoint<typeof api.publicGetDocsCall>('publicGetDocsCall');
export const saveDocCall = endpoint<typeof api.saveDocCall>('saveDocCall');
export const removeDocCall = endpoint<typeof api.removeDocCall>('removeDocCall');
export const addLanguageCall = endpoint<typeof api.addLanguageCall>('addLanguageCall');
export const languageStatusCall = endpoint<typeof api.languageStatusCall>('languageStatusCall');
export const newsletterCall = endpoint<typeof api.newsletterCall>('newsletterCall');
export const mailSendCall = endpoint<typeof api.mailSendCall>('mailSendCall');
export const saveUserCall = endpoint<typeof api.saveUserCall>('saveUserCall');
export const getUserCall = endpoint<typeof api.getUserCall>('getUserCall');
export const getAccessTokenCall = endpoint<typeof api.getAccessTokenCall>('getAccessTokenCall');
export const getUserListCall = endpoint<typeof api.getUserListCall>('getUserListCall');
export const getRoleListCall = endpoint<typeof api.getRoleListCall>('getRoleListCall');
export const getSizeCall = endpoint<typeof api.getSizeCall>('getSizeCall');
export const upsertUserCall = endpoint<typeof api.upsertUserCall>('upsertUserCall');
export const deleteUserCall = endpoint<typeof api.deleteUserCall>('deleteUserCall');
export const changePasswordCall = endpoint<typeof api.changePasswordCall>('changePasswordCall');
export const uploadCall = endpoint<typeof api.uploadCall>('uploadCall');
