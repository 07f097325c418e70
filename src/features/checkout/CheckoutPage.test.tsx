import { http, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  bookedShipment,
  cancelShipment,
  invoiceOfShipment,
} from '../../../mocks/server/arrange/billing';
import type { Booking } from '../../../mocks/server/arrange/billing';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { addDays, todayUtc } from '@domain/dates';
import { moneyToCents } from '@domain/money';
import type { PriceCheck, Shipment } from '@domain/types';
import { readShipment, succeededCharges } from '../../../server/test/paymentFixtures';
import { callApi } from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import { formatUsd } from '../../lib/format';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const escape = (text: string) => text.replace(/[$.()]/g, '\\$&');

/** A new shipper's shipment, finalized and waiting to be paid unless the booking says otherwise. */
const setUp = async (booking: Booking = {}) => {
  const { session, caller } = await signedInShipper();
  return { session, caller, shipment: await bookedShipment(caller, booking) };
};

const fillCard = async (user: User, number: string) => {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '12 / 39');
  await user.type(screen.getByLabelText('CVC'), '123');
};

const payButton = (shipment: Shipment) =>
  screen.getByRole('button', { name: `Pay ${formatUsd(shipment.total_price)}` });

/** The shipment as the server has it now. */
const fetchShipment = async (caller: Caller, id: number) =>
  readShipment(await apiServer(), caller, id);

