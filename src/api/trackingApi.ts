import type { ShipmentTracking } from '@domain/trackingTypes';
import { api } from './api';

/** Where a shipment's truck is, part of the one api slice, loaded with the shipment's page. */
export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Under the shipment's own tag: every change of the shipment that refreshes it refreshes this.
    getShipmentTracking: build.query<ShipmentTracking, number>({
      query: (id) => `/shipper/shipments/${id}/tracking/`,
      providesTags: (_result, _error, id) => [{ type: 'Shipment', id }],
    }),
  }),
});

export const { useGetShipmentTrackingQuery } = trackingApi;
