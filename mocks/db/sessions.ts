import { randomToken } from './random';
import type { UserRecord } from './records';
import { db } from './store';
import { findUser } from './users';

export const createSession = (userId: number): string => {
  const token = randomToken();
  db.sessions.set(token, userId);
  return token;
};

/** The member a session belongs to; none for a member an admin removed. */
export const sessionUser = (token: string): UserRecord | undefined => {
  const userId = db.sessions.get(token);
  const user = userId === undefined ? undefined : findUser(userId);
  return user && !user.removed_at ? user : undefined;
};

export const endSession = (token: string): void => {
  db.sessions.delete(token);
};

/** A password reset signs the account out everywhere. */
export const endAllSessions = (userId: number): void => {
  for (const [token, owner] of db.sessions) if (owner === userId) db.sessions.delete(token);
};

/** How stale a member's last activity may be before a call writes it again, as on the server. */
const LAST_ACTIVE_STEP_MS = 60 * 1000;

/** Notes that the member made a call, at most once a minute. */
export const noteLastActive = (user: UserRecord, now = Date.now()): void => {
  const last = user.last_active_at === null ? null : Date.parse(user.last_active_at);
  if (last === null || now - last >= LAST_ACTIVE_STEP_MS)
    user.last_active_at = new Date(now).toISOString();
};
