import type { FastifyRequest } from 'fastify';
import type { Operator } from '@domain/operatorRoles';
import { unauthorized } from '../http/httpError';

/** The signed-in dispatcher of a route behind `auth.requireDispatcher`. */
export const operatorOf = (request: FastifyRequest): Operator => {
  if (!request.operator) throw unauthorized();
  return request.operator;
};
