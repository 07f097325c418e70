import type { FastifyRequest } from 'fastify';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { MESSAGES } from '@domain/messages';
import type { Operator } from '@domain/operatorRoles';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { may, refusalMessage, type Action } from '@domain/roles';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Account } from '../services/accounts/account';
import { makeOperatorSessionLookup } from '../services/operators/operatorTokens';
import { isShipperSession } from '../services/operators/shipperSession';
import { makeSessionLookup } from '../services/tokens';
import { forbidden, unauthorized } from './httpError';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the authentication pre-handlers. */
    account: Account | null;
    /** The signed-in dispatcher, set by requireDispatcher. */
    operator: Operator | null;
    /** The session token the request came with. */
    sessionToken: string | null;
  }
}

const TOKEN_HEADER = /^Token\s+(\S+)$/i;

/** The token of `Authorization: Token …`, or a 401. */
const tokenOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(MESSAGES.notAuthenticated);
  const token = TOKEN_HEADER.exec(header)?.[1];
  if (!token) throw unauthorized();
  return token;
};

/**
 * Pre-handlers that let a request through only with a session, only for a verified shipper, or
 * only for a dispatcher. Shippers and dispatchers sign in apart: each one's token at the other's
 * door is a 403 saying where they belong, asked only once the token opened nothing.
 */
export const makeAuthenticators = (db: Db, clock: Clock) => {
  const sessionUser = makeSessionLookup(db);
  const sessionOperator = makeOperatorSessionLookup(db);

  const requireSession = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const now = clock.now();
    const account = await sessionUser(token, now);
    if (!account) {
      if (await sessionOperator(token, now)) throw forbidden(DISPATCH_MESSAGES.shippersOnly);
      throw unauthorized();
    }
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

  /** A dispatcher's live session (dispatcher is the one operator role): the operations desk. */
  const requireDispatcher = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    const now = clock.now();
    const operator = await sessionOperator(token, now);
    if (!operator) {
      if (await isShipperSession(db, token, now))
        throw forbidden(DISPATCH_MESSAGES.dispatchersOnly);
      throw unauthorized();
    }
    request.operator = operator;
    request.sessionToken = token;
  };

  return { requireSession, requireVerified, requireRole, allow, requireDispatcher };
};

export type Authenticators = ReturnType<typeof makeAuthenticators>;
