import type { NotificationChoices } from '@domain/notifications';
import type { Scenario } from './scenarioApi';
import { onboard, signUp } from './scenarioSteps';

const CHOSEN: NotificationChoices = {
  carrier_assigned: 'all',
  picked_up: 'none',
  delivered: 'all',
  eta_alert: 'mine',
};

/** The e-mails a member chooses: read, changed, refused, and each member's own. */
export const NOTIFICATION_SCENARIOS: Scenario[] = [
  {
    name: "notifications: a member's choice read, changed, refused on its fields, and their own",
    run: async (api) => {
      const { token } = await onboard(api, 'nora');
      const path = '/auth/notifications/';
      await api.get(path, { token });
      await api.put(path, { token, body: CHOSEN });
      await api.get(path, { token });
      await api.put(path, { token, body: { carrier_assigned: 'sometimes', picked_up: 'all' } });
      await api.put(path, { token, body: { ...CHOSEN, eta_alert: 2, delivered: null } });
      await api.put(path, { token, body: {} });
      await api.put(path, { token, body: { ...CHOSEN, picked_up: 'mine', unknown: 'all' } });
      await api.get(path, { token });

      const other = await onboard(api, 'nora-other');
      await api.get(path, { token: other.token });
      await api.put(path, { token: other.token, body: { ...CHOSEN, carrier_assigned: 'none' } });
      await api.get(path, { token });

      await api.get(path);
      await api.put(path, { body: CHOSEN });
      const unfinished = await signUp(api, 'nora-unfinished');
      await api.get(path, { token: unfinished.token });
      await api.put(path, { token: unfinished.token, body: CHOSEN });
    },
  },
];
