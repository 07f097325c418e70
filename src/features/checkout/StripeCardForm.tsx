import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Alert, Button } from 'antd';
import { MESSAGES } from '@domain/messages';
import { FieldFrame } from '../../components/form/FieldFrame';
import type { CardMethod } from './cardMethod';

type Props = { payLabel: string; paying: boolean; onPay: (card: CardMethod) => Promise<void> };

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, loaded once per key and only when Stripe takes the payments; null if it cannot load. */
const loadStripeFor = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .catch(() => null);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

const StripeCardFields = ({ payLabel, paying, onPay }: Props) => {
  const stripe = useStripe();
  const elements = useElements();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onPay({
      createPaymentMethod: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { error: MESSAGES.cardInputMissing };
        const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
        return error
          ? { error: error.message ?? MESSAGES.somethingWentWrong }
          : { id: paymentMethod.id };
      },
      handleCardAction: async (clientSecret) => {
        if (!stripe) return { error: MESSAGES.somethingWentWrong };
        const { error } = await stripe.handleCardAction(clientSecret);
        return error ? { error: error.message ?? MESSAGES.somethingWentWrong } : { ok: true };
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Card details">
      <FieldFrame label="Card">
        <div style={{ padding: '10px 12px', border: '1px solid #d9d9d9', borderRadius: 8 }}>
          <CardElement options={{ style: { base: { fontSize: '16px' } } }} />
        </div>
      </FieldFrame>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={paying}
        disabled={!stripe || paying}
      >
        {payLabel}
      </Button>
    </form>
  );
};

/** Stripe's own card field: the card number goes to Stripe, never to our server. */
export const StripeCardForm = ({
  publishableKey,
  ...props
}: Props & { publishableKey: string }) => {
  const [stripe] = useState(() => loadStripeFor(publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((instance) => current && setUnavailable(instance === null));
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable) {
    return (
      <Alert
        type="error"
        showIcon
        title="Card payments could not be loaded. Check your connection and reload the page."
      />
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
};

export default StripeCardForm;
