import type { Scenario } from './scenarioApi';
import { cityId } from './scenarioSteps';

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
];
