import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { API_BASE_PATH } from '@domain/constants';
import type {
  AssignedShipment,
  AssignmentInput,
  Carrier,
  CarrierInput,
  DispatchStage,
  OpsEventInput,
  OpsShipment,
  RegistryLookup,
} from '@domain/dispatchTypes';
import type { Operator } from '@domain/operatorRoles';
import type { ListResponse, LoginRequest, MessageResponse } from '@domain/types';
import { endingOpsSessionOn401, withOpsToken } from '../state/opsSession/requests';
import { readOpsSession, refreshOperator, saveOpsSession } from '../state/opsSession/store';
import type { OpsSession } from '../state/opsSession/store';
import { api } from './api';

/*
 * The calls of the operations desk (/api/ops/), part of the one api slice, loaded with its pages
 * only. They go through a base query of their own rather than the slice's: it sends the
 * operator's token instead of the shipper's, and a 401 ends the ops session instead of the
 * shipper's. Keeping that rule here, and not in the slice's base query, leaves the first pages'
 * code as it was.
 */

// As the slice's base query: Node's fetch (tests) cannot resolve a relative URL.
const opsBaseQuery = endingOpsSessionOn401(
  fetchBaseQuery({
    baseUrl: new URL(API_BASE_PATH, window.location.origin).toString(),
    prepareHeaders: withOpsToken,
  }),
);

/**
 * An endpoint's `queryFn` that makes its request, built from its argument, as the ops session.
 * RTK Query applies no `transformResponse` to a `queryFn`: `read` takes its place.
 */
const opsCall =
  <Result, Arg, Answer = Result>(
    request: (arg: Arg) => string | FetchArgs,
    read: (answer: Answer) => Result = (answer) => answer as unknown as Result,
  ) =>
  async (
    arg: Arg,
    queryApi: BaseQueryApi,
    extraOptions: object,
  ): Promise<QueryReturnValue<Result, FetchBaseQueryError, FetchBaseQueryMeta | undefined>> => {
    const { data, error, meta } = await opsBaseQuery(request(arg), queryApi, extraOptions);
    return error ? { error, meta } : { data: read(data as Answer), meta };
  };

const results = <T>(answer: ListResponse<T>): T[] => answer.results;

/** Signing in, or setting a password by the one-time link, starts the ops session. */
const startingOpsSession = async (
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<{ data: OpsSession }> },
) => {
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) saveOpsSession({ token: answer.data.token, operator: answer.data.operator });
};

export type SetPasswordRequest = { token: string; password: string };

export const opsApi = api
  .enhanceEndpoints({ addTagTypes: ['Carrier', 'OpsShipment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      opsLogin: build.mutation<OpsSession, LoginRequest>({
        queryFn: opsCall((body) => ({ url: '/ops/auth/login/', method: 'POST', body })),
        onQueryStarted: startingOpsSession,
      }),
      setOperatorPassword: build.mutation<OpsSession, SetPasswordRequest>({
        queryFn: opsCall((body) => ({ url: '/ops/auth/set-password/', method: 'POST', body })),
        onQueryStarted: startingOpsSession,
      }),
      opsLogout: build.mutation<MessageResponse, void>({
        queryFn: opsCall(() => ({ url: '/ops/auth/logout/', method: 'POST' })),
      }),
      // The stored operator is refreshed from the server; a token it refuses ends the session.
      getOperator: build.query<Operator, void>({
        queryFn: opsCall(() => '/ops/auth/me/'),
        onQueryStarted: async (_arg, { queryFulfilled }) => {
          const sentWith = readOpsSession()?.token;
          const answer = await queryFulfilled.catch(() => undefined);
          if (answer && sentWith) refreshOperator(sentWith, answer.data);
        },
      }),

      getCarriers: build.query<Carrier[], void>({
        queryFn: opsCall(() => '/ops/carriers/', results<Carrier>),
        providesTags: ['Carrier'],
      }),
      addCarrier: build.mutation<Carrier, CarrierInput>({
        queryFn: opsCall((body) => ({ url: '/ops/carriers/', method: 'POST', body })),
        invalidatesTags: (_result, error) => (error ? [] : ['Carrier']),
      }),
      changeCarrier: build.mutation<Carrier, { id: number; body: Partial<CarrierInput> }>({
        queryFn: opsCall(({ id, body }) => ({
          url: `/ops/carriers/${id}/`,
          method: 'PATCH',
          body,
        })),
        invalidatesTags: (_result, error) => (error ? [] : ['Carrier']),
      }),
      lookUpRegistry: build.query<RegistryLookup, string>({
        queryFn: opsCall((usdot) => `/ops/registry/?usdot_number=${encodeURIComponent(usdot)}`),
      }),
      verifyCarrier: build.mutation<Carrier, number>({
        queryFn: opsCall((id) => ({ url: `/ops/carriers/${id}/verify/`, method: 'POST' })),
        invalidatesTags: (_result, error) => (error ? [] : ['Carrier']),
      }),

      // Every stage provides the one tag: a change moves shipments between stages.
      getOpsShipments: build.query<OpsShipment[], DispatchStage>({
        queryFn: opsCall(
          (stage: DispatchStage) => ({ url: '/ops/shipments/', params: { stage } }),
          results<OpsShipment>,
        ),
        providesTags: ['OpsShipment'],
      }),
      assignCarrier: build.mutation<AssignedShipment, { id: number; body: AssignmentInput }>({
        queryFn: opsCall(({ id, body }) => ({
          url: `/ops/shipments/${id}/assignment/`,
          method: 'PUT',
          body,
        })),
        invalidatesTags: (_result, error) => (error ? [] : ['OpsShipment']),
      }),
      recordOpsEvent: build.mutation<OpsShipment, { id: number; body: OpsEventInput }>({
        queryFn: opsCall(({ id, body }) => ({
          url: `/ops/shipments/${id}/events/`,
          method: 'POST',
          body,
        })),
        invalidatesTags: (_result, error) => (error ? [] : ['OpsShipment']),
      }),
    }),
  });

export const {
  useOpsLoginMutation,
  useSetOperatorPasswordMutation,
  useOpsLogoutMutation,
  useGetOperatorQuery,
  useGetCarriersQuery,
  useAddCarrierMutation,
  useChangeCarrierMutation,
  useVerifyCarrierMutation,
  useLazyLookUpRegistryQuery,
  useGetOpsShipmentsQuery,
  useAssignCarrierMutation,
  useRecordOpsEventMutation,
} = opsApi;
