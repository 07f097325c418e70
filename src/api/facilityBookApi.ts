import type { BookAgain } from '@domain/bookAgain';
import type { BookFacility } from '@domain/facilityBook';
import type { FacilityFields, ListResponse } from '@domain/types';
import { api } from './api';

const BOOK = { type: 'Facility' as const, id: 'BOOK' };

/**
 * The company's facility book, and booking a shipment again with it: part of the one api slice,
 * loaded with the pages that use it.
 */
export const facilityBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFacilityBook: build.query<ListResponse<BookFacility>, string>({
      query: (search) => ({ url: '/shipper/facilities/', params: search ? { search } : {} }),
      providesTags: [BOOK],
    }),
    getFacility: build.query<BookFacility, number>({
      query: (id) => `/shipper/facilities/${id}/`,
      providesTags: [BOOK],
    }),
    addFacility: build.mutation<BookFacility, FacilityFields & { city: number }>({
      query: (body) => ({ url: '/shipper/facilities/', method: 'POST', body }),
      invalidatesTags: [BOOK],
    }),
    changeFacility: build.mutation<
      BookFacility,
      { id: number; body: FacilityFields & { city: number } }
    >({
      query: ({ id, body }) => ({ url: `/shipper/facilities/${id}/`, method: 'PATCH', body }),
      invalidatesTags: [BOOK],
    }),
    deleteFacility: build.mutation<null, number>({
      query: (id) => ({ url: `/shipper/facilities/${id}/`, method: 'DELETE' }),
      invalidatesTags: [BOOK],
    }),
    // Asked at the shipper's click and never kept: it books nothing, and answers from the shipment
    // and the book as they are at that moment.
    bookAgain: build.mutation<BookAgain, number>({
      query: (shipmentId) => ({
        url: `/shipper/shipments/${shipmentId}/book-again/`,
        method: 'POST',
      }),
    }),
  }),
});

export const {
  useGetFacilityBookQuery,
  useGetFacilityQuery,
  useAddFacilityMutation,
  useChangeFacilityMutation,
  useDeleteFacilityMutation,
  useBookAgainMutation,
} = facilityBookApi;
