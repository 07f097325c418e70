import type { BookFacility } from '@domain/facilityBook';
import type { FacilityFields, ListResponse } from '@domain/types';
import { api } from './api';

const BOOK = { type: 'Facility' as const, id: 'BOOK' };

/** The company's facility book, part of the one api slice, loaded with the pages that use it. */
export const facilityBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFacilityBook: build.query<ListResponse<BookFacility>, string>({
      query: (search) => ({ url: '/shipper/facilities/', params: search ? { search } : {} }),
      providesTags: [BOOK],
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
  }),
});

export const { useGetFacilityBookQuery, useChangeFacilityMutation, useDeleteFacilityMutation } =
  facilityBookApi;
