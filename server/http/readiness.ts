/**
 * Whether a load balancer should send this server requests: not while its start-up work that
 * changes what clients read is unsettled (payments a stop cut off), nor once it is stopping.
 * Liveness is another matter: a server starting or stopping still answers what it is sent.
 */
export type Readiness = { state: 'starting' | 'ready' | 'stopping' };

/** A server built without a start (the tests') has nothing to settle first. */
export const ALWAYS_READY: Readiness = Object.freeze({ state: 'ready' });
