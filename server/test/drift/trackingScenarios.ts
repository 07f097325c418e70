import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import { DEMO_DISPATCHER } from '@domain/demo/demoMovement';
import type { Carrier } from '@domain/dispatchTypes';
import type { ListResponse, SessionResponse, ShipmentPage } from '@domain/types';
import type { Scenario } from './scenarioApi';
import { bookFinalized, cityId, onboard, pay } from './scenarioSteps';

/**
 * What a shipper follows of a load: its tracking and its proof of delivery. They read the demo's
 * loads as seeded, so they run before any scenario that changes those. The demo's load on the
 * road is left out: its trail is laid up to the moment each backend seeded it (the server once,
 * the mocks before each scenario), and the city near its newest point is the nearest among all
 * of the server's places, most of which the mocks do not hold.
 */
export const TRACKING_SCENARIOS: Scenario[] = [
  {
    name: 'a city is placed on the map alike; an id that names none is not found',
    run: async (api) => {
      await api.get(`/shipper/cities/${await cityId(api, 'Chicago')}/`);
      await api.get(`/shipper/cities/${await cityId(api, 'Montréal')}/`);
      for (const id of ['abc', '0', '99999999']) await api.get(`/shipper/cities/${id}/`);
    },
  },

  {
    name: "the demo's delivered loads and the one nobody covers yet are tracked alike",
    run: async (api) => {
      const { body } = await api.post<SessionResponse>('/auth/login/', { body: DEMO_ACCOUNT });
      const { token } = body;
      for (const status of ['upcoming', 'past']) {
        const tab = await api.get<ShipmentPage>(`/shipper/shipments/?status=${status}`, { token });
        if (!tab.body.results.length) throw new Error(`The demo has no ${status} shipment.`);
        for (const shipment of tab.body.results) {
          await api.get(`/shipper/shipments/${shipment.id}/tracking/`, { token });
          // Delivered by the seed without a proof: there is none to download.
          await api.get(`/shipper/shipments/${shipment.id}/pod/`, { token });
        }
      }
    },
  },

  {
    name: "a load's tracking before and after payment; another company's and no shipment's are not found",
    run: async (api) => {
      const { token } = await onboard(api, 'tracking');
      const booked = await bookFinalized(api, token, { from: 'Chicago', to: 'Dallas', inDays: 2 });
      const tracking = `/shipper/shipments/${booked.id}/tracking/`;
      await api.get(tracking, { token });
      await pay(api, token, booked.id, 'pm_card_visa');
      await api.get(tracking, { token });
      await api.get(`/shipper/shipments/${booked.id}/pod/`, { token });

      const stranger = await onboard(api, 'tracking-stranger');
      await api.get(tracking, { token: stranger.token });
      await api.get(`/shipper/shipments/${booked.id}/pod/`, { token: stranger.token });
      await api.get(tracking);
      for (const id of ['abc', '0', '99999999', '2147483648']) {
        await api.get(`/shipper/shipments/${id}/tracking/`, { token });
        await api.get(`/shipper/shipments/${id}/pod/`, { token });
      }
    },
  },

  {
    name: 'a load covered, moved and delivered by a dispatcher is tracked alike',
    run: async (api) => {
      const { token } = await onboard(api, 'rolling');
      // Yesterday's: the server's test clock stands still at its start.
      const booked = await bookFinalized(api, token, { from: 'Chicago', to: 'Dallas', inDays: -1 });
      await pay(api, token, booked.id, 'pm_card_visa');
      const { email, password } = DEMO_DISPATCHER;
      const ops = await api.post<{ token: string }>('/ops/auth/login/', {
        body: { email, password },
      });
      const dispatcher = ops.body.token;
      const carriers = await api.get<ListResponse<Carrier>>('/ops/carriers/', {
        token: dispatcher,
      });
      await api.put(`/ops/shipments/${booked.id}/assignment/`, {
        token: dispatcher,
        body: {
          carrier_id: carriers.body.results.find(({ verified }) => verified)?.id,
          driver_name: 'Jamie Cole',
          driver_phone: '+13125550123',
          truck_number: 'T-1',
          trailer_number: 'V-1',
        },
      });
      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      const day = api.inDays(-1);
      const report = (code: string, at: string, city_id?: number) =>
        api.post(`/ops/shipments/${booked.id}/events/`, {
          token: dispatcher,
          body: { code, at, city_id },
        });
      const tracking = `/shipper/shipments/${booked.id}/tracking/`;
      await report('arrived_pickup', `${day}T14:00:00Z`, chicago);
      await report('departed_pickup', `${day}T16:00:00Z`, chicago);
      await api.get(tracking, { token });
      await api.get('/shipper/shipments/?status=inprogress', { token });
      await report('arrived_dropoff', `${day}T22:00:00Z`, dallas);
      await report('delivered', `${day}T22:30:00Z`);
      await api.get(tracking, { token });
      await api.get(`/shipper/shipments/${booked.id}/pod/`, { token });
    },
  },
];
