import type { FinalizingRequest } from '@domain/types';

/** The final details the bench's bookings are finalized with: a load like any other. */
export const BENCH_FINAL_DETAILS: FinalizingRequest = {
  reference_number: 'PO-BENCH',
  weight: 30,
  commodity: 'Packaged food',
  packaging: 20,
  packaging_type: 'pallets',
  pickup_number: 'PU-1',
  pickup_notes: 'Dock 4',
  dropoff_number: 'DL-2',
  dropoff_notes: 'Call ahead',
};
