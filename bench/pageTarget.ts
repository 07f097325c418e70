/** The running product whose pages the bench loads in a browser. */
export type PageTarget = {
  baseUrl: string;
  /** The stored session of a shipper, for the signed-in pages. */
  session: () => Promise<string>;
  /** A live driver link's token, made for the run: the driver's page shows nothing without one. */
  driverToken: string;
  /** A live tracking link's token, of a load on the road, made for the run. */
  trackingToken: string;
  /** A load on the road, its trail drawn, and a session of the shipper who booked it. */
  shipmentOnTheRoad: { shipmentId: number; session: () => Promise<string> };
};

/** The driver's phone page as the figures name it: each run has a token of its own. */
export const DRIVER_PAGE = '/d/{token}';

/** The shared tracking page, as a shipper's customer opens it. */
export const TRACKING_PAGE = '/t/{token}';

/** A shipper's shipment page, as a milestone e-mail opens it on a phone: a load on the road. */
export const SHIPMENT_PAGE = '/shipments/{id}';

/**
 * The address of a page the figures name by `path`: the run's link in place of `{token}`, the
 * run's load on the road in place of `{id}`.
 */
export const pageUrl = (path: string, target: PageTarget): URL => {
  const token = path === TRACKING_PAGE ? target.trackingToken : target.driverToken;
  const filled = path
    .replace('{token}', encodeURIComponent(token))
    .replace('{id}', String(target.shipmentOnTheRoad.shipmentId));
  return new URL(filled, target.baseUrl);
};
