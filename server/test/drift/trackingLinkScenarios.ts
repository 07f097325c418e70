import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import type { TrackingLink } from '@domain/publicTrackingTypes';
import type { SessionResponse, ShipmentPage } from '@domain/types';
import type { Scenario } from './scenarioApi';
import { bookFinalized, onboard, pay } from './scenarioSteps';

/** The page's address as the shipper got it, /t/{token}: its token opens the public call. */
const publicPath = ({ url }: TrackingLink) => `/public/tracking/${url.split('/t/').pop() ?? ''}/`;

/**
 * A shipment's tracking shared with the shipper's customer: the link made, replaced and revoked,
 * and the page without sign-in that it opens. The demo's loads are read as seeded, so these run
 * before any scenario that changes them; the load on the road is left out, as in the tracking
 * scenarios (its trail and the city near it differ between the backends by nature).
 */
export const TRACKING_LINK_SCENARIOS: Scenario[] = [
  {
    name: 'a tracking link is made once paid, opens the page, dies when replaced or revoked',
    run: async (api) => {
      const { token } = await onboard(api, 'sharing');
      const booked = await bookFinalized(api, token, { from: 'Chicago', to: 'Dallas', inDays: 2 });
      const link = `/shipper/shipments/${booked.id}/tracking-link/`;
      await api.post(link, { token });
      await api.get(link, { token });
      await pay(api, token, booked.id, 'pm_card_visa');
      const first = await api.post<TrackingLink>(link, { token });
      await api.get(link, { token });
      await api.get(publicPath(first.body));
      const second = await api.post<TrackingLink>(link, { token });
      await api.get(publicPath(first.body));
      await api.get(publicPath(second.body));
      await api.delete(link, { token });
      await api.delete(link, { token });
      await api.get(publicPath(second.body));
      await api.get(link, { token });
      await api.get('/public/tracking/no-such-link/');
    },
  },

  {
    name: "another company's shipment, no shipment, and no session are refused a tracking link",
    run: async (api) => {
      const owner = await onboard(api, 'sharing-owner');
      const booked = await bookFinalized(api, owner.token, { from: 'Dallas', to: 'Houston' });
      await pay(api, owner.token, booked.id, 'pm_card_visa');
      const link = `/shipper/shipments/${booked.id}/tracking-link/`;
      const { token } = await onboard(api, 'sharing-stranger');
      await api.get(link, { token });
      await api.post(link, { token });
      await api.delete(link, { token });
      await api.post(link);
      for (const id of ['abc', '0', '99999999', '2147483648'])
        await api.post(`/shipper/shipments/${id}/tracking-link/`, { token });
      await api.get(link, { token: owner.token });
    },
  },

  {
    name: "the demo's loads not yet moving and delivered are shared, or refused once long delivered",
    run: async (api) => {
      const { body } = await api.post<SessionResponse>('/auth/login/', { body: DEMO_ACCOUNT });
      const { token } = body;
      for (const status of ['upcoming', 'past']) {
        const tab = await api.get<ShipmentPage>(`/shipper/shipments/?status=${status}`, { token });
        if (!tab.body.results.length) throw new Error(`The demo has no ${status} shipment.`);
        for (const shipment of tab.body.results) {
          const made = await api.post<TrackingLink>(
            `/shipper/shipments/${shipment.id}/tracking-link/`,
            { token },
          );
          if (made.status === 201) await api.get(publicPath(made.body));
        }
      }
    },
  },
];
