import type { ShipmentDetail } from '@domain/dispatchTypes';
import type {
  AppConfig,
  ConfirmPaymentRequest,
  CreateIntentRequest,
  PaymentResult,
  PriceCheck,
  SavePaymentMethodRequest,
  SavedPaymentMethod,
} from '@domain/types';
import { api } from './api';
import { priceChangedOf } from './priceConflicts';
import { INVOICE_LIST, SHIPMENT_LIST } from './listTags';

/** The checkout's calls, part of the one api slice, loaded with the checkout page. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePaymentMethod: build.mutation<SavedPaymentMethod, SavePaymentMethodRequest>({
      query: (body) => ({ url: '/payment-methods/', method: 'POST', body }),
    }),
    createPaymentIntent: build.mutation<PaymentResult, CreateIntentRequest>({
      query: (body) => ({ url: '/payments/create-intent/', method: 'POST', body }),
      // Paid, the shipment moves to another tab; refused on a new price, its price is read again.
      invalidatesTags: (result, error, { shipment_id }) => {
        if (result?.status === 'succeeded')
          return [{ type: 'Shipment', id: shipment_id }, SHIPMENT_LIST, INVOICE_LIST];
        return priceChangedOf(error) ? [{ type: 'Shipment', id: shipment_id }] : [];
      },
    }),
    checkPrice: build.query<PriceCheck, number>({
      query: (id) => `/shipper/shipments/${id}/reprice/`,
      providesTags: (_check, _error, id) => [{ type: 'Shipment', id }],
    }),
    // The answer is the shipment at its new price; its invoice's amount follows it.
    acceptNewPrice: build.mutation<ShipmentDetail, number>({
      query: (id) => ({ url: `/shipper/shipments/${id}/reprice/`, method: 'POST' }),
      invalidatesTags: (_detail, _error, id) => [
        { type: 'Shipment', id },
        SHIPMENT_LIST,
        INVOICE_LIST,
      ],
    }),
    // The intent does not name its shipment here, so a confirmed payment refreshes them all.
    confirmPayment: build.mutation<PaymentResult, ConfirmPaymentRequest>({
      query: (body) => ({ url: '/payments/confirm/', method: 'POST', body }),
      invalidatesTags: (result) => (result?.status === 'succeeded' ? ['Shipment', 'Invoice'] : []),
    }),
    getConfig: build.query<AppConfig, void>({
      query: () => '/config/',
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useSavePaymentMethodMutation,
  useCreatePaymentIntentMutation,
  useConfirmPaymentMutation,
  useGetConfigQuery,
  useCheckPriceQuery,
  useAcceptNewPriceMutation,
} = paymentsApi;
