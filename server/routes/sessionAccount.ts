import type { FastifyRequest } from 'fastify';
import type { Account } from '../services/accounts/account';
import { unauthorized } from '../http/httpError';

/** The signed-in account of a route behind `auth.requireSession` or `auth.requireVerified`. */
export const sessionAccount = (request: FastifyRequest): Account => {
  if (!request.account) throw unauthorized();
  return request.account;
};
