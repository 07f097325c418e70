import { stringify } from 'csv-stringify/sync';
import { http, HttpResponse } from 'msw';
import { ACTIVITY_CSV_HEADER, activityCsvRecord } from '@domain/activityCsv';
import type { CompanyActivityPage, ShipmentActivityList } from '@domain/activitySchemas';
import { activityExportQuerySchema, activityListQuerySchema } from '@domain/activityQueries';
import { CSV_CONTENT_TYPE, CSV_OPTIONS, csvDisposition } from '@domain/csvFiles';
import { todayUtc } from '@domain/dates';
import { companyActivity, companyActivityPage, shipmentActivity } from '../db/activity';
import { ownShipment } from '../http/ownShipment';
import { requireVerified } from '../http/session';
import { validateQuery } from '../http/validation';

/** Who did what: a shipment's history for every member, the company's activity for its admins. */
export const activityHandlers = [
  http.get('*/api/shipper/shipments/:id/activity/', ({ request, params }) => {
    const user = requireVerified(request, 'readShipments');
    const shipment = ownShipment(user, params.id);
    return HttpResponse.json<ShipmentActivityList>({
      results: shipmentActivity(user.company_id, shipment.id, user.role),
    });
  }),

  http.get('*/api/company/activity/', async ({ request }) => {
    const user = requireVerified(request, 'readActivity');
    const params = await validateQuery(request, activityListQuerySchema);
    return HttpResponse.json<CompanyActivityPage>(
      companyActivityPage(user.company_id, params, user.role),
    );
  }),

  http.get('*/api/company/activity/export/', async ({ request }) => {
    const user = requireVerified(request, 'readActivity');
    const params = await validateQuery(request, activityExportQuerySchema);
    const records = companyActivity(user.company_id, params, user.role).map(activityCsvRecord);
    return new HttpResponse(stringify([ACTIVITY_CSV_HEADER, ...records], CSV_OPTIONS), {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': csvDisposition('activity', todayUtc()),
      },
    });
  }),
];
