import type { CancellationQuote } from '@domain/cancellationQuote';
import type { CancellationRequest } from '@domain/cancellationReasons';
import type { Shipment } from '@domain/types';
import { api } from './api';
import { INVOICE_LIST, SHIPMENT_LIST } from './listTags';

/** The cancellation calls, part of the one api slice, loaded with the cancellation dialog. */
export const cancellationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // What cancelling costs follows the clock: asked again each time the dialog opens.
    getCancellationQuote: build.query<CancellationQuote, number>({
      query: (id) => `/shipper/shipments/${id}/cancellation/`,
      keepUnusedDataFor: 0,
    }),
    // Cancelling moves the shipment out of its tab and voids or refunds its invoice, which
    // changes billing's sums.
    cancelShipment: build.mutation<Shipment, { id: number; body: CancellationRequest }>({
      query: ({ id, body }) => ({ url: `/shipper/shipments/${id}/cancel/`, method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Shipment', id }, SHIPMENT_LIST, { type: 'Invoice' }, INVOICE_LIST],
    }),
  }),
});

export const { useGetCancellationQuoteQuery, useCancelShipmentMutation } = cancellationApi;
