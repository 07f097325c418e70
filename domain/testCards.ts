/**
 * Test cards of the built-in test payment provider, mapped to Stripe's test PaymentMethod ids.
 * Only checkout and the providers read them: apart from constants.ts, which the first pages load.
 */
export const TEST_CARDS = {
  '4242424242424242': 'pm_card_visa',
  '4000002760003184': 'pm_card_authenticationRequired',
  '4000000000009995': 'pm_card_visa_chargeDeclinedInsufficientFunds',
  '4000000000000002': 'pm_card_visa_chargeDeclined',
} as const;
