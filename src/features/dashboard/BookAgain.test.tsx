import { within } from '@testing-library/react';
import { seedCancellation, seedMember, seedShipment, seedUser } from '../../../mocks/db';
import { call } from '../../../mocks/testing/callApi';
import { expectLaneFilledIn } from '../../testing/bookedAgainLane';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

type User = ReturnType<typeof renderApp>['user'];

/** Opens a shipment's menu: on its card, or within its row of the table. */
const openMenu = async (
  user: User,
  shipmentId: number,
  place: Pick<typeof screen, 'findByRole'> = screen,
) => user.click(await place.findByRole('button', { name: `Actions for shipment #${shipmentId}` }));

const rowOf = async (shipmentId: number) =>
  within(
    (await screen.findByRole('link', { name: `#${shipmentId}` })).closest('tr') as HTMLElement,
  );

describe('Book again from the dashboard', () => {
  it('opens the create page from a card’s menu with the lane of a cancelled shipment', async () => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id, { equipment: 'reefer' });
    seedCancellation(shipment.id, 'plans_changed');
    const { user, router } = renderApp({ route: '/dashboard', session });
    await openMenu(user, shipment.id);
    await user.click(await screen.findByRole('menuitem', { name: 'Book again' }));
    await expectLaneFilledIn(shipment);
    expect(currentPath(router)).toBe('/create-shipment');
  });

  it('opens the create page from a row of the table with the lane of a past shipment', async () => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id, {
      status: 'past',
      from: 'Los Angeles',
      to: 'Phoenix',
    });
    seedShipment(session.user.id);
    const { user } = renderApp({ route: '/dashboard?view=table', session });
    await openMenu(user, shipment.id, await rowOf(shipment.id));
    await user.click(await screen.findByRole('menuitem', { name: 'Book again' }));
    await expectLaneFilledIn(shipment);
  });

  it.each(['viewer', 'finance'] as const)(
    'is not offered to the %s role, on a card or a row',
    async (role) => {
      const admin = seedUser();
      const shipment = seedShipment(admin.user.id, { status: 'past' });
      const { user } = renderApp({ route: '/dashboard', session: seedMember(admin.user.id, role) });
      await openMenu(user, shipment.id);
      expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Book again' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Table' }));
      await openMenu(user, shipment.id, await rowOf(shipment.id));
      expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Book again' })).not.toBeInTheDocument();
    },
  );

  it('says why when the shipment cannot be booked again, and stays on the dashboard', async () => {
    const admin = seedUser();
    const booker = seedMember(admin.user.id, 'booker');
    const shipment = seedShipment(admin.user.id);
    const { user, router } = renderApp({ route: '/dashboard', session: booker });
    await openMenu(user, shipment.id);
    const bookAgain = await screen.findByRole('menuitem', { name: 'Book again' });
    // Meanwhile an admin makes the booker a viewer: the server refuses what the page still offers.
    await call(`/company/members/${booker.user.id}/`, {
      method: 'PATCH',
      token: admin.token,
      body: { role: 'viewer' },
    });
    await user.click(bookAgain);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Shipment #${shipment.id} could not be booked again: Viewers cannot create shipments.`,
    );
    expect(currentPath(router)).toBe('/dashboard');
  });
});