describe('Checkout in test mode', () => {
  it('shows the breakdown, the addresses and dates, and pays with a good card', async () => {
    const { session, caller, shipment } = await setUp({ driverAssist: true });
    const { user, router } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    const price = screen.getByText('Base Rate').closest('.ant-card') as HTMLElement;
    expect(within(price).getByText(formatUsd(shipment.base_price))).toBeInTheDocument();
    expect(within(price).getByText('Driver Fees')).toBeInTheDocument();
    expect(within(price).getByText('$150.00')).toBeInTheDocument();
    expect(within(price).getAllByText(formatUsd(shipment.total_price)).length).toBeGreaterThan(0);
    expect(screen.getByText('Pickup date')).toBeInTheDocument();
    expect(screen.getByText('Estimated delivery')).toBeInTheDocument();
    expect(screen.getByText(/Your payment is secure/)).toBeInTheDocument();
    expect(screen.getByText(/Protected by 256-bit SSL encryption/)).toBeInTheDocument();

    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton(shipment));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(screen.getByText(/Your shipment has been booked successfully\./)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Shipment ID: #${shipment.id}`))).toBeInTheDocument();
    expect((await fetchShipment(caller, shipment.id)).status).toBe('upcoming');

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('says in a line that the card number stays here, and how on focus', async () => {
    const { session, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await screen.findByText('We never receive the card number.')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    const how = screen.getByRole('button', { name: 'Why this is safe' });
    while (document.activeElement !== how) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This form turns the number into a test payment id here in the browser, and only that id is sent to us.',
    );
  });

  it('sums up what was paid, with the invoice to download and where the receipt went', async () => {
    const { session, shipment } = await setUp({ from: 'Chicago, IL', to: 'Dallas, TX' });
    const { user, router } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton(shipment));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();

    expect(screen.getByText('Chicago, IL → Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('Amount paid').closest('tr')).toHaveTextContent(
      formatUsd(shipment.total_price),
    );
    expect(
      await screen.findByText(/The receipt was sent to/, { selector: 'span' }),
    ).toHaveTextContent(`The receipt was sent to ${session.user.email}.`);
    expect(await screen.findByRole('button', { name: 'Download invoice' })).toBeEnabled();

    await user.click(screen.getByRole('link', { name: 'View shipment' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/shipments/${shipment.id}`));
  });

  it('asks for authentication: a failure is shown, then a completed one pays', async () => {
    const { session, caller, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    await fillCard(user, '4000 0027 6000 3184');
    await user.click(payButton(shipment));
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    expect(
      await screen.findByText(/unable to authenticate your payment method/),
    ).toBeInTheDocument();
    expect((await fetchShipment(caller, shipment.id)).status).toBe('unfinished');

    await user.click(payButton(shipment));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Authenticate this payment' })).getByRole(
        'button',
        {
          name: 'Complete authentication',
        },
      ),
    );
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('shows a declined card (%s) inline and charges nothing', async (number, message) => {
    const { session, caller, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    await fillCard(user, number);
    await user.click(payButton(shipment));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect((await fetchShipment(caller, shipment.id)).status).toBe('unfinished');

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(payButton(shipment));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
  });

  it('writes the expiry date as it is typed, and says an expired card has expired', async () => {
    const { session, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    const expiry = await screen.findByLabelText('Expiry date');
    for (const [typed, shown] of [
      ['1239', '12 / 39'],
      ['12/39', '12 / 39'],
      ['12-39', '12 / 39'],
      ['1/39', '01 / 39'],
      ['12 / 39', '12 / 39'],
    ] as const) {
      await user.clear(expiry);
      await user.type(expiry, typed);
      expect([typed, (expiry as HTMLInputElement).value]).toEqual([typed, shown]);
    }
    await user.clear(expiry);
    await user.type(expiry, '0120');
    await user.tab();
    expect(await screen.findByText('This card has expired')).toBeInTheDocument();
    await user.clear(expiry);
    await user.type(expiry, '1339');
    await user.tab();
    expect(await screen.findByText('Enter a valid expiry date (MM / YY)')).toBeInTheDocument();
  });

  it('refuses a card number that is not a test card, and checks the card fields', async () => {
    const { session, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    await user.click(
      await screen.findByRole('button', { name: `Pay ${formatUsd(shipment.total_price)}` }),
    );
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();
    expect(screen.getByText('Expiry date is required')).toBeInTheDocument();
    expect(screen.getByText('CVC is required')).toBeInTheDocument();
    await fillCard(user, '5555 5555 5555 4444');
    await user.click(payButton(shipment));
    expect(await screen.findByText('Use a test card number in test mode.')).toBeInTheDocument();
  });

  it('charges once when Pay is pressed twice', async () => {
    const intents: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/payments/create-intent/')) intents.push(request.url);
    });
    const { session, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    await fillCard(user, '4242 4242 4242 4242');
    await user.dblClick(payButton(shipment));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(intents).toHaveLength(1);
    expect(await succeededCharges(await apiServer(), shipment.id)).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('shows server field errors as toasts and the message inline', async () => {
    server.use(
      http.post('*/api/payments/create-intent/', () =>
        HttpResponse.json(
          { errors: { payment_method_id: ['This payment method has expired.'] } },
          { status: 400 },
        ),
      ),
    );
    const { session, shipment } = await setUp();
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton(shipment));
    expect(await screen.findByText('This payment method has expired.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('sends a missing shipment to the dashboard', async () => {
    const { session } = await setUp();
    const { router } = renderApp({ route: '/shipments/999999/checkout', session });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it('shows a paid shipment as paid, with its invoice, and no card form', async () => {
    const { session, caller, shipment } = await setUp({ upTo: 'paid' });
    const invoice = await invoiceOfShipment(caller, shipment.id);
    renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await screen.findByText('This shipment is paid')).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(invoice.invoice_number))).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('says a cancelled shipment is cancelled, with no card form', async () => {
    const { session, caller, shipment } = await setUp();
    await cancelShipment(caller, shipment.id, 'booked_elsewhere');
    renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await screen.findByText(SERVER_MESSAGES.shipmentCancelled)).toBeInTheDocument();
    expect(screen.queryByText('This shipment is paid')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('sends an unfinalized shipment back to finalizing', async () => {
    const { session, shipment } = await setUp({ upTo: 'booked' });
    renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await screen.findByText('Finalize the shipment before paying.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finalize shipment' })).toHaveAttribute(
      'href',
      `/shipments/${shipment.id}/finalizing`,
    );
  });
});

describe('Checkout once the price hold ended', () => {
  const today = async () => todayUtc((await apiServer()).clock.now());

  it('shows both totals and asks to accept the new price before it shows Pay', async () => {
    // Booked a week before pickup five days ago: two days out, short notice costs more now.
    const { session, caller, shipment } = await setUp({
      daysAgo: 5,
      pickupDate: addDays(await today(), 2),
    });
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(
      await screen.findByText('The price hold ended, and the price changed'),
    ).toBeInTheDocument();
    const check = (
      await callApi(await apiServer(), caller, 'GET', `/shipper/shipments/${shipment.id}/reprice/`)
    ).json<PriceCheck>();
    expect(moneyToCents(check.new_total)).toBeGreaterThan(moneyToCents(shipment.total_price));
    expect(
      screen.getByText(
        new RegExp(
          `comes to ${escape(formatUsd(check.new_total))} \\(was ${escape(formatUsd(shipment.total_price))}\\)`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Price was held until')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Accept ${formatUsd(check.new_total)}` }));
    expect(
      await screen.findByRole('button', { name: `Pay ${formatUsd(check.new_total)}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Price held until')).toBeInTheDocument();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: `Pay ${formatUsd(check.new_total)}` }));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect((await fetchShipment(caller, shipment.id)).total_price).toBe(check.new_total);
  });

  it('pays at once when the lane costs the same today, and itemises the base rate', async () => {
    // A week out when booked two days ago, five now: the same price.
    const { session, caller, shipment } = await setUp({
      daysAgo: 2,
      pickupDate: addDays(await today(), 5),
    });
    const { user } = renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await screen.findByText('Linehaul')).toBeInTheDocument();
    expect(screen.getByText('Fuel surcharge')).toBeInTheDocument();
    expect(screen.getByText(/\(\$0\.40\/mi\)$/)).toBeInTheDocument();
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton(shipment));
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect((await fetchShipment(caller, shipment.id)).total_price).toBe(shipment.total_price);
  });
});
