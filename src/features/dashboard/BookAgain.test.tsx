import { within } from '@testing-library/react';
import { apiServer } from '../../../mocks/server/apiServer';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { signedInMember, signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { callApi } from '../../../server/test/shipmentFixtures';
import { expectLaneFilledIn } from '../../testing/bookedAgainLane';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

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
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, {
      status: 'cancelled',
      equipment: 'reefer',
      reason: 'plans_changed',
    });
    const { user, router } = renderApp({ route: '/dashboard', session: owner.session });
    await openMenu(user, shipment.id);
    await user.click(await screen.findByRole('menuitem', { name: 'Book again' }));
    await expectLaneFilledIn(shipment);
    expect(currentPath(router)).toBe('/create-shipment');
  });

  it('opens the create page from a row of the table with the lane of a past shipment', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, {
      status: 'past',
      from: 'Los Angeles, CA',
      to: 'Phoenix, AZ',
    });
    await shipmentOf(owner);
    const { user } = renderApp({ route: '/dashboard?view=table', session: owner.session });
    await openMenu(user, shipment.id, await rowOf(shipment.id));
    await user.click(await screen.findByRole('menuitem', { name: 'Book again' }));
    await expectLaneFilledIn(shipment);
  });

  it.each(['viewer', 'finance'] as const)(
    'is not offered to the %s role, on a card or a row',
    async (role) => {
      const admin = await signedInShipper();
      const shipment = await shipmentOf(admin, { status: 'past' });
      const member = await signedInMember(admin, role);
      const { user } = renderApp({ route: '/dashboard', session: member.session });
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
    const admin = await signedInShipper();
    const booker = await signedInMember(admin, 'booker');
    const shipment = await shipmentOf(admin);
    const { user, router } = renderApp({ route: '/dashboard', session: booker.session });
    await openMenu(user, shipment.id);
    const bookAgain = await screen.findByRole('menuitem', { name: 'Book again' });
    // Meanwhile an admin makes the booker a viewer: the server refuses what the page still offers.
    const demoted = await callApi(
      await apiServer(),
      admin.caller,
      'PATCH',
      `/company/members/${booker.session.user.id}/`,
      { role: 'viewer' },
    );
    expect(demoted.statusCode).toBe(200);
    await user.click(bookAgain);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Shipment #${shipment.id} could not be booked again: Viewers cannot create shipments.`,
    );
    expect(currentPath(router)).toBe('/dashboard');
  });
});
