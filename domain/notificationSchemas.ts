import * as yup from 'yup';
import {
  NOTIFICATION_SCOPES,
  type NotificationChoices,
  type NotificationScope,
} from './notifications';
import { validChoice } from './validChoice';

const scopeField = () =>
  yup
    .string()
    .typeError(validChoice(NOTIFICATION_SCOPES))
    .oneOf(NOTIFICATION_SCOPES, validChoice(NOTIFICATION_SCOPES))
    .required(validChoice(NOTIFICATION_SCOPES)) as yup.StringSchema<NotificationScope>;

/** The body of `PUT /api/auth/notifications/`: a choice for every kind, as the page saves them. */
export const notificationChoicesSchema: yup.ObjectSchema<NotificationChoices> = yup.object({
  carrier_assigned: scopeField(),
  picked_up: scopeField(),
  delivered: scopeField(),
  eta_alert: scopeField(),
});
