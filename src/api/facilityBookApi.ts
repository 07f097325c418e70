import type { BookFacility } from '@domain/facilityBook';
import type { ListResponse } from '@domain/types';
import { api } from './api';

/** The company's facility book, part of the one api slice, loaded with the pages that use it. */
export const facilityBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFacilityBook: build.query<ListResponse<BookFacility>, string>({
      query: (search) => ({ url: '/shipper/facilities/', params: search ? { search } : {} }),
    }),
  }),
});

export const { useGetFacilityBookQuery } = facilityBookApi;
