import type { Operator } from '@domain/operatorRoles';

/** The signed-in dispatcher: the operator's token and who they are. */
export type OpsSession = { token: string; operator: Operator };

/**
 * The browser's key of the ops session: apart from the shipper's `persist:auth`, so that a
 * dispatcher and a shipper signed in on one browser never share a token.
 */
export const OPS_SESSION_KEY = 'loadline:ops-session';

const isOpsSession = (value: unknown): value is OpsSession => {
  if (typeof value !== 'object' || value === null) return false;
  const { token, operator } = value as Partial<OpsSession>;
  return typeof token === 'string' && typeof operator === 'object' && operator !== null;
};

/*
 * The ops session lives in localStorage alone, outside the Redux store: the store is built by the
 * first pages, and the operations desk must not add a byte to them. Reading the stored text on
 * every call keeps one truth across tabs and across tests (which clear localStorage); the parsed
 * session is kept for as long as that text is the same, so a render sees the same object.
 */
let parsed: { raw: string | null; session: OpsSession | null } = { raw: null, session: null };

/** The stored ops session, or null when no dispatcher is signed in here. */
export const readOpsSession = (): OpsSession | null => {
  const raw = window.localStorage.getItem(OPS_SESSION_KEY);
  if (raw !== parsed.raw) {
    let session: OpsSession | null = null;
    try {
      const value: unknown = raw === null ? null : JSON.parse(raw);
      session = isOpsSession(value) ? value : null;
    } catch {
      // Text some other code left under the key is no session.
    }
    parsed = { raw, session };
  }
  return parsed.session;
};

const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever the session changes, here or in another tab; returns the unsubscribe. */
export const subscribeOpsSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

export const saveOpsSession = (session: OpsSession): void => {
  window.localStorage.setItem(OPS_SESSION_KEY, JSON.stringify(session));
  changed();
};

/** The operator as the server now describes them, if `token` is still the session's. */
export const refreshOperator = (token: string, operator: Operator): void => {
  const session = readOpsSession();
  if (session?.token === token) saveOpsSession({ token, operator });
};

export const clearOpsSession = (): void => {
  window.localStorage.removeItem(OPS_SESSION_KEY);
  changed();
};
