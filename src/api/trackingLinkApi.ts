import type { TrackingLink, TrackingLinkStatus } from '@domain/publicTrackingTypes';
import { api } from './api';

const linkUrl = (id: number) => `/shipper/shipments/${id}/tracking-link/`;

/**
 * The link that shares a shipment's tracking with the shipper's customer, part of the one api
 * slice: whether one is live, a new one, and its revocation. Each answer is the link's status at
 * once, so the page shows it without asking again.
 */
export const trackingLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Under the shipment's own tag: a cancellation, which kills the link, refreshes it.
    getTrackingLink: build.query<TrackingLinkStatus, number>({
      query: linkUrl,
      providesTags: (_result, _error, id) => [{ type: 'Shipment', id }],
    }),
    shareTracking: build.mutation<TrackingLink, number>({
      query: (id) => ({ url: linkUrl(id), method: 'POST' }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            trackingLinkApi.util.upsertQueryData('getTrackingLink', id, {
              live: true,
              created_at: data.created_at,
              expires_at: data.expires_at,
            }),
          );
      },
    }),
    revokeTracking: build.mutation<TrackingLinkStatus, number>({
      query: (id) => ({ url: linkUrl(id), method: 'DELETE' }),
      onQueryStarted: async (id, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(trackingLinkApi.util.upsertQueryData('getTrackingLink', id, data));
      },
    }),
  }),
});

export const { useGetTrackingLinkQuery, useShareTrackingMutation, useRevokeTrackingMutation } =
  trackingLinkApi;
