/**
 * Exposed as `mf_auth/session`: what the shell and the other remotes may call at run time
 * (`loadRemote('mf_auth/session')`), never by importing this package's source.
 */
export { applyUser, loadProfile, logout, ProfileUnavailableError, signIn } from './lib/session';
