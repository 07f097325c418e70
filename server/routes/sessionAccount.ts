import type { FastifyRequest } from 'fastify';
import type { Account } from '../services/accounts/account';
import { unauthorized } from '../http/httpError';
import type { ShipperStamp } from '../services/shipperCache';

/** The signed-in account of a route behind `auth.requireSession` or `auth.requireVerified`. */
export const sessionAccount = (request: FastifyRequest): Account => {
  if (!request.account) throw unauthorized();
  return request.account;
};

/** The signed-in member's company as the caches know it: its id and its records' version. */
export const sessionCompany = (request: FastifyRequest): ShipperStamp => {
  const { companyId, recordsVersion } = sessionAccount(request);
  return { id: companyId, recordsVersion };
};
