/**
 * What a registry says of a carrier. Only 'verified' lets a carrier be used: 'unknown' and
 * 'unreachable' are not a pass, since nothing was shown about the carrier. `reasons` are sentences
 * for the user, empty when verified.
 */
export type CarrierCheck = {
  outcome: 'verified' | 'refused' | 'unknown' | 'unreachable';
  reasons: string[];
  legalName: string | null;
};

/** FMCSA's registry, or the built-in test registry on a machine without an FMCSA web key. */
export interface CarrierRegistry {
  source: 'fmcsa' | 'test';
  check(usdotNumber: string): Promise<CarrierCheck>;
}

/** A carrier's record in a registry, reduced to what decides whether it may haul. */
export type CarrierStanding = {
  legalName: string;
  allowedToOperate: boolean;
  /** Out of service: the date the order took effect when the registry gives it, else null. */
  outOfService: { since: string | null } | null;
  insuranceOnFile: boolean;
};

/** Verified when allowed to operate, not out of service and insured; else every reason why not. */
export const checkOf = (standing: CarrierStanding): CarrierCheck => {
  const reasons: string[] = [];
  // An out-of-service carrier is not allowed to operate either: the order is the reason to give.
  if (standing.outOfService) {
    const { since } = standing.outOfService;
    reasons.push(since ? `Out of service since ${since}.` : 'Out of service.');
  } else if (!standing.allowedToOperate) {
    reasons.push('Not authorised to operate by FMCSA.');
  }
  if (!standing.insuranceOnFile) reasons.push('No insurance on file with FMCSA.');
  return {
    outcome: reasons.length ? 'refused' : 'verified',
    reasons,
    legalName: standing.legalName,
  };
};

export const notInRegistry = (usdotNumber: string): CarrierCheck => ({
  outcome: 'unknown',
  reasons: [`USDOT ${usdotNumber} is not in the registry.`],
  legalName: null,
});

export const REGISTRY_UNREACHABLE = 'The carrier registry could not be reached; try again.';

export const unreachable = (reason: string = REGISTRY_UNREACHABLE): CarrierCheck => ({
  outcome: 'unreachable',
  reasons: [reason],
  legalName: null,
});
