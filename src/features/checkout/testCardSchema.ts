import * as yup from 'yup';
import { MESSAGES } from '@domain/messages';
import { TEST_CARDS } from '@domain/testCards';

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * An expiry date as it is typed, written `MM / YY`: `1229`, `12/29`, `12-29` and `1/29` all read
 * `12 / 29` or `01 / 29`, and an autofilled `12/2029` keeps the year's last two digits. Two digits
 * alone stay as they are, so that deleting back past the slash works.
 */
export const formatExpiry = (typed: string): string => {
  const parts = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{0,4})\s*$/.exec(typed);
  const month = parts?.[1] ?? '';
  const year = parts?.[2] ?? '';
  const digits = parts
    ? `${month.padStart(2, '0')}${year.length === 4 ? year.slice(2) : year}`
    : digitsOnly(typed);
  const kept = digits.slice(0, 4);
  return kept.length > 2 ? `${kept.slice(0, 2)} / ${kept.slice(2)}` : kept;
};

const EXPIRY = /^(\d{2}) \/ (\d{2})$/;

/** The test-mode card: one of the test numbers, an expiry date not passed, a CVC. */
export const testCardSchema = yup.object({
  card_number: yup
    .string()
    .required('Card number is required')
    .test('test-card', MESSAGES.testCardOnly, (value) => !value || digitsOnly(value) in TEST_CARDS),
  expiry: yup
    .string()
    .required('Expiry date is required')
    .test('expiry', 'Enter a valid expiry date (MM / YY)', (value) => {
      const match = EXPIRY.exec(formatExpiry(value ?? ''));
      const month = Number(match?.[1]);
      return month >= 1 && month <= 12;
    })
    .test('expired', 'This card has expired', (value) => {
      const match = EXPIRY.exec(formatExpiry(value ?? ''));
      if (!match) return true;
      const month = Number(match[1]);
      const year = 2000 + Number(match[2]);
      const now = new Date();
      return (
        year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
      );
    }),
  cvc: yup
    .string()
    .required('CVC is required')
    .matches(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card'),
});

export type TestCardValues = yup.InferType<typeof testCardSchema>;

/** The Stripe test PaymentMethod id for a test card number: no card number leaves the browser. */
export const testPaymentMethodFor = (cardNumber: string): string | undefined =>
  TEST_CARDS[digitsOnly(cardNumber) as keyof typeof TEST_CARDS];
