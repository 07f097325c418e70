import * as yup from 'yup';
import { MESSAGES } from '@domain/messages';
import { TEST_CARDS } from '@domain/testCards';

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

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
      const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value ?? '');
      if (!match) return false;
      const month = Number(match[1]);
      const year = 2000 + Number(match[2]);
      const now = new Date();
      return (
        month >= 1 &&
        month <= 12 &&
        (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1))
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
