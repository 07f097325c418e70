/*
 * The terms of cancelling a shipment: why one may, and what a late one keeps. Apart from the
 * other constants, as only the cancellation's pages and the server read them.
 */

/** Why a shipper cancels a shipment, as the cancellation dialog offers it. */
export const CANCELLATION_REASONS = [
  'plans_changed',
  'booked_elsewhere',
  'wrong_details',
  'price',
  'other',
] as const;
export const CANCELLATION_REASON_LABELS = {
  plans_changed: 'Plans changed',
  booked_elsewhere: 'Booked elsewhere',
  wrong_details: 'Wrong details',
  price: 'Price',
  other: 'Other',
} as const;
/** A shipper may say more about why they cancel, and must when the reason is Other. */
export const CANCELLATION_REASON_TEXT_MAX_LENGTH = 500;

/**
 * What is kept of the charge when a paid shipment is cancelled once its free cancellation has
 * ended: more for a reefer, whose carrier readies a refrigerated trailer for the load.
 */
export const LATE_CANCELLATION_FEE_CENTS = { dryVan: 15000, reefer: 20000 } as const;
