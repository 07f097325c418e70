import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { may, refusalMessage, type Action } from '@domain/roles';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Account } from '../services/accounts/account';
import { makeSessionLookup } from '../services/tokens';
import { forbidden, unauthorized } from './httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the authentication pre-handlers. */
    account: Account | null;
    /** The session token the request came with. */
    sessionToken: string | null;
  }
}

const TOKEN_HEADER = /^Token\s+(\S+)$/i;

/** Pre-handlers that let a request through only with a session, or only for a verified shipper. */
export const makeAuthenticators = (db: Db, clock: Clock) => {
  const sessionUser = makeSessionLookup(db);
  const requireSession = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(MESSAGES.notAuthenticated);
    const token = TOKEN_HEADER.exec(header)?.[1];
    if (!token) throw unauthorized();
    const account = await sessionUser(token, clock.now());
    if (!account) throw unauthorized();
    request.account = account;
    request.sessionToken = token;
  };

  /** Signed in, with shipping needs stated and a verified e-mail, in the onboarding order. */
  const requireVerified = async (request: FastifyRequest) => {
    await requireSession(request);
    const account = request.account as Account;
    if (account.companyLocationId === null) throw forbidden(SERVER_MESSAGES.shippingNeedsMissing);
    if (!account.isEmailVerified) throw forbidden(SERVER_MESSAGES.emailNotVerified);
  };

  /** After one of the above: a member whose role may take the action, or a 403 naming the role. */
  const requireRole = (action: Action) => async (request: FastifyRequest) => {
    const { role } = request.account as Account;
    if (!may(role, action)) throw forbidden(refusalMessage(role, action));
  };

  /** A verified member whose role may take the action. */
  const allow = (action: Action) => [requireVerified, requireRole(action)];

  return { requireSession, requireVerified, requireRole, allow };
};

export type Authenticators = ReturnType<typeof makeAuthenticators>;
