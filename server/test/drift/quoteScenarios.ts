import type { Quote, Shipment } from '@domain/types';
import type { Scenario } from './scenarioApi';
import { cityId, FINAL_DETAILS, onboard } from './scenarioSteps';

/** The itemised quote of a day, the calendar strip's prices, and the days neither takes. */
export const QUOTE_SCENARIOS: Scenario[] = [
  {
    name: 'a shipper prices a lane for a day, then every day of the strip',
    run: async (api) => {
      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      const lane = { pickup_location: chicago, dropoff_location: dallas };
      await api.post('/shipper/distance-price/', { body: { ...lane, pickup_date: api.inDays(0) } });
      await api.post('/shipper/distance-price/', {
        body: { ...lane, equipment: 'reefer', pickup_date: api.inDays(9) },
      });
      await api.post('/shipper/distance-price/calendar/', { body: lane });
      await api.post('/shipper/distance-price/calendar/', {
        body: { ...lane, equipment: 'reefer', from_date: api.inDays(30) },
      });
    },
  },
  {
    name: 'a quote or a strip for a day that cannot be booked, or of a lane that is not one',
    run: async (api) => {
      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      const lane = { pickup_location: chicago, dropoff_location: dallas };
      for (const pickup_date of [api.inDays(-2), api.inDays(400), '2026-02-30', 'soon', 20261201])
        await api.post('/shipper/distance-price/', { body: { ...lane, pickup_date } });
      await api.post('/shipper/distance-price/', {
        body: { pickup_location: chicago, dropoff_location: chicago, pickup_date: 'soon' },
      });
      await api.post('/shipper/distance-price/calendar/', { body: {} });
      await api.post('/shipper/distance-price/calendar/', {
        body: { ...lane, from_date: api.inDays(-5) },
      });
      await api.post('/shipper/distance-price/calendar/', {
        body: { pickup_location: 999999999, dropoff_location: dallas, equipment: 'flatbed' },
      });
    },
  },
  {
    name: 'a shipper books on a quote, is refused on quotes that do not hold, and checks the price',
    run: async (api) => {
      const { token } = await onboard(api, 'held');
      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      const lane = { pickup_location: chicago, dropoff_location: dallas };
      const { body: quote } = await api.post<Quote>('/shipper/distance-price/', {
        body: { ...lane, pickup_date: api.inDays(5) },
      });
      const booking = (quote_id: unknown, days = 5) => ({
        quote_id,
        equipment: 'dryVan',
        pickup: { city: chicago, date: api.inDays(days) },
        dropoff: { city: dallas },
      });
      for (const quote_id of ['not-a-quote', { id: 1 }, 'q'.repeat(513)])
        await api.post('/shipper/shipments/', { token, body: booking(quote_id) });
      await api.post('/shipper/shipments/', { token, body: booking(quote.quote_id, 6) });
      const { body: shipment } = await api.post<Shipment>('/shipper/shipments/', {
        token,
        body: booking(quote.quote_id),
      });
      await api.get(`/shipper/shipments/${shipment.id}`, { token });
      await api.get(`/shipper/shipments/${shipment.id}/reprice/`, { token });
      await api.post(`/shipper/shipments/${shipment.id}/reprice/`, { token });
      await api.post('/shipper/shipments/999999/reprice/', { token });
      await api.patch(`/shipper/shipments/${shipment.id}/finalizing/`, {
        token,
        body: FINAL_DETAILS,
      });
      await api.get(`/shipper/shipments/${shipment.id}/activity/`, { token });
    },
  },
];
