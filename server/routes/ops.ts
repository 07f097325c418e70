import { registerOpsAuthRoutes } from './opsAuth';
import { registerOpsCarrierRoutes } from './opsCarriers';
import { registerOpsShipmentRoutes } from './opsShipments';
import type { Api, RouteDeps } from './routeTypes';

/** The operations desk, under /api/ops: Loadline's dispatchers alone. */
export const registerOpsRoutes = (api: Api, deps: RouteDeps) => {
  registerOpsAuthRoutes(api, deps);
  registerOpsCarrierRoutes(api, deps);
  registerOpsShipmentRoutes(api, deps);
};
