import { CompanyActivityPageSchema, ShipmentActivityListSchema } from '@domain/activitySchemas';
import { activityExportQuerySchema, activityListQuerySchema } from '@domain/activityQueries';
import { CSV_CONTENT_TYPE, csvDisposition } from '@domain/csvFiles';
import { todayUtc } from '@domain/dates';
import { answers, fileAnswer, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { exportActivity } from '../services/activity/exportActivity';
import { listActivity } from '../services/activity/listActivity';
import { readShipmentActivity } from '../services/activity/shipmentActivity';
import type { Api, RouteDeps } from './routeTypes';
import { shipmentIdOf, shipmentIdParams } from './shipmentParams';
import { sessionAccount } from './sessionAccount';

const tags = ['activity'];

/** Who did what: a shipment's history for every member, the company's activity for its admins. */
export const registerActivityRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  const security = SIGNED_IN;
  const companyActivity = { onRequest: auth.allow('readActivity') };

  api.get(
    '/shipper/shipments/:id/activity/',
    {
      onRequest: auth.allow('readShipments'),
      schema: {
        summary: "A shipment's history",
        description:
          'Who did what to the shipment, newest first: booked, facility details and driver ' +
          'assist, final details, payments tried, failed and made, cancelled, refunded. Each ' +
          'event is told in one sentence, with the fields a change changed, before and after. ' +
          'Which card paid or was refunded is told only to a role that may see billing.',
        tags,
        security,
        params: shipmentIdParams,
        response: answers({ 200: ShipmentActivityListSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    async (request) => {
      return readShipmentActivity(db, sessionAccount(request), shipmentIdOf(request.params));
    },
  );

  api.get(
    '/company/activity/',
    {
      ...companyActivity,
      schema: {
        summary: "The company's activity",
        description:
          "A page of everything the company's members did, newest first: to its shipments and " +
          'to its team. Filtered by the member who did it, the kind of event, and the UTC days ' +
          'from and to (both included); count is over every event that matches. Admins only.',
        tags,
        security,
        querystring: activityListQuerySchema,
        response: answers({ 200: CompanyActivityPageSchema }, VERIFIED_FAILURES, [400]),
      },
    },
    (request) => listActivity(db, sessionAccount(request), request.query),
  );

  api.get(
    '/company/activity/export/',
    {
      ...companyActivity,
      schema: {
        summary: "Export the company's activity",
        description:
          'Every event the activity list shows on any of its pages, with the same filters, as ' +
          'a CSV file named for the day (activity-2026-11-21.csv): a header row, then When, ' +
          'Member, Kind, Shipment, Summary and Changes of each event, newest first. Admins only.',
        tags,
        security,
        querystring: activityExportQuerySchema,
        response: answers(
          { 200: fileAnswer(CSV_CONTENT_TYPE, 'The events, as a CSV file.') },
          VERIFIED_FAILURES,
          [400],
        ),
      },
    },
    async (request, reply) => {
      const csv = await exportActivity(db, sessionAccount(request), request.query);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', csvDisposition('activity', todayUtc(clock.now())))
        .send(csv);
    },
  );
};
