/*
 * The limits of the driver's calls: the server and the mocks hold to them, and the driver's page
 * keeps within them before it sends. No yup here: the driver's page imports this.
 */

/** The most positions one call may carry: a phone offline for hours sends them in batches. */
export const MAX_POSITIONS_PER_CALL = 100;

/** The largest photo (or signature) a proof of delivery takes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
