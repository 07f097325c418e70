import { stringify } from 'csv-stringify/sync';
import { http, HttpResponse } from 'msw';
import { pickupDateError, todayUtc } from '@domain/dates';
import { shipmentListQuerySchema } from '@domain/listQueries';
import { withBookedByMember } from '@domain/shipmentListFilters';
import { createShipmentRequestSchema } from '@domain/requestSchemas';
import { sameCityAtBothEnds } from '@domain/laneEnds';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import {
  SHIPMENT_CSV_HEADER,
  shipmentCsvRecord,
  shipmentExportQuerySchema,
} from '@domain/shipmentCsv';
import { CSV_CONTENT_TYPE, CSV_OPTIONS, csvDisposition } from '@domain/csvFiles';
import type { CancellationQuote } from '@domain/cancellationQuote';
import { may } from '@domain/roles';
import { cancellationRequestSchema } from '@domain/cancellationReasons';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { shipmentDetail } from '../db/shipmentDetail';
import { bookingPrice } from '@domain/priceHolds';
import { priceQuotedLane } from '@domain/pricing';
import type { PriceCheck, QuoteConflict, Shipment, ShipmentPage } from '@domain/types';
import { quoteCancellation } from '../db/cancellationQuote';
import { cancelShipment } from '../db/cancelShipment';
import { findCity } from '../db/places';
import { listAllShipments, listShipmentPage } from '../db/shipmentList';
import { issueQuote, readQuote } from '../db/quotes';
import { checkPrice, repriceShipment } from '../db/shipmentPrice';
import { createShipment, toShipment } from '../db/shipments';
import { ownShipment } from '../http/ownShipment';
import type { FieldErrors } from '../http/responses';
import { fieldErrors, notAllowed } from '../http/responses';
import { requireVerified } from '../http/session';
import { readBody, validate, validateBody, validateQuery } from '../http/validation';

export const shipmentHandlers = [
  // Price, transit time and drop-off date come from the quote; the client sends only the lane.
  http.post('*/api/shipper/shipments/', async ({ request }) => {
    const user = requireVerified(request, 'createShipments');
    const body = await validateBody(request, createShipmentRequestSchema);
    const pickupCity = findCity(body.pickup.city);
    const dropoffCity = findCity(body.dropoff.city);
    const errors: FieldErrors = {};
    if (!pickupCity || !dropoffCity) errors.city = [SERVER_MESSAGES.unknownCity];
    else if (sameCityAtBothEnds(pickupCity.id, dropoffCity.id))
      errors.dropoff = [SERVER_MESSAGES.sameCity];
    const dateError = pickupDateError(body.pickup.date, todayUtc());
    if (dateError) errors.date = [dateError];
    if (!pickupCity || !dropoffCity || Object.keys(errors).length) return fieldErrors(errors);
    const now = new Date();
    const priced = priceQuotedLane(pickupCity, dropoffCity, body.equipment, {
      pickupDate: body.pickup.date,
      today: todayUtc(now),
    });
    const quoted = body.quote_id === undefined ? undefined : readQuote(body.quote_id);
    const booking = bookingPrice(quoted, priced.held, now);
    if ('refused' in booking) {
      const quote = issueQuote(priced, now);
      return HttpResponse.json<QuoteConflict>(
        {
          message: booking.refused,
          old_price: booking.oldCents === null ? null : booking.oldCents / 100,
          new_price: quote.base_price,
          quote,
        },
        { status: 409 },
      );
    }
    const shipment = createShipment({
      userId: user.id,
      equipment: body.equipment,
      pickupCity,
      dropoffCity,
      pickupDate: body.pickup.date,
      price: booking.parts,
    });
    return HttpResponse.json<Shipment>(toShipment(shipment), { status: 201 });
  }),

  http.get('*/api/shipper/shipments/', async ({ request }) => {
    const user = requireVerified(request, 'readShipments');
    const params = await validateQuery(request, shipmentListQuerySchema);
    return HttpResponse.json<ShipmentPage>(
      listShipmentPage(user.company_id, withBookedByMember(params, user.id)),
    );
  }),

  // Before the shipment's own route, whose :id would take "export".
  http.get('*/api/shipper/shipments/export/', async ({ request }) => {
    const user = requireVerified(request, 'readShipments');
    const params = await validateQuery(request, shipmentExportQuerySchema);
    const records = listAllShipments(user.company_id, withBookedByMember(params, user.id)).map(
      shipmentCsvRecord,
    );
    return new HttpResponse(stringify([SHIPMENT_CSV_HEADER, ...records], CSV_OPTIONS), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': csvDisposition('shipments', todayUtc()),
      },
    });
  }),

  http.get('*/api/shipper/shipments/:id', ({ request, params }) => {
    const shipment = ownShipment(requireVerified(request, 'readShipments'), params.id);
    return HttpResponse.json<ShipmentDetail>(shipmentDetail(shipment));
  }),

  http.get('*/api/shipper/shipments/:id/reprice/', ({ request, params }) =>
    HttpResponse.json<PriceCheck>(
      checkPrice(ownShipment(requireVerified(request, 'readShipments'), params.id)),
    ),
  ),

  http.post('*/api/shipper/shipments/:id/reprice/', ({ request, params }) => {
    const user = requireVerified(request, 'payShipments');
    const shipment = ownShipment(user, params.id);
    const refusal = repriceShipment(shipment, user.id);
    if (refusal) return notAllowed(refusal.refused);
    return HttpResponse.json<ShipmentDetail>(shipmentDetail(shipment));
  }),

  http.get('*/api/shipper/shipments/:id/cancellation/', ({ request, params }) => {
    const user = requireVerified(request, 'readShipments');
    return HttpResponse.json<CancellationQuote>(
      quoteCancellation(ownShipment(user, params.id), {
        withCard: may(user.role, 'readBilling'),
      }),
    );
  }),

  // As the other changes of a shipment: the body's JSON types are checked before it is looked for.
  http.post('*/api/shipper/shipments/:id/cancel/', async ({ request, params }) => {
    const user = requireVerified(request, 'cancelShipments');
    const body = await readBody(request, cancellationRequestSchema);
    const shipment = ownShipment(user, params.id);
    const asked = await validate(cancellationRequestSchema, body);
    const cancellation = cancelShipment(shipment, asked, user.id);
    if ('refused' in cancellation) return notAllowed(cancellation.refused);
    return HttpResponse.json<Shipment>(toShipment(shipment));
  }),
];
