import { waitFor, within } from '@testing-library/react';
import { shipmentsOf } from '../../../mocks/server/arrange/shipments';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { waitForCards } from './dashboardTesting';

beforeAll(startApiServer);

/** A shipper with this many unfinished shipments, and their cards' names, newest first. */
const shipperWith = async (count: number) => {
  const owner = await signedInShipper();
  const shipments = await shipmentsOf(owner, count);
  return {
    session: owner.session,
    newestFirst: shipments.map(({ id }) => `Shipment #${id}`).reverse(),
  };
};

const pages = () => within(screen.getByRole('navigation', { name: 'Shipment pages' }));
const searchBox = () => screen.getByRole('textbox', { name: 'Search shipments' });

describe('The dashboard in its address', () => {
  it('opens the tab, page and search the address names', async () => {
    const { session, newestFirst } = await shipperWith(14);
    renderApp({ route: '/dashboard?status=unfinished&page=2', session });
    await waitForCards(newestFirst.slice(12));
    expect(screen.getByRole('tab', { name: 'Unfinished (14)', selected: true })).toBeVisible();
    expect(pages().getByTitle('2')).toHaveClass('ant-pagination-item-active');
  });

  it('opens with the search the address names, in the box', async () => {
    const { session, newestFirst } = await shipperWith(3);
    const middle = newestFirst[1] ?? '';
    const id = middle.replace('Shipment ', '');
    renderApp({ route: `/dashboard?search=${encodeURIComponent(id)}`, session });
    await waitForCards([middle]);
    expect(searchBox()).toHaveValue(id);
  });

  it('takes what it cannot read as the default, and says nothing of it', async () => {
    const { session, newestFirst } = await shipperWith(2);
    renderApp({ route: '/dashboard?status=shipped&page=zero', session });
    await waitForCards(newestFirst);
    expect(screen.getByRole('tab', { name: 'All (2)', selected: true })).toBeVisible();
  });

  it('writes each tab and page chosen, and Back returns to the one before', async () => {
    const { session, newestFirst } = await shipperWith(14);
    const { user, router } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst.slice(0, 12));
    await user.click(screen.getByRole('tab', { name: 'Unfinished (14)' }));
    await waitFor(() => expect(router.search).toBe('?status=unfinished'));
    await user.click(pages().getByTitle('2'));
    await waitForCards(newestFirst.slice(12));
    expect(router.search).toBe('?status=unfinished&page=2');

    router.back();
    await waitForCards(newestFirst.slice(0, 12));
    expect(router.search).toBe('?status=unfinished');
    router.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'All (14)', selected: true })).toBeVisible(),
    );
    expect(router.search).toBe('');
  });

  it('writes the search once typing pauses, and Back puts the earlier text back in the box', async () => {
    const { session, newestFirst } = await shipperWith(3);
    const { user, router } = renderApp({ route: '/dashboard?status=unfinished', session });
    await waitForCards(newestFirst);
    await user.click(screen.getByRole('tab', { name: 'All (3)' }));
    await user.type(searchBox(), 'Chicago');
    await waitFor(() => expect(router.search).toBe('?search=Chicago'));
    router.back();
    await waitFor(() => expect(router.search).toBe('?status=unfinished'));
    expect(searchBox()).toHaveValue('');
  });

  it('puts the cursor in the search box at "/", but not while typing in it', async () => {
    const { session, newestFirst } = await shipperWith(1);
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst);
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    await user.keyboard('a/b');
    expect(searchBox()).toHaveValue('a/b');
  });
});
