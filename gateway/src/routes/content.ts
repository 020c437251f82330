import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth';
import type { AppConfig } from '../config';
import { translateValidation } from '../content/http';
import { uploadsDir } from '../files/local-store';
import { serveLocalFiles } from '../files/serve';
import buca from './api/auth/ca/buca';
import changePassword from './api/auth/ca/change-password';
import deleteUser from './api/auth/ca/delete';
import getRoleList from './api/auth/ca/get-role-list';
import getSize from './api/auth/ca/get-size';
import getUserList from './api/auth/ca/get-user-list';
import upsert from './api/auth/ca/upsert';
import addLanguage from './api/auth/firebase/add-language';
import getAccessToken from './api/auth/firebase/get-access-token';
import getDocs from './api/auth/firebase/get-docs';
import getUser from './api/auth/firebase/get-user';
import languageStatus from './api/auth/firebase/language-status';
import removeDoc from './api/auth/firebase/remove-doc';
import saveDoc from './api/auth/firebase/save-doc';
import saveUser from './api/auth/firebase/save-user';
import logout from './api/auth/logout';
import profile from './api/auth/profile';
import csrf from './api/public/csrf';
import getDocBySlug from './api/public/firebase/get-doc-by-slug';
import publicGetDocs from './api/public/firebase/get-docs';
import getEnvironment from './api/public/firebase/get-environment';
import newsletter from './api/public/firebase/newsletter';
import identityConfig from './api/public/identity-config';
import login from './api/public/login';
import mailgunSend from './api/public/mailgun/send';
import passwordReset from './api/public/password-reset';
import session from './api/public/session';
import token from './api/public/token';

/**
 * The content feature's routes. Public calls first; then the /api/auth scope, where one hook checks
 * the session for every route (401) and routes add requireLevel for their bits (403). Validation
 * messages are translated in this scope before the app's error handler shapes them.
 */
export default async function contentRoutes(app: FastifyInstance, opts: { config: AppConfig }) {
  await app.register(async (scope) => {
    scope.setErrorHandler(translateValidation);
    for (const route of [
      login,
      token,
      identityConfig,
      session,
      csrf,
      passwordReset,
      getDocBySlug,
      getEnvironment,
      publicGetDocs,
      newsletter,
      mailgunSend,
      logout,
    ])
      await scope.register(route);

    await scope.register(async (authScope) => {
      authScope.addHook('preValidation', requireSession);
      await authScope.register(multipart, {
        limits: { fileSize: opts.config.UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
      });
      for (const route of [
        profile,
        getDocs,
        saveDoc,
        removeDoc,
        addLanguage,
        languageStatus,
        saveUser,
        getUser,
        getAccessToken,
        getUserList,
        getRoleList,
        getSize,
        upsert,
        deleteUser,
        changePassword,
        buca,
      ])
        await authScope.register(route);
    });
  });
  if (app.files.kind === 'local') await serveLocalFiles(app, uploadsDir(opts.config));
}
