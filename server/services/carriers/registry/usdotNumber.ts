import type { CarrierCheck } from './carrierCheck';

/** USDOT numbers are assigned as 1 to 8 digits. */
const USDOT_NUMBER = /^\d{1,8}$/;

/**
 * The number as a registry is asked about it, or the check to answer at once when it cannot be a
 * USDOT number: nothing else may reach a registry's URL.
 */
export const usdotNumberOf = (input: string): { number: string } | { check: CarrierCheck } => {
  const number = input.trim();
  if (USDOT_NUMBER.test(number)) return { number };
  return {
    check: { outcome: 'unknown', reasons: ['A USDOT number is 1 to 8 digits.'], legalName: null },
  };
};
