import { useRef, useState } from 'react';
import {
  useConfirmPaymentMutation,
  useCreatePaymentIntentMutation,
  useSavePaymentMethodMutation,
} from '../../api/paymentsApi';
import { normalizeError } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { TEST_AUTHENTICATION_FAILED } from '@domain/constants';
import { showPaymentError } from '../../state/toastSlice';
import type { CardMethod } from './cardMethod';

/**
 * The payment of docs/api.md: a payment method from the card, then an intent; when the card
 * asks for it, its action and a confirmation; done on 'succeeded'. One payment at a time, however
 * often Pay is pressed.
 */
export const usePayShipment = (shipmentId: number) => {
  const [savePaymentMethod] = useSavePaymentMethodMutation();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [confirmPayment] = useConfirmPaymentMutation();
  const dispatch = useAppDispatch();
  const inFlight = useRef(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  /** Server field errors become 10-second toasts; the message shows beside the card. */
  const fail = (failure: unknown) => {
    const { message, fieldErrors } = normalizeError(failure);
    for (const text of Object.values(fieldErrors)) dispatch(showPaymentError(text));
    setError(message);
  };

  const pay = async (card: CardMethod) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setError(null);
    try {
      const method = await card.createPaymentMethod();
      if ('error' in method) return setError(method.error);
      const saved = await savePaymentMethod({ payment_method_id: method.id });
      if (saved.error) return fail(saved.error);
      const intent = await createIntent({ payment_method_id: method.id, shipment_id: shipmentId });
      if (intent.error) return fail(intent.error);
      let result = intent.data;
      if (result.requires_action && result.client_secret) {
        const action = await card.handleCardAction(result.client_secret);
        if ('error' in action) return setError(action.error);
        const confirmed = await confirmPayment({
          payment_intent_id: result.payment.stripe_payment_intent_id,
          ...('failed' in action ? { authentication: TEST_AUTHENTICATION_FAILED } : {}),
        });
        if (confirmed.error) return fail(confirmed.error);
        result = confirmed.data;
      }
      if (result.status === 'succeeded') setSucceeded(true);
      else
        setError(
          `The payment was not completed (${result.status.replaceAll('_', ' ')}). Please try again.`,
        );
    } catch (failure) {
      fail(failure);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return { pay, paying, error, succeeded };
};
