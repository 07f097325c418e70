import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { UserRecord } from '../db/records';
import { sessionUser } from '../db/sessions';
import { messageResponse } from './responses';

/** The caller's session from `Authorization: Token <token>`, or a 401 thrown. */
export const readSession = (request: Request): { user: UserRecord; token: string } => {
  const [keyword, token, ...rest] = (request.headers.get('Authorization') ?? '')
    .trim()
    .split(/\s+/);
  if (keyword !== 'Token') throw messageResponse(401, MESSAGES.notAuthenticated);
  const user = token && rest.length === 0 ? sessionUser(token) : undefined;
  if (!token || !user) throw messageResponse(401, MESSAGES.invalidToken);
  return { user, token };
};

export const authenticate = (request: Request): UserRecord => readSession(request).user;

/** API.md's "verified": signed in, with shipping needs and a verified e-mail; else 403. */
export const requireVerified = (request: Request): UserRecord => {
  const user = authenticate(request);
  if (!user.shipping_needs) throw messageResponse(403, SERVER_MESSAGES.shippingNeedsMissing);
  if (!user.is_email_verified) throw messageResponse(403, SERVER_MESSAGES.emailNotVerified);
  return user;
};
