import { randomToken } from './random';
import type { UserRecord } from './records';
import { db } from './store';
import { findUser } from './users';

export const createSession = (userId: number): string => {
  const token = randomToken();
  db.sessions.set(token, userId);
  return token;
};

export const sessionUser = (token: string): UserRecord | undefined => {
  const userId = db.sessions.get(token);
  return userId === undefined ? undefined : findUser(userId);
};

export const endSession = (token: string): void => {
  db.sessions.delete(token);
};

/** A password reset signs the account out everywhere. */
export const endAllSessions = (userId: number): void => {
  for (const [token, owner] of db.sessions) if (owner === userId) db.sessions.delete(token);
};
