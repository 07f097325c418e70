import { createApi } from '@reduxjs/toolkit/query/react';
import type { InferType } from 'yup';
import type { acceptInvitationSchema } from '@domain/team';
import type {
  AppointmentRequest,
  City,
  CreateShipmentRequest,
  FinalizingRequest,
  ListResponse,
  LoginRequest,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  Quote,
  QuoteRequest,
  Region,
  RegisterRequest,
  SessionResponse,
  Shipment,
  ShipmentListQuery,
  ShipmentPage,
  ShippingNeedsRequest,
  User,
  VerifyEmailRequest,
} from '@domain/types';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { baseQuery } from './baseQuery';

import { INVOICE_LIST, SHIPMENT_LIST } from './listTags';

/** What the join page sends: sign-up's fields, less what the invitation already says. */
export type AcceptInvitationRequest = InferType<typeof acceptInvitationSchema>;

/**
 * Every call of the API, in one slice so that tag invalidation reaches every screen. The calls of
 * billing, checkout and the team are injected by invoicesApi.ts, paymentsApi.ts and teamApi.ts,
 * so that they load with those pages instead of with the first one.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['User', 'Shipment', 'Invoice', 'Company', 'Facility'],
  endpoints: (build) => ({
    /* Accounts */
    register: build.mutation<SessionResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register/', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            api.util.upsertQueryData(
              'getCurrentUser',
              undefined,
              'token' in data ? data.user : data,
            ),
          );
      },
    }),
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login/', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            api.util.upsertQueryData(
              'getCurrentUser',
              undefined,
              'token' in data ? data.user : data,
            ),
          );
      },
    }),
    // Joining a company signs in as the new member, as login does; the session matches it.
    acceptInvitation: build.mutation<
      SessionResponse,
      { token: string; body: AcceptInvitationRequest }
    >({
      query: ({ token, body }) => ({
        url: `/auth/invitations/${encodeURIComponent(token)}/accept/`,
        method: 'POST',
        body,
      }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(api.util.upsertQueryData('getCurrentUser', undefined, data.user));
      },
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout/', method: 'POST' }),
    }),
    getCurrentUser: build.query<User, void>({
      query: () => '/auth/user/',
      providesTags: ['User'],
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/resend-verification/', method: 'POST' }),
    }),
    verifyEmail: build.mutation<MessageResponse, VerifyEmailRequest>({
      query: (body) => ({ url: '/auth/verify-email/', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset/request/', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<MessageResponse, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/auth/password-reset/confirm/', method: 'POST', body }),
    }),

    /* Shipper data */
    saveShippingNeeds: build.mutation<User, ShippingNeedsRequest>({
      query: (body) => ({ url: '/shipper/shipping-needs/', method: 'POST', body }),
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            api.util.upsertQueryData('getCurrentUser', undefined, 'token' in data ? data : data),
          );
      },
    }),
    searchCities: build.query<City[], string>({
      query: (namePrefix) => ({ url: '/shipper/cities', params: { name_prefix: namePrefix } }),
      transformResponse: (response: ListResponse<City>) => response.results,
    }),
    searchRegions: build.query<Region[], string>({
      query: (term) => ({ url: '/shipper/country-regions', params: { search_term: term } }),
      transformResponse: (response: ListResponse<Region>) => response.results,
    }),
    // A POST without side effects: a query, so that the same lane is priced once.
    getQuote: build.query<Quote, QuoteRequest>({
      query: (body) => ({ url: '/shipper/distance-price/', method: 'POST', body }),
    }),

    /* Shipments */
    // Every page and search of the list provides SHIPMENT_LIST: a change that moves a shipment
    // between tabs or searches refreshes them all.
    getShipments: build.query<ShipmentPage, ShipmentListQuery>({
      query: (params) => ({ url: '/shipper/shipments/', params }),
      providesTags: (page) => [
        ...(page?.results ?? []).map(({ id }) => ({ type: 'Shipment' as const, id })),
        SHIPMENT_LIST,
      ],
    }),
    // A request reads the shipment when it reaches the server. A change saved while it is on its
    // way writes its answer into the cache, newer than what this request will bring: the request
    // then leaves the cache as it is, and the refetch that change asked for follows.
    getShipment: build.query<ShipmentDetail, number>({
      queryFn: async (id, { getState }, _extraOptions, fetchWithBaseQuery) => {
        const select = api.endpoints.getShipment.select(id);
        const cached = (): ShipmentDetail | undefined =>
          select(getState() as Parameters<typeof select>[0]).data;
        const before = cached();
        const result = await fetchWithBaseQuery(`/shipper/shipments/${id}`);
        if (result.error) return { error: result.error, meta: result.meta };
        const after = cached();
        const data = after !== before && after ? after : (result.data as ShipmentDetail);
        return { data, meta: result.meta };
      },
      providesTags: (_result, _error, id) => [{ type: 'Shipment', id }],
    }),
    createShipment: build.mutation<Shipment, CreateShipmentRequest>({
      query: (body) => ({ url: '/shipper/shipments/', method: 'POST', body }),
      invalidatesTags: [SHIPMENT_LIST],
    }),
    // The answer is the saved shipment. It goes into the cache before the change counts as saved,
    // so the page shows it at once and the refetch this change asks for starts from it. A pending
    // invoice's amount follows the shipment's total.
    updateAppointment: build.mutation<Shipment, { id: number; body: AppointmentRequest }>({
      queryFn: async ({ id, body }, { dispatch }, _extraOptions, fetchWithBaseQuery) => {
        const result = await fetchWithBaseQuery({
          url: `/shipper/shipments/${id}/appointment/`,
          method: 'PATCH',
          body,
        });
        if (result.error) return { error: result.error, meta: result.meta };
        const shipment = result.data as Shipment;
        // The change's answer has the shipment alone: its carrier and milestones stay as read.
        dispatch(
          api.util.updateQueryData('getShipment', id, (detail) => ({ ...detail, ...shipment })),
        );
        return { data: shipment, meta: result.meta };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Shipment', id }, INVOICE_LIST],
    }),
    finalizeShipment: build.mutation<Shipment, { id: number; body: FinalizingRequest }>({
      query: ({ id, body }) => ({
        url: `/shipper/shipments/${id}/finalizing/`,
        method: 'PATCH',
        body,
      }),
      // Finalizing creates the shipment's invoice, and its reference number is searched by.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Shipment', id },
        SHIPMENT_LIST,
        INVOICE_LIST,
      ],
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useAcceptInvitationMutation,
  useLogoutMutation,
  useGetCurrentUserQuery,
  useResendVerificationMutation,
  useVerifyEmailMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useSaveShippingNeedsMutation,
  useSearchCitiesQuery,
  useSearchRegionsQuery,
  useGetQuoteQuery,
  useGetShipmentsQuery,
  useGetShipmentQuery,
  useCreateShipmentMutation,
  useUpdateAppointmentMutation,
  useFinalizeShipmentMutation,
} = api;
