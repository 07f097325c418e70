import type { TrackingStop } from '@domain/trackingTypes';
import { api } from './api';

/** Where a city is, part of the one api slice, loaded with the pages that draw a lane. */
export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A city stays where it is: its place is asked once.
    getCityPlace: build.query<TrackingStop, number>({
      query: (id) => `/shipper/cities/${id}/`,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCityPlaceQuery } = placesApi;
