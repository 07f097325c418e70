import type { ActivityKind } from '@domain/activity';
import type {
  CompanyActivityPage,
  ShipmentActivity,
  ShipmentActivityList,
} from '@domain/activitySchemas';
import type { IsoDate } from '@domain/types';
import { api } from './api';
import { SHIPMENT_LIST } from './listTags';

/** What the activity page asks for: a page, and the filters chosen, under the API's names. */
export type ActivityListQuery = {
  page: number;
  member?: number;
  kind?: ActivityKind;
  date_from?: IsoDate;
  date_to?: IsoDate;
};

/** The history calls, part of the one api slice, loaded with the pages that show history. */
export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Under the shipment's own tag: every change of the shipment that refreshes it refreshes this.
    getShipmentActivity: build.query<ShipmentActivity[], number>({
      query: (id) => `/shipper/shipments/${id}/activity/`,
      transformResponse: (answer: ShipmentActivityList) => answer.results,
      providesTags: (_result, _error, id) => [{ type: 'Shipment', id }],
    }),
    // The shipments it names, any new booking, and the team's changes refresh it.
    getCompanyActivity: build.query<CompanyActivityPage, ActivityListQuery>({
      query: (params) => ({ url: '/company/activity/', params }),
      providesTags: (page) => [
        ...(page?.results ?? []).flatMap(({ shipment_id: id }) =>
          id === null ? [] : [{ type: 'Shipment' as const, id }],
        ),
        SHIPMENT_LIST,
        'Company',
      ],
    }),
  }),
});

export const { useGetShipmentActivityQuery, useGetCompanyActivityQuery } = activityApi;
