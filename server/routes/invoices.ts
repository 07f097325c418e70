import { invoiceListQuerySchema } from '@domain/listQueries';
import type { Account } from '../http/authenticate';
import { validate } from '../http/validate';
import { makeInvoiceList } from '../services/invoices/listInvoices';
import { queryStringOf } from './queryString';
import type { Api, RouteDeps } from './routeTypes';

const listQuery = queryStringOf(invoiceListQuerySchema);

export const registerInvoiceRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  const listInvoices = makeInvoiceList(db);
  api.get(
    '/invoices/',
    { onRequest: auth.requireVerified, schema: { querystring: listQuery } },
    (request) =>
      listInvoices(
        request.account as Account,
        validate(invoiceListQuerySchema, request.query),
        clock.now(),
      ),
  );
};
