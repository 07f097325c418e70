import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { billingHandlers } from './billing';
import { bookingStepHandlers } from './bookingSteps';
import { driverHandlers } from './driver';
import { facilityHandlers } from './facilities';
import { shippingPaperHandlers } from './shippingPapers';
import { notificationHandlers } from './notifications';
import { opsHandlers } from './ops';
import { shipmentHandlers } from './shipments';
import { shipperHandlers } from './shipper';
import { teamHandlers } from './team';
import { trackingHandlers } from './tracking';
import { trackingLinkHandlers } from './trackingLinks';

/** Every call of the API, answered from the in-memory store of mocks/db. */
export const handlers = [
  ...authHandlers,
  ...shipperHandlers,
  ...shipmentHandlers,
  ...bookingStepHandlers,
  ...facilityHandlers,
  ...shippingPaperHandlers,
  ...billingHandlers,
  ...activityHandlers,
  ...trackingHandlers,
  ...trackingLinkHandlers,
  ...teamHandlers,
  ...notificationHandlers,
  ...driverHandlers,
  ...opsHandlers,
];
