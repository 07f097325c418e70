import { FACILITY } from '../../../mocks/testing/callApi';
import type { Scenario } from './scenarioApi';
import { appointment, book, finalize, join, onboard, pay } from './scenarioSteps';

const papersOf = async (
  api: Parameters<Scenario['run']>[0],
  token: string,
  id: number | string,
) => {
  await api.get(`/shipper/shipments/${id}/bill-of-lading/`, { token });
  await api.get(`/shipper/shipments/${id}/load-confirmation/`, { token });
};

/** A shipment's bill of lading and load confirmation: what they wait for, who gets them. */
export const PAPER_SCENARIOS: Scenario[] = [
  {
    name: 'a shipper gets the papers once the shipment is paid and both facilities are given',
    run: async (api) => {
      const { token } = await onboard(api, 'papers');
      const shipment = await book(api, token, { from: 'Chicago', to: 'Dallas' });
      await papersOf(api, token, shipment.id);
      await appointment(api, token, shipment.id, { pickup: FACILITY });
      await finalize(api, token, shipment.id);
      await pay(api, token, shipment.id, 'pm_card_visa');
      await papersOf(api, token, shipment.id);
      await appointment(api, token, shipment.id, { dropoff: FACILITY });
      await papersOf(api, token, shipment.id);
      const { token: viewer } = await join(api, token, 'papers-viewer', 'viewer');
      await papersOf(api, viewer, shipment.id);
      const { token: stranger } = await onboard(api, 'papers-stranger');
      await papersOf(api, stranger, shipment.id);
      await papersOf(api, token, 'abc');
      await api.post(`/shipper/shipments/${shipment.id}/cancel/`, {
        token,
        body: { reason: 'plans_changed' },
      });
      await papersOf(api, token, shipment.id);
    },
  },
];
