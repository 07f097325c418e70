import { attachmentDisposition } from '@domain/downloads';
import { stringify } from 'csv-stringify/sync';
import { http, HttpResponse } from 'msw';
import { TEST_AUTHENTICATION_FAILED } from '@domain/constants';
import { todayUtc } from '@domain/dates';
import { INVOICE_CSV_HEADER, invoiceExportQuerySchema } from '@domain/invoiceCsv';
import { CSV_CONTENT_TYPE, CSV_OPTIONS, csvDisposition } from '@domain/csvFiles';
import { invoicePdfFileName } from '@domain/invoiceDocument';
import { invoiceSheet } from '@domain/invoiceDocumentSheet';
import { invoiceSpend } from '@domain/invoiceSpend';
import { invoiceListQuerySchema } from '@domain/listQueries';
import {
  confirmPaymentSchema,
  createIntentSchema,
  savePaymentMethodSchema,
} from '@domain/requestSchemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { testCardFor } from '@domain/testPayments';
import type {
  AppConfig,
  InvoiceDocument,
  InvoicePage,
  InvoiceSpend,
  PaymentResult,
  PriceChanged,
  SavedPaymentMethod,
} from '@domain/types';
import { ownInvoiceDocument } from '../db/invoiceDocument';
import { renderInvoicePdf } from '../db/invoicePdf';
import { companyInvoices, invoiceExportRecords, listInvoicePage } from '../db/invoices';
import type { Refusal } from '../db/payments';
import {
  confirmPaymentIntent,
  createPaymentIntent,
  findOwnIntent,
  savePaymentMethod,
} from '../db/payments';
import type { UserRecord } from '../db/records';
import { findOwnShipment } from '../db/shipments';
import { fieldErrors, notAllowed, notFound } from '../http/responses';
import { requireVerified } from '../http/session';
import { validateBody, validateQuery } from '../http/validation';

/** The company's invoice named in the path; another company's, or a malformed id, is a 404. */
const ownInvoice = (user: UserRecord, id: string | readonly string[] | undefined) => {
  const invoice = typeof id === 'string' ? ownInvoiceDocument(user.company_id, id) : undefined;
  if (!invoice) throw notFound();
  return invoice;
};

const paymentResponse = (result: PaymentResult | Refusal | { priceChanged: PriceChanged }) => {
  if ('refused' in result) return notAllowed(result.refused);
  if ('priceChanged' in result)
    return HttpResponse.json<PriceChanged>(result.priceChanged, { status: 409 });
  return HttpResponse.json<PaymentResult>(result);
};

export const billingHandlers = [
  http.get('*/api/invoices/', async ({ request }) => {
    const user = requireVerified(request, 'readBilling');
    const params = await validateQuery(request, invoiceListQuerySchema);
    return HttpResponse.json<InvoicePage>(listInvoicePage(user.company_id, params));
  }),

  // Before the invoice of an id, which "export" would otherwise be taken for.
  http.get('*/api/invoices/export/', async ({ request }) => {
    const user = requireVerified(request, 'readBilling');
    const params = await validateQuery(request, invoiceExportQuerySchema);
    const csv = stringify(
      [INVOICE_CSV_HEADER, ...invoiceExportRecords(user.company_id, params)],
      CSV_OPTIONS,
    );
    return new HttpResponse(csv, {
      headers: {
        'Content-Type': CSV_CONTENT_TYPE,
        'Content-Disposition': csvDisposition('invoices', todayUtc()),
      },
    });
  }),

  // Before the invoice of an id too.
  http.get('*/api/invoices/spend/', ({ request }) =>
    HttpResponse.json<InvoiceSpend>(
      invoiceSpend(companyInvoices(requireVerified(request, 'readBilling').company_id), new Date()),
    ),
  ),

  http.get('*/api/invoices/:id/', ({ request, params }) =>
    HttpResponse.json<InvoiceDocument>(
      ownInvoice(requireVerified(request, 'readBilling'), params.id),
    ),
  ),

  http.get('*/api/invoices/:id/pdf/', ({ request, params }) => {
    const invoice = ownInvoice(requireVerified(request, 'readBilling'), params.id);
    return new HttpResponse(renderInvoicePdf(invoiceSheet(invoice)), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentDisposition(invoicePdfFileName(invoice)),
      },
    });
  }),

  http.post('*/api/payment-methods/', async ({ request }) => {
    const user = requireVerified(request, 'payShipments');
    const body = await validateBody(request, savePaymentMethodSchema);
    const card = testCardFor(body.payment_method_id);
    if (!card) return fieldErrors({ payment_method_id: [SERVER_MESSAGES.unknownPaymentMethod] });
    const { id, payment_method_id, brand, last4 } = savePaymentMethod(
      user.id,
      body.payment_method_id,
      card,
    );
    return HttpResponse.json<SavedPaymentMethod>(
      { id, payment_method_id, brand, last4 },
      { status: 201 },
    );
  }),

  // The amount is the shipment's total as the store has it; the client never sends one.
  http.post('*/api/payments/create-intent/', async ({ request }) => {
    const user = requireVerified(request, 'payShipments');
    const body = await validateBody(request, createIntentSchema);
    const shipment = findOwnShipment(user.company_id, body.shipment_id);
    if (!shipment) return notFound();
    return paymentResponse(createPaymentIntent(user.id, shipment, body.payment_method_id));
  }),

  http.post('*/api/payments/confirm/', async ({ request }) => {
    const user = requireVerified(request, 'payShipments');
    const body = await validateBody(request, confirmPaymentSchema);
    const intent = findOwnIntent(user.company_id, body.payment_intent_id);
    const shipment = intent && findOwnShipment(user.company_id, intent.shipmentId);
    if (!intent || !shipment) return notFound();
    const failed = body.authentication === TEST_AUTHENTICATION_FAILED;
    return paymentResponse(confirmPaymentIntent(intent, shipment, failed));
  }),

  // The mocks stand in for the server's built-in test provider, never for Stripe.
  http.get('*/api/config/', () =>
    HttpResponse.json<AppConfig>({ payment_provider: 'test', stripe_publishable_key: null }),
  ),
];
