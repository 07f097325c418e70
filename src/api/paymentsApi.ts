import type {
  AppConfig,
  ConfirmPaymentRequest,
  CreateIntentRequest,
  PaymentResult,
  SavePaymentMethodRequest,
  SavedPaymentMethod,
} from '@domain/types';
import { api } from './api';
import { INVOICE_LIST, SHIPMENT_LIST } from './listTags';

/** The checkout's calls, part of the one api slice, loaded with the checkout page. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    savePaymentMethod: build.mutation<SavedPaymentMethod, SavePaymentMethodRequest>({
      query: (body) => ({ url: '/payment-methods/', method: 'POST', body }),
    }),
    createPaymentIntent: build.mutation<PaymentResult, CreateIntentRequest>({
      query: (body) => ({ url: '/payments/create-intent/', method: 'POST', body }),
      // Paid, the shipment moves to another tab.
      invalidatesTags: (result, _error, { shipment_id }) =>
        result?.status === 'succeeded'
          ? [{ type: 'Shipment', id: shipment_id }, SHIPMENT_LIST, INVOICE_LIST]
          : [],
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
} = paymentsApi;
