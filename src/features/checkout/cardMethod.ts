/** What a card form gives the payment flow: a payment method, and the card's extra action. */
export type CardMethod = {
  createPaymentMethod: () => Promise<{ id: string } | { error: string }>;
  /**
   * Runs the card's own check (3-D Secure) for an intent that requires it. `failed` means the
   * shopper did not pass it; `error` is a message to show as it is.
   */
  handleCardAction: (
    clientSecret: string,
  ) => Promise<{ ok: true } | { failed: true } | { error: string }>;
};
