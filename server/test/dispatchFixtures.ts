import { randomBytes } from 'node:crypto';
import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import type { CarrierInput } from '@domain/dispatchTypes';
import { createOperator } from '../services/operators/createOperator';
import { issueOperatorToken } from '../services/operators/operatorTokens';
import type { TestServer } from './testServer';

/*
 * The operations desk's side of a test: a dispatcher, and the carrier the test registry verifies.
 * The ops tests call the desk's API with them; the driver tests go through the services.
 */

/** A dispatcher written straight into the database and signed in. */
export type Dispatcher = { operatorId: number; headers: { authorization: string } };

export const newDispatcher = async (server: TestServer): Promise<Dispatcher> => {
  const operatorId = await createOperator(server.db, {
    email: `dispatch-${randomBytes(6).toString('hex')}@loadline.test`,
    firstName: 'Morgan',
    role: 'dispatcher',
    passwordHash: null,
  });
  const token = await issueOperatorToken(server.db, operatorId, 'session', server.clock.now());
  return { operatorId, headers: { authorization: `Token ${token}` } };
};

/** The test registry's carrier that passes its check. */
export const VERIFIED_USDOT = '3000001';

const prairieLine = DEMO_CARRIERS.find((carrier) => carrier.usdot_number === VERIFIED_USDOT);
if (!prairieLine) throw new Error('The demo has no carrier the test registry verifies.');

/** A carrier the test registry verifies (the demo's Prairie Line): insured until 2030, both trailers. */
export const carrierInput = (change: Partial<CarrierInput> = {}): CarrierInput => ({
  ...prairieLine,
  ...change,
});
