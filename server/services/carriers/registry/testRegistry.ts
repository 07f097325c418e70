import { checkOf, notInRegistry } from './carrierCheck';
import type { CarrierCheck, CarrierRegistry, CarrierStanding } from './carrierCheck';
import { usdotNumberOf } from './usdotNumber';

export type TestCarrier = CarrierStanding & {
  usdotNumber: string;
  /** What checking the number shows, for the docs and the test-mode hint in the app. */
  shows: string;
};

/**
 * The USDOT numbers the test registry knows, one per outcome a check can have; any other number is
 * not in it. FMCSA has real carriers under these numbers, but the test registry is only used where
 * FMCSA is not, so the two never meet.
 */
export const TEST_CARRIERS: readonly TestCarrier[] = [
  {
    usdotNumber: '3000001',
    legalName: 'Prairie Line Transport LLC',
    allowedToOperate: true,
    outOfService: null,
    insuranceOnFile: true,
    shows: 'Authorised, insurance on file: verified.',
  },
  {
    usdotNumber: '3000002',
    legalName: 'Red Mesa Haulers Inc',
    allowedToOperate: false,
    outOfService: { since: '2025-03-02' },
    insuranceOnFile: true,
    shows: 'Out of service since 2025-03-02: refused.',
  },
  {
    usdotNumber: '3000003',
    legalName: 'Blue Heron Freight Co',
    allowedToOperate: false,
    outOfService: null,
    insuranceOnFile: true,
    shows: 'Not authorised to operate: refused.',
  },
  {
    usdotNumber: '3000004',
    legalName: 'Granite Ridge Carriers LLC',
    allowedToOperate: true,
    outOfService: null,
    insuranceOnFile: false,
    shows: 'Authorised, no insurance on file: refused.',
  },
];

/** What the test registry says of a number, at once: the mocks ask it too, without a promise. */
export const testRegistryCheck = (usdotNumber: string): CarrierCheck => {
  const parsed = usdotNumberOf(usdotNumber);
  if ('check' in parsed) return parsed.check;
  const carrier = TEST_CARRIERS.find((one) => one.usdotNumber === parsed.number);
  return carrier ? checkOf(carrier) : notInRegistry(parsed.number);
};

/** The registry for a machine without an FMCSA web key: the test numbers above, no network. */
export const createTestRegistry = (): CarrierRegistry => ({
  source: 'test',
  check: async (usdotNumber) => testRegistryCheck(usdotNumber),
});
