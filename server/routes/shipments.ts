import { appointmentRequestSchema } from '@domain/appointmentRequestSchema';
import { cancellationRequestSchema } from '@domain/cancellationReasons';
import { shipmentListQuerySchema } from '@domain/listQueries';
import { createShipmentRequestSchema } from '@domain/requestSchemas';
import {
  CancellationQuoteSchema,
  QuoteConflictSchema,
  ShipmentDetailSchema,
  ShipmentPageSchema,
  ShipmentSchema,
} from '@domain/responseSchemas';
import { finalizingSchema } from '@domain/schemas';
import { shipmentExportQuerySchema } from '@domain/shipmentCsv';
import { CSV_CONTENT_TYPE, csvDisposition } from '@domain/csvFiles';
import { todayUtc } from '@domain/dates';
import { withBookedByMember } from '@domain/shipmentListFilters';
import type { Action } from '@domain/roles';
import {
  answers,
  BODY_FAILURES,
  fileAnswer,
  SIGNED_IN,
  VERIFIED_FAILURES,
} from '../openapi/answers';
import { requestSchema } from '../openapi/requestSchema';
import { cancelShipment } from '../services/cancellations/cancelShipment';
import { sendCancellationNotice } from '../services/cancellations/cancellationNotice';
import { settleCutOffAttempts } from '../services/payments/settleCutOff';
import { makeRefund } from '../services/refunds/makeRefund';
import { changeAppointment } from '../services/shipments/changeAppointment';
import { createShipment, Requoted } from '../services/shipments/createShipment';
import { heldQuote } from '../services/quotes';
import { exportShipments } from '../services/shipments/exportShipments';
import { finalizeShipment } from '../services/shipments/finalizeShipment';
import { makeShipmentList } from '../services/shipments/listShipments';
import { quoteCancellation } from '../services/shipments/quoteCancellation';
import { readShipment } from '../services/shipments/readShipment';
import { toShipment } from '../services/shipments/toShipment';
import type { Api, RouteDeps } from './routeTypes';
import { shipmentIdOf, shipmentIdParams } from './shipmentParams';
import { sessionAccount, sessionCompany } from './sessionAccount';

const tags = ['shipments'];

/*
 * Both changes are checked once the shipment is found: another shipper's shipment is a 404
 * whatever the body, and the weight limit is the shipment's trailer's (finalizingContext). The
 * services apply these same schemas with the stored shipment; here only the body's JSON shape,
 * as strictly as the domain declares (typeCheckOf).
 */
const appointmentBody = requestSchema(appointmentRequestSchema, { rulesInService: true });
const finalizingBody = requestSchema(finalizingSchema, { rulesInService: true });
const cancellationBody = requestSchema(cancellationRequestSchema, { rulesInService: true });

