/*
 * The limits of the driver's calls: the server and the mocks hold to them, and the driver's page
 * keeps within them before it sends. No yup here: the driver's page imports this.
 */

/** The most positions one call may carry: a phone offline for hours sends them in batches. */
export const MAX_POSITIONS_PER_CALL = 100;

/** The largest photo (or signature) a proof of delivery takes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * How long a button that has just appeared under the driver's finger ignores taps: a double tap
 * lands its second touch within this, and a deliberate tap comes later.
 */
export const TAP_GUARD_MS = 700;
