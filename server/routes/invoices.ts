import { attachmentDisposition } from '@domain/downloads';
import Type from 'typebox';
import { todayUtc } from '@domain/dates';
import { invoiceExportQuerySchema } from '@domain/invoiceCsv';
import { CSV_CONTENT_TYPE, csvDisposition } from '@domain/csvFiles';
import { invoicePdfFileName } from '@domain/invoiceDocument';
import { invoiceSheet } from '@domain/invoiceDocumentSheet';
import { invoiceListQuerySchema } from '@domain/listQueries';
import {
  InvoiceDocumentSchema,
  InvoicePageSchema,
  InvoiceSpendSchema,
} from '@domain/responseSchemas';
import { settleLater } from '../mail/sendLater';
import { answers, fileAnswer, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import { exportInvoices } from '../services/invoices/exportInvoices';
import { renderPdfOffThread } from '../services/documents/pdfThread';
import { makeInvoiceSpend } from '../services/invoices/invoiceSpend';
import { makeInvoiceList } from '../services/invoices/listInvoices';
import { readOwnInvoiceDocument } from '../services/invoices/readInvoiceDocument';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount, sessionCompany } from './sessionAccount';

const tags = ['invoices'];

const idParams = Type.Object({
  id: Type.String({
    description: "The invoice's id; one that names none of the caller's invoices is a 404.",
  }),
});

export const registerInvoiceRoutes = (api: Api, { db, clock, auth, mailer }: RouteDeps) => {
  const listInvoices = makeInvoiceList(db);
  const invoiceSpend = makeInvoiceSpend(db);
  // A shutdown lets the receipts of the payments just made go out, before the database closes.
  api.addHook('onClose', async () => {
    await settleLater(mailer);
  });
  const verified = { onRequest: auth.allow('readBilling') };
  const security = SIGNED_IN;

  api.get(
    '/invoices/',
    {
      ...verified,
      schema: {
        summary: 'List invoices',
        description:
          "A page of the shipper's invoices that match status, date_from and date_to (the " +
          'UTC day of issue, both ends included), in the ordering asked for (newest first by ' +
          'default, ties by id). count and filter_total are over every invoice that matches; ' +
          'totals are over all of them: paid, overdue and paid since month_start (the start ' +
          'of the month where the shipper is).',
        tags,
        security,
        querystring: invoiceListQuerySchema,
        response: answers({ 200: InvoicePageSchema }, VERIFIED_FAILURES, [400]),
      },
    },
    (request) => listInvoices(sessionCompany(request), request.query, clock.now()),
  );

  api.get(
    '/invoices/export/',
    {
      ...verified,
      schema: {
        summary: 'Export invoices',
        description:
          'Every invoice the list would show on any of its pages (the same status, dates, ' +
          'shipment and ordering), as a CSV file named for the day (invoices-2026-11-21.csv): ' +
          'a header row, then one row per invoice. Amounts are plain decimals, dates ISO 8601.',
        tags,
        security,
        querystring: invoiceExportQuerySchema,
        response: answers(
          { 200: fileAnswer(CSV_CONTENT_TYPE, 'The invoices, as a CSV file.') },
          VERIFIED_FAILURES,
          [400],
        ),
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const csv = await exportInvoices(db, sessionAccount(request).companyId, request.query, now);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('Content-Disposition', csvDisposition('invoices', todayUtc(now)))
        .send(csv);
    },
  );

  api.get(
    '/invoices/spend/',
    {
      ...verified,
      schema: {
        summary: 'Monthly spend',
        description:
          "What the shipper's paid and overdue invoices add up to in each of the last 12 " +
          'months, oldest first, the current one last: an invoice counts in the month of the ' +
          'UTC day it was issued on, a month without any is "0.00".',
        tags,
        security,
        response: answers({ 200: InvoiceSpendSchema }, VERIFIED_FAILURES),
      },
    },
    (request) => invoiceSpend(sessionCompany(request), clock.now()),
  );

  api.get(
    '/invoices/:id/',
    {
      ...verified,
      schema: {
        summary: 'An invoice',
        description:
          'The invoice with its line items, its shipment (lane, dates, facilities, load), ' +
          'whom it is billed to, its due date (the pickup date) and the card that paid it.',
        tags,
        security,
        params: idParams,
        response: answers({ 200: InvoiceDocumentSchema }, VERIFIED_FAILURES, [404]),
      },
    },
    (request) =>
      readOwnInvoiceDocument(db, sessionAccount(request).companyId, request.params.id, clock.now()),
  );

  api.get(
    '/invoices/:id/pdf/',
    {
      ...verified,
      schema: {
        summary: 'An invoice as a PDF',
        description:
          'The invoice as a one-page PDF to keep or forward, saved as its invoice number ' +
          '(INV-000123.pdf): what the invoice answers, laid out with the remittance address.',
        tags,
        security,
        params: idParams,
        response: answers(
          { 200: fileAnswer('application/pdf', 'The invoice, as a PDF file.') },
          VERIFIED_FAILURES,
          [404],
        ),
      },
    },
    async (request, reply) => {
      const invoice = await readOwnInvoiceDocument(
        db,
        sessionAccount(request).companyId,
        request.params.id,
        clock.now(),
      );
      const pdf = await renderPdfOffThread('invoice', invoiceSheet(invoice));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(invoicePdfFileName(invoice)))
        .send(pdf);
    },
  );
};
