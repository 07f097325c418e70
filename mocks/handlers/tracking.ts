import { attachmentDisposition } from '@domain/downloads';
import { podFileName } from '@domain/trackingMilestones';
import { http, HttpResponse } from 'msw';
import type { ShipmentTracking } from '@domain/trackingTypes';
import { timeZoneOfRegion } from '@domain/timeZones';
import { formatZonedMoment } from '@domain/zonedMoment';
import { renderLinesPdf } from '../db/linesPdf';
import { toShipment } from '../db/shipments';
import { deliveryProofOf, shipmentTrackingOf } from '../db/tracking';
import { ownShipment } from '../http/ownShipment';
import { notFound } from '../http/responses';
import { requireVerified } from '../http/session';

/** Following a load, for every member of the shipper's company, as the server answers it. */
export const trackingHandlers = [
  http.get('*/api/shipper/shipments/:id/tracking/', ({ request, params }) =>
    HttpResponse.json<ShipmentTracking>(
      shipmentTrackingOf(ownShipment(requireVerified(request, 'readShipments'), params.id)),
    ),
  ),

  // A 404 until the load is delivered with a proof.
  http.get('*/api/shipper/shipments/:id/pod/', ({ request, params }) => {
    const record = ownShipment(requireVerified(request, 'readShipments'), params.id);
    const delivery = deliveryProofOf(record);
    if (!delivery) return notFound();
    const { proof, delivered } = delivery;
    const shipment = toShipment(record);
    const { city: dropoff } = shipment.dropoff;
    const place = delivered.city ?? dropoff;
    // On the receiver's clock, as the server tells it.
    const at = formatZonedMoment(
      delivered.at,
      timeZoneOfRegion(dropoff.country_code, dropoff.region_code),
    );
    return new HttpResponse(
      renderLinesPdf([
        'Proof of delivery',
        `Shipment #${shipment.id}`,
        `Pickup: ${shipment.pickup.city.name}, ${shipment.pickup.city.region_code}`,
        `Dropoff: ${dropoff.name}, ${dropoff.region_code}`,
        `Delivered: ${at}, ${place.name}, ${place.region_code}`,
        `Received by: ${proof.receiverName}`,
        `Over, short or damaged: ${proof.notes ?? 'None noted'}`,
      ]),
      {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachmentDisposition(podFileName(shipment.id)),
        },
      },
    );
  }),
];
