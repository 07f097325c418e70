import { BOOKED_BY_ME } from '@domain/constants';
import type { Scenario } from './scenarioApi';
import { book, idOf, join, onboard } from './scenarioSteps';

/** Who booked each shipment: on every answer, as a filter of the list and of its export. */
export const BOOKED_BY_SCENARIOS: Scenario[] = [
  {
    name: 'booked by: two members book, the list and the export by a member or "me", and bad values',
    run: async (api) => {
      const admin = await onboard(api, 'ash');
      const { token } = admin;
      const adminId = await idOf(api, token);
      const booker = await join(api, token, 'bex', 'booker');
      const viewer = await join(api, token, 'vin', 'viewer');
      await book(api, token, { from: 'Chicago', to: 'Dallas' });
      await book(api, booker.token, { from: 'Denver', to: 'Phoenix', equipment: 'reefer' });
      await book(api, booker.token, { from: 'Houston', to: 'Dallas', inDays: 5 });

      // "me" is whoever asks: the viewer booked nothing.
      for (const who of [token, booker.token, viewer.token])
        await api.get(`/shipper/shipments/?booked_by=${BOOKED_BY_ME}`, { token: who });
      for (const query of [
        `booked_by=${booker.id}`,
        `booked_by=${adminId}&status=unfinished&equipment=dryVan`,
        `booked_by=${booker.id}&search=denver&ordering=pickup_date`,
        `booked_by=${booker.id}&page_size=1&page=2`,
        `booked_by=${viewer.id}`,
      ])
        await api.get(`/shipper/shipments/?${query}`, { token: viewer.token });
      for (const bad of ['someone', '0', '-1', '1.5', '2147483648', 'ME', '%20'])
        await api.get(`/shipper/shipments/?booked_by=${bad}`, { token });

      await api.get(`/shipper/shipments/export/?booked_by=${BOOKED_BY_ME}`, {
        token: booker.token,
      });
      await api.get(`/shipper/shipments/export/?booked_by=${adminId}&ordering=id`, {
        token: viewer.token,
      });
      await api.get('/shipper/shipments/export/?booked_by=someone', { token });

      // A removed member's bookings stay theirs; another company finds none of them.
      await api.delete(`/company/members/${booker.id}/`, { token });
      await api.get(`/shipper/shipments/?booked_by=${booker.id}`, { token });
      await api.get(`/shipper/shipments/export/?booked_by=${booker.id}`, { token });
      const stranger = await onboard(api, 'ash-stranger');
      await api.get(`/shipper/shipments/?booked_by=${booker.id}`, { token: stranger.token });
      await api.get(`/shipper/shipments/export/?booked_by=${adminId}`, { token: stranger.token });
      await api.get(`/shipper/shipments/?booked_by=${BOOKED_BY_ME}`);
    },
  },
];
