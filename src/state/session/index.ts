/**
 * The session: who is signed in, with which token. The rest of the app imports it from here.
 *
 * - Signing in or up fills it: the reducer matches the login and register endpoints' answers.
 * - The session is kept in the browser and read back on start (never the api cache); nothing
 *   is requested before it has been read, and a stored session is then refreshed from the server.
 * - Every request sends its token; a 401 to the current token ends the session once, however
 *   many requests fail together. A network error keeps it.
 * - Signing out, or a 401, clears the session and empties the api cache.
 *
 * Where the user goes when the session ends is the app shell's to say.
 */
export { sessionExpired, signedOut } from './actions';
export { selectRole, selectToken, selectUser } from './slice';
export type { SessionState } from './slice';
export { sessionReducer } from './persist';
export { listenForSessionEnd, refreshStoredSession } from './listeners';
export { useOnSessionExpired, useSession, useSignOut } from './hooks';
