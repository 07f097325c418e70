import { NotificationChoicesSchema } from '@domain/notificationResponseSchemas';
import { notificationChoicesSchema } from '@domain/notificationSchemas';
import { answers, BODY_FAILURES, SIGNED_IN, VERIFIED_FAILURES } from '../openapi/answers';
import {
  readNotificationChoices,
  saveNotificationChoices,
} from '../services/notifications/notificationChoices';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

const tags = ['account'];

const KINDS_TEXT =
  '`carrier_assigned` (the carrier, driver and truck), `picked_up` (the truck left the pickup), ' +
  '`delivered` (the proof of delivery attached) and `eta_alert` (once per load, when its ' +
  'arrival estimate turns at risk or late)';
const SCOPES_TEXT =
  '`none`, `mine` (the loads the member booked) or `all` (every load of the company)';

/** The e-mails each member of a company chooses to get as the company's loads move. */
export const registerNotificationRoutes = (api: Api, deps: RouteDeps) => {
  const { db, auth } = deps;

  api.get(
    '/auth/notifications/',
    {
      onRequest: auth.requireVerified,
      schema: {
        summary: "The member's choice of e-mails",
        description:
          `One choice per e-mail, ${KINDS_TEXT}: ${SCOPES_TEXT}. A member who never chose gets ` +
          'every e-mail about the loads they booked (`mine`). Any role.',
        tags,
        security: SIGNED_IN,
        response: answers({ 200: NotificationChoicesSchema }, VERIFIED_FAILURES),
      },
    },
    (request) => readNotificationChoices(db, sessionAccount(request).id),
  );

  api.put(
    '/auth/notifications/',
    {
      onRequest: auth.requireVerified,
      schema: {
        summary: "Change the member's choice of e-mails",
        description:
          `A choice for every e-mail, ${SCOPES_TEXT}, as the GET answers them; answers the ` +
          'choices kept. They apply to the e-mails owed from then on. Any role.',
        tags,
        security: SIGNED_IN,
        body: notificationChoicesSchema,
        response: answers({ 200: NotificationChoicesSchema }, BODY_FAILURES, VERIFIED_FAILURES),
      },
    },
    (request) => saveNotificationChoices(db, sessionAccount(request).id, request.body),
  );
};
