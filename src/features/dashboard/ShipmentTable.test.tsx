import { waitFor, within } from '@testing-library/react';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { formatUsd } from '../../lib/formatUsd';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

/** Three shipments of another lane, length and equipment each: their totals differ. */
const shipper = async () => {
  const owner = await signedInShipper();
  const short = await shipmentOf(owner, { from: 'Chicago, IL', to: 'Milwaukee, WI' });
  const long = await shipmentOf(owner, { from: 'Chicago, IL', to: 'Los Angeles, CA' });
  const reefer = await shipmentOf(owner, {
    from: 'Dallas, TX',
    to: 'Houston, TX',
    equipment: 'reefer',
  });
  return { session: owner.session, short, long, reefer };
};

const table = () => screen.getByRole('table', { name: 'Shipments' });

/** The ID of each row of the table, top to bottom. */
const rowIds = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

const ids = (...shipments: { id: number }[]) => shipments.map(({ id }) => `#${id}`);

describe('The shipments table', () => {
  beforeEach(() => localStorage.clear());

  it('shows each shipment as a row, and is the view the shipper finds next time', async () => {
    const { session, short, long, reefer } = await shipper();
    const { user, router, unmount } = renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Shipments' })).toBeVisible();
    expect(router.search).toBe('?view=table');
    expect(rowIds()).toEqual(ids(reefer, long, short));
    const row = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Reefer')).toBeVisible();
    expect(within(row).getByText('Dallas, TX')).toBeVisible();
    expect(within(row).getByText(formatUsd(reefer.total_price))).toBeVisible();
    unmount();

    renderApp({ route: '/dashboard', session });
    expect(await screen.findByRole('table', { name: 'Shipments' })).toBeVisible();
  });

  it('sorts by a column at the server, smallest first, then largest, and keeps it in the address', async () => {
    const { session, short, long, reefer } = await shipper();
    const byTotal = [short, long, reefer].sort(
      (a, b) => Number(a.total_price) - Number(b.total_price),
    );
    const { user, router } = renderApp({ route: '/dashboard?view=table', session });
    await screen.findByRole('table', { name: 'Shipments' });
    await user.click(within(table()).getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(rowIds()).toEqual(ids(...byTotal)));
    expect(router.search).toBe('?view=table&ordering=total_price');
    await user.click(within(table()).getByRole('columnheader', { name: /Total/ }));
    await waitFor(() => expect(rowIds()).toEqual(ids(...byTotal.reverse())));
    expect(router.search).toBe('?view=table&ordering=-total_price');
    expect(within(table()).getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('opens sorted as the address says', async () => {
    const { session, short, long } = await shipper();
    renderApp({ route: '/dashboard?view=table&ordering=id', session });
    await screen.findByRole('table', { name: 'Shipments' });
    expect(rowIds().slice(0, 2)).toEqual(ids(short, long));
  });
});

describe('The list filters', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the equipment chosen, with the tab counts, and clears it', async () => {
    const { session, reefer } = await shipper();
    const { user, router } = renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByLabelText('Equipment'));
    await user.click(await screen.findByTitle('Reefer'));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(
        [`Shipment #${reefer.id}`],
      ),
    );
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeVisible();
    expect(router.search).toBe('?equipment=reefer');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All (3)' })).toBeVisible());
    expect(router.search).toBe('');
  });

  it('keeps the pickup days named in the address, and says when nothing matches', async () => {
    const { session } = await shipper();
    const { user } = renderApp({
      route: '/dashboard?pickup_from=2001-01-01&pickup_to=2001-01-31',
      session,
    });
    expect(await screen.findByText('No shipments match your filters')).toBeVisible();
    expect(screen.getByLabelText('Pickup from')).toHaveValue('Jan 1, 2001');
    expect(screen.getByLabelText('Pickup to')).toHaveValue('Jan 31, 2001');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });
});
