import type { InvoiceDocument, InvoiceListQuery, InvoicePage, InvoiceSpend } from '@domain/types';
import { api } from './api';
import { INVOICE_LIST } from './listTags';

/** The invoice calls, part of the one api slice, loaded with the pages that show invoices. */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A payment changes its invoice: what refreshes the list refreshes the document too.
    getInvoice: build.query<InvoiceDocument, number>({
      query: (id) => `/invoices/${id}/`,
      providesTags: (_invoice, _error, id) => [{ type: 'Invoice', id }, INVOICE_LIST],
    }),
    getInvoices: build.query<InvoicePage, InvoiceListQuery>({
      query: (params) => ({ url: '/invoices/', params }),
      providesTags: (page) => [
        ...(page?.results ?? []).map(({ id }) => ({ type: 'Invoice' as const, id })),
        INVOICE_LIST,
      ],
    }),
    // Paying or finalizing moves an invoice's amount between the months' sums.
    getInvoiceSpend: build.query<InvoiceSpend, void>({
      query: () => '/invoices/spend/',
      providesTags: [INVOICE_LIST],
    }),
  }),
});

export const { useGetInvoiceQuery, useGetInvoicesQuery, useGetInvoiceSpendQuery } = invoicesApi;
