import { waitFor } from '@testing-library/react';
import { bookShipment, pay } from '../../server/test/paymentFixtures';
import { apiServer } from '../../mocks/server/apiServer';
import { signedInShipper } from '../../mocks/server/sessions';
import { startApiServer } from '../../mocks/server/apiServer';
import { renderApp, screen } from '../testing/renderWithProviders';

beforeAll(startApiServer);

const titleBecomes = (title: string) => waitFor(() => expect(document.title).toBe(title));

describe('Page titles', () => {
  it('names the sign-in page', async () => {
    renderApp({ route: '/login' });
    await titleBecomes('Sign in · Loadline');
  });

  it('names each signed-in page, and follows the shipper from one page to the next', async () => {
    const { session } = await signedInShipper();
    const { user } = renderApp({ route: '/dashboard', session });
    await titleBecomes('Dashboard · Loadline');

    await user.click(await screen.findByRole('link', { name: 'Billing' }));
    await titleBecomes('Billing · Loadline');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await titleBecomes('Dashboard · Loadline');
  });

  it('names a shipment’s page by its number', async () => {
    const { session, caller } = await signedInShipper();
    const server = await apiServer();
    // Paid, so upcoming: past the steps of booking.
    const shipment = await bookShipment(server, caller);
    const paid = await pay(server, caller, shipment.id);
    if (paid.json<{ status?: string }>().status !== 'succeeded')
      throw new Error(`Paying failed: ${paid.statusCode} ${paid.body}`);
    renderApp({ route: `/shipments/${shipment.id}`, session });
    await titleBecomes(`Shipment #${shipment.id} · Loadline`);
  });

  it('names a path without a page', async () => {
    renderApp({ route: '/nowhere-yet', session: (await signedInShipper()).session });
    await titleBecomes('Working On It.. · Loadline');
  });
});
