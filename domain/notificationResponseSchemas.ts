import Type from 'typebox';
import type { Static } from 'typebox';
import { NOTIFICATION_SCOPES, type NotificationChoices } from './notifications';
import { oneOf } from './responseSchemas';

/*
 * A member's choice of e-mails as JSON Schema, held to its wire type by the check at the end.
 */

const scope = (what: string) =>
  Type.Unsafe<(typeof NOTIFICATION_SCOPES)[number]>({
    ...oneOf(NOTIFICATION_SCOPES),
    description: `${what}: none, the loads the member booked (mine), or all the company's.`,
  });

export const NotificationChoicesSchema = Type.Object({
  carrier_assigned: scope('A carrier assigned, with the driver and truck'),
  picked_up: scope('The truck left the pickup'),
  delivered: scope('Delivered, the proof of delivery attached'),
  eta_alert: scope('Once per load, its arrival estimate turned at risk or late'),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type NotificationSchemasMatchTypes = [
  Holds<Same<Static<typeof NotificationChoicesSchema>, NotificationChoices>>,
];
