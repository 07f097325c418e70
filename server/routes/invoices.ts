import type { Account } from '../http/authenticate';
import { listInvoices } from '../services/invoices/listInvoices';
import type { Api, RouteDeps } from './routeTypes';

export const registerInvoiceRoutes = (api: Api, { db, clock, auth }: RouteDeps) => {
  api.get('/invoices/', { onRequest: auth.requireVerified }, async (request) => ({
    results: await listInvoices(db, (request.account as Account).id, clock.now()),
  }));
};
