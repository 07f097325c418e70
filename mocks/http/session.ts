import { MESSAGES } from '@domain/messages';
import { may, refusalMessage } from '@domain/roles';
import type { Action } from '@domain/roles';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { UserRecord } from '../db/records';
import { noteLastActive, sessionUser } from '../db/sessions';
import { messageResponse } from './responses';

const TOKEN_HEADER = /^Token\s+(\S+)$/i;

/**
 * The caller's session from `Authorization: Token <token>`, or a 401 thrown: no header is "not
 * signed in", any other header or an unknown token "invalid token".
 */
export const readSession = (request: Request): { user: UserRecord; token: string } => {
  const header = request.headers.get('Authorization');
  if (!header) throw messageResponse(401, MESSAGES.notAuthenticated);
  const token = TOKEN_HEADER.exec(header)?.[1];
  const user = token ? sessionUser(token) : undefined;
  if (!token || !user) throw messageResponse(401, MESSAGES.invalidToken);
  noteLastActive(user);
  return { user, token };
};

export const authenticate = (request: Request): UserRecord => readSession(request).user;

/** A member whose role may take the action, or the server's 403 naming the role. */
export const requireRole = (user: UserRecord, action: Action): UserRecord => {
  if (!may(user.role, action)) throw messageResponse(403, refusalMessage(user.role, action));
  return user;
};

/**
 * A member who finished onboarding: shipping needs stated, then the e-mail verified; else 403,
 * naming the first step missing.
 */
export const requireOnboarded = (request: Request): UserRecord => {
  const user = authenticate(request);
  if (!user.shipping_needs) throw messageResponse(403, SERVER_MESSAGES.shippingNeedsMissing);
  if (!user.is_email_verified) throw messageResponse(403, SERVER_MESSAGES.emailNotVerified);
  return user;
};

/**
 * Booking, billing and the team are for a member who finished onboarding and whose role may take
 * the action (else 403, naming the role), in the server's order.
 */
export const requireVerified = (request: Request, action: Action): UserRecord =>
  requireRole(requireOnboarded(request), action);
