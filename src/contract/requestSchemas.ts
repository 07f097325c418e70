import * as yup from 'yup';
import { EQUIPMENT, TEST_AUTHENTICATION_FAILED } from './constants';
import { isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { selectedId } from './schemas';
import { SERVER_MESSAGES } from './serverMessages';

/*
 * Request bodies that no form holds as such (schemas.ts has the forms' rules). The server and the
 * mocks validate with them.
 */

const requiredText = () => yup.string().trim().required(MESSAGES.required);

export const verifyEmailSchema = yup.object({ token: requiredText() });

export const createShipmentRequestSchema = yup.object({
  equipment: yup.string().oneOf(EQUIPMENT, MESSAGES.selectOption).required(MESSAGES.selectOption),
  pickup: yup.object({
    city: selectedId(MESSAGES.selectOption),
    date: yup
      .string()
      .required(MESSAGES.pickupDateRequired)
      .test('iso-date', SERVER_MESSAGES.invalidDate, (value) => !value || isIsoDate(value)),
  }),
  // No drop-off date: the server sets it from the pickup date and the transit time.
  dropoff: yup.object({ city: selectedId(MESSAGES.selectOption) }),
});

export const savePaymentMethodSchema = yup.object({ payment_method_id: requiredText() });

export const createIntentSchema = yup.object({
  payment_method_id: requiredText(),
  shipment_id: selectedId(MESSAGES.required),
});

export const confirmPaymentSchema = yup.object({
  payment_intent_id: requiredText(),
  // Test mode only: the app's authentication dialog reports a failed card authentication.
  authentication: yup.string().oneOf([TEST_AUTHENTICATION_FAILED]).optional(),
});
