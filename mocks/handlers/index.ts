import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { bookingStepHandlers } from './bookingSteps';
import { shipmentHandlers } from './shipments';
import { shipperHandlers } from './shipper';

/** Every call of the API, answered from the in-memory store of mocks/db. */
export const handlers = [
  ...authHandlers,
  ...shipperHandlers,
  ...shipmentHandlers,
  ...bookingStepHandlers,
  ...billingHandlers,
];
