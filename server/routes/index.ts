import { registerActivityRoutes } from './activity';
import { registerAuthRoutes } from './auth';
import { registerBillingRoutes } from './billing';
import { registerCompanyRoutes } from './company';
import { registerConfigRoutes } from './config';
import { registerDriverRoutes } from './driver';
import { registerInvoiceRoutes } from './invoices';
import { registerNotificationRoutes } from './notifications';
import { registerOpsRoutes } from './ops';
import { registerPlaceRoutes } from './places';
import { registerPublicTrackingRoutes } from './publicTracking';
import { registerQuoteRoutes } from './quotes';
import type { Api, RouteDeps } from './routeTypes';
import { registerShipmentPriceRoutes } from './shipmentPrices';
import { registerShipmentRoutes } from './shipments';
import { registerShippingNeedsRoutes } from './shippingNeeds';
import { registerTrackingRoutes } from './tracking';
import { registerTrackingLinkRoutes } from './trackingLinks';

/** Every call of the API, under /api. */
export const registerApi = async (api: Api, deps: RouteDeps) => {
  await registerAuthRoutes(api, deps);
  await registerShippingNeedsRoutes(api, deps);
  await registerPlaceRoutes(api, deps);
  await registerQuoteRoutes(api, deps);
  await registerShipmentRoutes(api, deps);
  registerShipmentPriceRoutes(api, deps);
  await registerTrackingRoutes(api, deps);
  await registerTrackingLinkRoutes(api, deps);
  await registerInvoiceRoutes(api, deps);
  await registerBillingRoutes(api, deps);
  await registerActivityRoutes(api, deps);
  await registerCompanyRoutes(api, deps);
  await registerNotificationRoutes(api, deps);
  await registerConfigRoutes(api, deps);
  await registerOpsRoutes(api, deps);
  await registerDriverRoutes(api, deps);
  await registerPublicTrackingRoutes(api, deps);
};
