import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { seedShipment, seedUser } from './db';
import { call } from './testing/callApi';

describe('the mocked test payment provider', () => {
  it('charges once when paying twice', async () => {
    const { user, token } = seedUser();
    const shipment = seedShipment(user.id, { finalized: true });
    const pay = () =>
      call('/payments/create-intent/', {
        method: 'POST',
        token,
        body: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect([first.body, second.body]).toContainEqual({ message: SERVER_MESSAGES.alreadyPaid });
    const again = await pay();
    expect(again.body).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
  });

  it('confirms a payment after card authentication, or refuses it when that failed', async () => {
    const { user, token } = seedUser();
    const pay = async (shipmentId: number, authentication?: 'failed') => {
      const intent = await call<PaymentResult>('/payments/create-intent/', {
        method: 'POST',
        token,
        body: { payment_method_id: 'pm_card_authenticationRequired', shipment_id: shipmentId },
      });
      expect(intent.body).toMatchObject({ requires_action: true, status: 'requires_action' });
      expect(intent.body.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
      return call('/payments/confirm/', {
        method: 'POST',
        token,
        body: { payment_intent_id: intent.body.payment.stripe_payment_intent_id, authentication },
      });
    };
    const refused = seedShipment(user.id, { finalized: true });
    expect(await pay(refused.id, 'failed')).toEqual({
      status: 400,
      body: { message: SERVER_MESSAGES.authenticationFailed },
    });
    const accepted = seedShipment(user.id, { finalized: true });
    expect((await pay(accepted.id)).body).toMatchObject({ status: 'succeeded' });
    const declined = await call('/payments/create-intent/', {
      method: 'POST',
      token,
      body: { payment_method_id: 'pm_card_visa_chargeDeclined', shipment_id: refused.id },
    });
    expect(declined.body).toEqual({ message: SERVER_MESSAGES.cardDeclined });
  });
});
