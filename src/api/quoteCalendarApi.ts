import type { QuoteCalendar, QuoteCalendarRequest } from '@domain/types';
import { api } from './api';

/** The calendar strip's prices, part of the one api slice, loaded with create-shipment. */
export const quoteCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST without side effects: a query, so that the same lane's strip is priced once.
    getQuoteCalendar: build.query<QuoteCalendar, QuoteCalendarRequest>({
      query: (body) => ({ url: '/shipper/distance-price/calendar/', method: 'POST', body }),
    }),
  }),
});

export const { useGetQuoteCalendarQuery } = quoteCalendarApi;
