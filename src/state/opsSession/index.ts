/**
 * The ops session: which Loadline dispatcher is signed in to the operations desk, with which
 * token. It is apart from the shipper's session (src/state/session/) in every way:
 *
 * - it is kept in localStorage under its own key, and read by the operations desk's pages only;
 * - signing in, or setting a password by the one-time link, fills it (src/api/opsEndpoints.ts);
 * - the calls under /api/ops/ send its token, never the shipper's, and a 401 to its token ends
 *   it once, never the shipper's session;
 * - signing out, or a 401, clears it and empties the api cache.
 */
export type { OpsSession } from './store';
export { useOpsSession, useOpsSignOut, useRefreshedOpsSession } from './hooks';
