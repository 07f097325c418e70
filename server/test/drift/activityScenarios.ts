import type { SessionResponse, User } from '@domain/types';
import { FACILITY } from '../../../mocks/testing/callApi';
import type { Scenario } from './scenarioApi';
import {
  appointment,
  book,
  bookFinalized,
  confirm,
  finalize,
  FINAL_DETAILS,
  onboard,
  PASSWORD,
  pay,
} from './scenarioSteps';

const VISA = 'pm_card_visa';

/** Who did what: a shipment's history and the company's activity, with its filters and export. */
export const ACTIVITY_SCENARIOS: Scenario[] = [
  {
    name: "history: each step of a shipment, who took it and what changed, and the company's activity",
    run: async (api) => {
      const { token } = await onboard(api, 'hollis');
      const me = await api.get<User>('/auth/user/', { token });
      const shipment = await book(api, token, { from: 'Chicago', to: 'Dallas', inDays: 6 });
      const { id } = shipment;
      const history = () => api.get(`/shipper/shipments/${id}/activity/`, { token });
      await history();

      await appointment(api, token, id, { pickup: FACILITY });
      // A change of some fields; then the same again, which changes nothing.
      const changed = {
        ...FACILITY,
        zip_code: '60616',
        scheduling_preference: 'to_be_scheduled',
        contact_name: 'Bo',
      };
      await appointment(api, token, id, { pickup: changed });
      await appointment(api, token, id, { pickup: changed });
      await appointment(api, token, id, { dropoff: FACILITY });
      await appointment(api, token, id, { driver_assist: true });
      await appointment(api, token, id, { driver_assist: true });
      await appointment(api, token, id, { driver_assist: false });
      await appointment(api, token, id, { driver_assist: true });
      await finalize(api, token, id);
      // A detail emptied and one changed, then the same again.
      const corrected = { ...FINAL_DETAILS, reference_number: '', weight: 41 };
      await finalize(api, token, id, corrected);
      await finalize(api, token, id, corrected);
      await history();

      // A declined card, then one the company saved: tried, failed, tried with it, paid.
      await pay(api, token, id, 'pm_card_visa_chargeDeclined');
      await api.post('/payment-methods/', { token, body: { payment_method_id: VISA } });
      await pay(api, token, id, VISA);
      await finalize(api, token, id);
      await api.post(`/shipper/shipments/${id}/cancel/`, {
        token,
        body: { reason: 'other', reason_text: '  Customer moved the date  ' },
      });
      await history();

      // A card whose authentication fails, then one that passes: paid by whoever started it.
      const other = await bookFinalized(api, token, { from: 'Houston', to: 'Dallas' });
      const failing = await pay(api, token, other.id, 'pm_card_authenticationRequired');
      await confirm(api, token, failing.body, true);
      const passing = await pay(api, token, other.id, 'pm_card_authenticationRequired');
      await confirm(api, token, passing.body);
      await api.post(`/shipper/shipments/${other.id}/cancel/`, {
        token,
        body: { reason: 'plans_changed' },
      });
      await api.get(`/shipper/shipments/${other.id}/activity/`, { token });

      const today = api.inDays(0);
      for (const query of [
        '',
        '?page_size=5&page=2',
        '?kind=facility_changed',
        '?kind=payment_failed&page_size=1',
        `?member=${me.body.id}&kind=shipment_cancelled`,
        `?date_from=${today}&date_to=${today}&page_size=3`,
        `?date_from=${api.inDays(1)}`,
        `?date_to=${api.inDays(-1)}`,
        '?page=99',
      ])
        await api.get(`/company/activity/${query}`, { token });
      for (const query of ['?kind=bogus&date_from=2026-02-30', '?member=abc&page_size=0'])
        await api.get(`/company/activity/${query}`, { token });
      await api.get(`/company/activity/?date_from=${today}&date_to=${api.inDays(-1)}`, { token });
      for (const query of ['', '?kind=facility_changed', `?member=${me.body.id}&page=2`])
        await api.get(`/company/activity/export/${query}`, { token });
      await api.get('/company/activity/export/?kind=bogus', { token });

      // A viewer who joined reads the shipment's history, not the company's activity, which
      // names the invitation and the joining.
      const viewerEmail = api.email('hollis-viewer');
      await api.post('/company/invitations/', {
        token,
        body: { email: viewerEmail, role: 'viewer' },
      });
      const link = await api.mailToken(viewerEmail, 'invitation');
      const joined = await api.post<SessionResponse>(`/auth/invitations/${link}/accept/`, {
        body: {
          first_name: 'Vi',
          last_name: 'Hill',
          phone_number: '+13125550190',
          password: PASSWORD,
        },
      });
      const viewer = joined.body.token;
      await api.get(`/shipper/shipments/${id}/activity/`, { token: viewer });
      await api.get('/company/activity/', { token: viewer });
      await api.get('/company/activity/export/', { token: viewer });
      await api.get('/company/activity/?page_size=2', { token });

      // Another company sees none of it; a malformed id is as missing as an unknown one.
      const stranger = await onboard(api, 'hollis-stranger');
      await api.get(`/shipper/shipments/${id}/activity/`, { token: stranger.token });
      await api.get('/company/activity/', { token: stranger.token });
      await api.get('/company/activity/export/', { token: stranger.token });
      for (const bad of ['abc', '0', '99999999', '2147483648'])
        await api.get(`/shipper/shipments/${bad}/activity/`, { token });
      await api.get(`/shipper/shipments/${id}/activity/`);
      await api.get('/company/activity/');
    },
  },
];
