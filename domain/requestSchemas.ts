import * as yup from 'yup';
import {
  EQUIPMENT,
  PAYMENT_ID_MAX_LENGTH,
  QUOTE_ID_MAX_LENGTH,
  TEST_AUTHENTICATION_FAILED,
  TOKEN_MAX_LENGTH,
} from './constants';
import { isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { selectedId, text } from './schemas';
import { SERVER_MESSAGES } from './serverMessages';
import { validChoice } from './validChoice';
import { documented, ISO_DATE_KEYWORDS } from './wireTypes/documented';

/*
 * Request bodies that no form holds as such (schemas.ts has the forms' rules). The server and the
 * mocks validate with them.
 */

const requiredText = (maxLength: number) => text(maxLength).required(MESSAGES.required);

export const verifyEmailSchema = yup.object({ token: requiredText(TOKEN_MAX_LENGTH) });

export const createShipmentRequestSchema = yup.object({
  quote_id: text(QUOTE_ID_MAX_LENGTH).optional(),
  equipment: yup
    .string()
    .typeError(MESSAGES.selectOption)
    .oneOf(EQUIPMENT, MESSAGES.selectOption)
    .required(MESSAGES.selectOption),
  pickup: yup.object({
    city: selectedId(MESSAGES.selectOption),
    date: yup
      .string()
      .typeError(SERVER_MESSAGES.invalidDate)
      .required(MESSAGES.pickupDateRequired)
      .test('iso-date', SERVER_MESSAGES.invalidDate, (value) => !value || isIsoDate(value))
      .meta(documented(ISO_DATE_KEYWORDS)),
  }),
  // No drop-off date: the server sets it from the pickup date and the transit time.
  dropoff: yup.object({ city: selectedId(MESSAGES.selectOption) }),
});

export const savePaymentMethodSchema = yup.object({
  payment_method_id: requiredText(PAYMENT_ID_MAX_LENGTH),
});

export const createIntentSchema = yup.object({
  payment_method_id: requiredText(PAYMENT_ID_MAX_LENGTH),
  shipment_id: selectedId(MESSAGES.required),
});

export const confirmPaymentSchema = yup.object({
  payment_intent_id: requiredText(PAYMENT_ID_MAX_LENGTH),
  // Test mode only: the app's authentication dialog reports a failed card authentication.
  authentication: yup
    .string()
    .oneOf([TEST_AUTHENTICATION_FAILED], validChoice([TEST_AUTHENTICATION_FAILED]))
    .optional(),
});

/** A calendar day a quote is for, when one is named. */
const quoteDate = () =>
  yup
    .string()
    .typeError(SERVER_MESSAGES.invalidDate)
    .optional()
    .test(
      'iso-date',
      SERVER_MESSAGES.invalidDate,
      (value) => value === undefined || isIsoDate(value),
    )
    .meta(documented(ISO_DATE_KEYWORDS));

const lane = {
  pickup_location: selectedId(MESSAGES.selectOption),
  dropoff_location: selectedId(MESSAGES.selectOption),
  equipment: yup
    .string()
    .typeError(MESSAGES.selectOption)
    .oneOf(EQUIPMENT, MESSAGES.selectOption)
    .optional(),
};

export const quoteSchema = yup.object({ ...lane, pickup_date: quoteDate() });

/** The calendar strip's prices: 21 days from `from_date`, today when none is named. */
export const quoteCalendarSchema = yup.object({ ...lane, from_date: quoteDate() });
