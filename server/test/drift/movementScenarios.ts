import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import type { SessionResponse, ShipmentPage } from '@domain/types';
import type { Scenario } from './scenarioApi';
import { bookFinalized, onboard, pay } from './scenarioSteps';

/**
 * What a shipper sees of the truck: the carrier, driver and milestones on a shipment's own answer.
 * They read the demo's loads as seeded, so they run before any scenario that changes those: the
 * server's demo data is seeded once.
 */
export const MOVEMENT_SCENARIOS: Scenario[] = [
  {
    name: "the demo's loads on the road and delivered show their carrier and milestones",
    run: async (api) => {
      const { body } = await api.post<SessionResponse>('/auth/login/', { body: DEMO_ACCOUNT });
      const { token } = body;
      for (const status of ['upcoming', 'inprogress', 'past']) {
        const tab = await api.get<ShipmentPage>(`/shipper/shipments/?status=${status}`, { token });
        if (!tab.body.results.length) throw new Error(`The demo has no ${status} shipment.`);
        for (const shipment of tab.body.results)
          await api.get(`/shipper/shipments/${shipment.id}`, { token });
      }
    },
  },

  {
    name: 'a shipment no carrier covers yet answers a null carrier and no milestones',
    run: async (api) => {
      const { token } = await onboard(api, 'uncovered');
      const booked = await bookFinalized(api, token, { from: 'Chicago', to: 'Dallas', inDays: 3 });
      await api.get(`/shipper/shipments/${booked.id}`, { token });
      await pay(api, token, booked.id, 'pm_card_visa');
      await api.get(`/shipper/shipments/${booked.id}`, { token });
    },
  },
];
