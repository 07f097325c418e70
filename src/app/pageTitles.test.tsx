import { waitFor } from '@testing-library/react';
import { seedShipment, seedUser } from '../../mocks/db';
import { renderApp, screen } from '../testing/renderWithProviders';

const titleBecomes = (title: string) => waitFor(() => expect(document.title).toBe(title));

describe('Page titles', () => {
  it('names the sign-in page', async () => {
    renderApp({ route: '/login' });
    await titleBecomes('Sign in · Loadline');
  });

  it('names each signed-in page, and follows the shipper from one page to the next', async () => {
    const { user } = renderApp({ route: '/dashboard', session: seedUser() });
    await titleBecomes('Dashboard · Loadline');

    await user.click(await screen.findByRole('link', { name: 'Billing' }));
    await titleBecomes('Billing · Loadline');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await titleBecomes('Dashboard · Loadline');
  });

  it('names a shipment’s page by its number', async () => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id, { status: 'upcoming' });
    renderApp({ route: `/shipments/${shipment.id}`, session });
    await titleBecomes(`Shipment #${shipment.id} · Loadline`);
  });

  it('names a path without a page', async () => {
    renderApp({ route: '/nowhere-yet', session: seedUser() });
    await titleBecomes('Working On It.. · Loadline');
  });
});
