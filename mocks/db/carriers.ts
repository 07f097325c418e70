import type { Carrier, CarrierInput } from '@domain/dispatchTypes';
import { testRegistryCheck } from '../../server/services/carriers/registry/testRegistry';
import { db, nextId } from './store';

export const findMockCarrier = (id: number): Carrier | undefined =>
  db.carriers.find((carrier) => carrier.id === id);

export const findMockCarrierByUsdot = (usdotNumber: string): Carrier | undefined =>
  db.carriers.find((carrier) => carrier.usdot_number === usdotNumber.trim());

/**
 * Asks the test registry about the carrier, as a server without an FMCSA key does, and keeps its
 * answer: a pass sets the time it was verified, anything else leaves the carrier unverified until
 * the next pass.
 */
export const checkMockCarrier = (carrier: Carrier, now = new Date()): Carrier => {
  const check = testRegistryCheck(carrier.usdot_number);
  const at = now.toISOString();
  const verified = check.outcome === 'verified';
  Object.assign(carrier, {
    verified,
    verified_at: verified ? at : null,
    check_outcome: check.outcome,
    check_reasons: check.reasons,
    check_source: 'test',
    checked_at: at,
  } satisfies Partial<Carrier>);
  return carrier;
};

/** A new carrier, checked against the test registry at once as the server checks it. */
export const addMockCarrier = (input: CarrierInput, now = new Date()): Carrier => {
  const carrier: Carrier = {
    ...input,
    id: nextId('carrier'),
    verified: false,
    verified_at: null,
    check_outcome: null,
    checked_at: null,
    check_reasons: [],
    check_source: null,
  };
  db.carriers.push(carrier);
  return checkMockCarrier(carrier, now);
};
