import { http, HttpResponse } from 'msw';
import { pickupDateError, todayUtc } from '../../src/contract/dates';
import { createShipmentRequestSchema } from '../../src/contract/requestSchemas';
import { SERVER_MESSAGES } from '../../src/contract/serverMessages';
import type { ListResponse, Shipment } from '../../src/contract/types';
import { findCity } from '../db/places';
import { createShipment, toShipment } from '../db/shipments';
import { db } from '../db/store';
import { ownShipment } from '../http/ownShipment';
import type { FieldErrors } from '../http/responses';
import { fieldErrors } from '../http/responses';
import { requireVerified } from '../http/session';
import { validateBody } from '../http/validation';

export const shipmentHandlers = [
  // Price, transit time and drop-off date come from the quote; the client sends only the lane.
  http.post('*/api/shipper/shipments/', async ({ request }) => {
    const user = requireVerified(request);
    const body = await validateBody(request, createShipmentRequestSchema);
    const pickupCity = findCity(body.pickup.city);
    const dropoffCity = findCity(body.dropoff.city);
    const errors: FieldErrors = {};
    if (!pickupCity || !dropoffCity) errors.city = [SERVER_MESSAGES.unknownCity];
    else if (pickupCity === dropoffCity) errors.non_field_errors = [SERVER_MESSAGES.sameCity];
    const dateError = pickupDateError(body.pickup.date, todayUtc());
    if (dateError) errors.date = [dateError];
    if (!pickupCity || !dropoffCity || Object.keys(errors).length) return fieldErrors(errors);
    const shipment = createShipment({
      userId: user.id,
      equipment: body.equipment,
      pickupCity,
      dropoffCity,
      pickupDate: body.pickup.date,
    });
    return HttpResponse.json<Shipment>(toShipment(shipment), { status: 201 });
  }),

  http.get('*/api/shipper/shipments/', ({ request }) => {
    const user = requireVerified(request);
    const results = db.shipments
      .filter((shipment) => shipment.userId === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(toShipment);
    return HttpResponse.json<ListResponse<Shipment>>({ results });
  }),

  http.get('*/api/shipper/shipments/:id', ({ request, params }) =>
    HttpResponse.json<Shipment>(toShipment(ownShipment(requireVerified(request), params.id))),
  ),
];
