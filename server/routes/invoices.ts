import { invoiceListQuerySchema } from '@domain/listQueries';
import { InvoicePageSchema } from '@domain/responseSchemas';
import { answers, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { makeInvoiceList } from '../services/invoices/listInvoices';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

export const registerInvoiceRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  const listInvoices = makeInvoiceList(db);
  api.get(
    '/invoices/',
    {
      onRequest: auth.requireVerified,
      schema: {
        summary: 'List invoices',
        description:
          "A page of the shipper's invoices that match status, date_from and date_to (the " +
          'UTC day of issue, both ends included), in the ordering asked for (newest first by ' +
          'default, ties by id). count and filter_total are over every invoice that matches; ' +
          'totals are over all of them: paid, overdue and paid since month_start (the start ' +
          'of the month where the shipper is).',
        tags: ['invoices'],
        security: SIGNED_IN,
        querystring: invoiceListQuerySchema,
        response: answers({ 200: InvoicePageSchema }, VERIFIED_FAILURES, [400]),
      },
    },
    (request) => listInvoices(sessionAccount(request), request.query, clock.now()),
  );
};
