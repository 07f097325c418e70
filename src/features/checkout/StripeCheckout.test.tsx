import type { ReactNode } from 'react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { bookedShipment } from '../../../mocks/server/arrange/billing';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { formatUsd } from '../../lib/format';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

// Stripe.js loads from Stripe's servers, which tests cannot reach: its React bindings are replaced
// by a fake card field and a fake Stripe whose answers each test sets.
const fakeStripe = {
  createPaymentMethod: jest.fn(),
  handleCardAction: jest.fn(),
};
let cardMounted = true;
jest.mock('@stripe/stripe-js', () => ({ loadStripe: async () => fakeStripe }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: () => <input aria-label="Stripe card" />,
  useStripe: () => fakeStripe,
  useElements: () => ({ getElement: () => (cardMounted ? { type: 'card' } : null) }),
}));

/**
 * The page told what a server with Stripe's keys says. The server here keeps its built-in test
 * provider, which takes Stripe's own test PaymentMethod ids as Stripe's test mode does.
 */
const stripeConfig = () =>
  server.use(
    http.get('*/api/config/', () =>
      HttpResponse.json({ payment_provider: 'stripe', stripe_publishable_key: 'pk_test_123' }),
    ),
  );

const setUp = async () => {
  stripeConfig();
  const { session, caller } = await signedInShipper();
  const shipment = await bookedShipment(caller);
  const view = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
  const pay = async () =>
    view.user.click(
      await screen.findByRole('button', { name: `Pay ${formatUsd(shipment.total_price)}` }),
    );
  return { ...view, shipment, pay };
};

describe('Checkout with Stripe', () => {
  beforeEach(() => {
    cardMounted = true;
    fakeStripe.createPaymentMethod.mockReset();
    fakeStripe.handleCardAction.mockReset();
  });

  it("uses Stripe's card field and pays with the payment method it creates", async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_card_visa' } });
    const { pay } = await setUp();
    expect(await screen.findByLabelText('Stripe card')).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    await pay();
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(fakeStripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: { type: 'card' },
    });
  });

  it("runs the card's action when the intent requires it, then confirms", async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({
      paymentMethod: { id: 'pm_card_authenticationRequired' },
    });
    fakeStripe.handleCardAction.mockResolvedValue({});
    const { pay } = await setUp();
    await pay();
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(fakeStripe.handleCardAction).toHaveBeenCalledWith(expect.stringMatching(/_secret_/));
  });

  it("shows the card provider's message inline", async () => {
    fakeStripe.createPaymentMethod.mockResolvedValue({
      error: { message: 'Your card number is incomplete.' },
    });
    const { pay } = await setUp();
    await pay();
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
  });

  it("says when the card input can't be found", async () => {
    cardMounted = false;
    const { pay } = await setUp();
    await pay();
    expect(await screen.findByText('Card number input not found.')).toBeInTheDocument();
    expect(fakeStripe.createPaymentMethod).not.toHaveBeenCalled();
  });
});