export const registerShipmentRoutes = (api: Api, deps: RouteDeps) => {
  const { db, clock, auth, quoteTickets } = deps;
  // Authentication comes first, before the body is even read: 401 and 403 outrank a 400.
  const allow = (action: Action) => ({ onRequest: auth.allow(action) });
  const security = SIGNED_IN;
  const listShipments = makeShipmentList(db);

  api.post(
    '/shipper/shipments/',
    {
      ...allow('createShipments'),
      schema: {
        summary: 'Book a shipment',
        description:
          'A lane, its equipment and the pickup date, priced as quoted: at the price of the ' +
          'quote named by `quote_id` while it holds, else at the price of the lane today (a ' +
          'quote that expired, is not known, or prices another lane, equipment or pickup day ' +
          'is a 409 with the new quote, and nothing is booked). The drop-off date follows from ' +
          'the transit time. The shipment is unfinished until paid.',
        tags,
        security,
        body: createShipmentRequestSchema,
        response: answers(
          { 201: ShipmentSchema, 409: QuoteConflictSchema },
          VERIFIED_FAILURES,
          BODY_FAILURES,
        ),
      },
    },
    async (request, reply) => {
      const { quote_id, equipment, pickup, dropoff } = request.body;
      const now = clock.now();
      try {
        const record = await createShipment(
          db,
          sessionAccount(request),
          {
            equipment,
            pickupCityId: pickup.city,
            dropoffCityId: dropoff.city,
            pickupDate: pickup.date,
            quoted: quote_id === undefined ? undefined : await quoteTickets.read(quote_id),
          },
          now,
        );
        return await reply.code(201).send(toShipment(record, now));
      } catch (error) {
        if (!(error instanceof Requoted)) throw error;
        const quote = await heldQuote(quoteTickets, error.priced, now);
        return reply.code(409).send({
          message: error.message,
          old_price: error.oldCents === null ? null : error.oldCents / 100,
          new_price: quote.base_price,
          quote,
        });
      }
    },
  );

  api.get(
    '/shipper/shipments/',
    {
      ...allow('readShipments'),
      schema: {
        summary: 'List shipments',
        description:
          "A page of the shipper's shipments of one dashboard tab, matching the search (a city, " +
          'a reference number) and the filters (equipment, pickup dates), in the order asked ' +
          '(newest first unless told), with the count of every tab among the shipments that ' +
          'match the search and the filters.',
        tags,
        security,
        querystring: shipmentListQuerySchema,
        response: answers({ 200: ShipmentPageSchema }, VERIFIED_FAILURES, [400]),
      },
    },
    (request) =>
      listShipments(
        sessionCompany(request),
        withBookedByMember(request.query, sessionAccount(request).id),
        clock.now(),
      ),
  );

  api.get(
    '/shipper/shipments/export/',
    {
      ...allow('readShipments'),
      schema: {
        summary: 'Export shipments as CSV',
        description:
          'Every shipment the list shows on any of its pages, with the same tab, search, ' +
          'filters and order, in one CSV file with a header row (page and page_size are not ' +
          'parameters here, and are ignored as any unknown one). Streamed as it is read.',
        tags,
        security,
        querystring: shipmentExportQuerySchema,
        response: answers(
          { 200: fileAnswer('text/csv', 'The shipments, one a line after the header, in UTF-8.') },
          VERIFIED_FAILURES,
          [400],
        ),
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const account = sessionAccount(request);
      const csv = await exportShipments(
        db,
        account.companyId,
        withBookedByMember(request.query, account.id),
        now,
      );
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', csvDisposition('shipments', todayUtc(now)))
        .send(csv);
    },
  );

  api.get(
    '/shipper/shipments/:id',
    {
      ...allow('readShipments'),
      schema: {
        summary: 'Read a shipment',
        description:
          'The shipment with its carrier (null until one is assigned), the driver’s first name, ' +
          'the truck and trailer, and the milestones so far, each in its place’s time zone.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 200: ShipmentDetailSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      readShipment(
        db,
        sessionAccount(request).companyId,
        shipmentIdOf(request.params),
        clock.now(),
      ),
  );

  api.get(
    '/shipper/shipments/:id/cancellation/',
    {
      ...allow('readShipments'),
      schema: {
        summary: 'Quote cancelling a shipment',
        description:
          'Whether the shipment may be cancelled now, and at what cost: until when it is free, ' +
          "on the pickup city's clock, what of the charge is kept and what goes back to the " +
          'card. Reading it cancels nothing: every role may, and cancelling is still the ' +
          'cancel permission’s. The card is named only to a role that may see billing.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 200: CancellationQuoteSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) =>
      quoteCancellation(db, sessionAccount(request), shipmentIdOf(request.params), clock.now()),
  );

  api.post(
    '/shipper/shipments/:id/cancel/',
    {
      ...allow('cancelShipments'),
      schema: {
        summary: 'Cancel a shipment',
        description:
          'At what the cancellation quote says now: an unpaid shipment at no cost, its invoice ' +
          'void; a paid one with its charge refunded to the card, less the late fee once free ' +
          'cancellation has ended. A shipment under way, delivered or cancelled is refused (400), ' +
          'and so is one whose payment is under way (409). A reason is required, and words of ' +
          "the shipper's own for Other.",
        tags,
        security,
        params: shipmentIdParams,
        body: cancellationBody,
        response: answers({ 200: ShipmentSchema }, VERIFIED_FAILURES, BODY_FAILURES, [404, 409]),
      },
    },
    async (request) => {
      const { record, owedRefund } = await cancelShipment(
        deps,
        sessionAccount(request),
        shipmentIdOf(request.params),
        request.body,
      );
      // Once the cancellation has committed; a refund the provider did not make now stays owed,
      // and every server's look for owed refunds makes it. The notice goes after the refund was
      // asked for, so that it can say the refund was made.
      if (owedRefund) {
        const made = await makeRefund(deps, owedRefund);
        if (!made.made)
          request.log.warn(
            { shipmentId: owedRefund.shipmentId, reason: made.reason },
            'the refund was not made at once; it stays owed',
          );
      }
      sendCancellationNotice(deps, record.shipment.id);
      return toShipment(record, clock.now());
    },
  );

  api.patch(
    '/shipper/shipments/:id/appointment/',
    {
      ...allow('changeShipments'),
      schema: {
        summary: 'Set a facility or driver assist',
        description:
          "One change a call: a stop's facility details, until the shipment is under way, or " +
          'driver assist, until it is paid (not while a payment is under way: 409). A stop takes ' +
          "its window beside them: an appointment's date and hours, or the receiving hours when " +
          'first come, first served; none when still to be scheduled.',
        tags,
        security,
        params: shipmentIdParams,
        body: appointmentBody,
        response: answers({ 200: ShipmentSchema }, VERIFIED_FAILURES, BODY_FAILURES, [404, 409]),
      },
    },
    async (request) => {
      const shipmentId = shipmentIdOf(request.params);
      // A payment cut off by a crash would hold driver assist until settled: settle it first.
      if (request.body.driver_assist !== undefined) await settleCutOffAttempts(deps, shipmentId);
      const now = clock.now();
      const record = await changeAppointment(
        db,
        sessionAccount(request),
        shipmentId,
        request.body,
        now,
      );
      return toShipment(record, now);
    },
  );

  api.patch(
    '/shipper/shipments/:id/finalizing/',
    {
      ...allow('changeShipments'),
      schema: {
        summary: 'Finalize a shipment',
        description:
          "The load details and the stops' numbers and notes; the first time, the invoice is " +
          'made. Also after payment, to correct them, until pickup. The weight limit is the ' +
          "shipment's trailer's. A reefer takes its temperature and unit mode, required until " +
          'saved once; a dry van none.',
        tags,
        security,
        params: shipmentIdParams,
        body: finalizingBody,
        response: answers({ 200: ShipmentSchema }, VERIFIED_FAILURES, BODY_FAILURES, [404]),
      },
    },
    async (request) => {
      const now = clock.now();
      const record = await finalizeShipment(
        db,
        sessionAccount(request),
        shipmentIdOf(request.params),
        request.body,
        now,
      );
      return toShipment(record, now);
    },
  );
};
