import { delay, http } from 'msw';
import { act, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { shipmentsOf } from '../../../mocks/server/arrange/shipments';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { LIST_SEARCH_DEBOUNCE_MS } from '@domain/constants';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { fakePageTimers } from '../../testing/clock';
import { cardNames, waitForCards } from './dashboardTesting';

beforeAll(startApiServer);

/** A shipper with this many shipments, and their cards' names, newest first. */
const shipperWith = async (count: number) => {
  const owner = await signedInShipper();
  const shipments = await shipmentsOf(owner, count);
  return {
    session: owner.session,
    newestFirst: shipments.map(({ id }) => `Shipment #${id}`).reverse(),
  };
};

const pages = () => within(screen.getByRole('navigation', { name: 'Shipment pages' }));

/** What the dashboard asked the server for, call by call; the server still answers. */
const recordQueries = () => {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('*/api/shipper/shipments/', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
    }),
  );
  return queries;
};

describe('Dashboard pages', () => {
  it('shows twelve shipments a page, newest first, and the others from the pages below', async () => {
    const { session, newestFirst } = await shipperWith(14);
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst.slice(0, 12));
    expect(screen.getByRole('tab', { name: 'All (14)' })).toBeInTheDocument();
    await user.click(pages().getByTitle('2'));
    await waitForCards(newestFirst.slice(12));
    await user.click(pages().getByTitle('1'));
    await waitForCards(newestFirst.slice(0, 12));
  });

  it('turns pages from the keyboard', async () => {
    const { session, newestFirst } = await shipperWith(13);
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst.slice(0, 12));
    pages().getByTitle('2').focus();
    await user.keyboard('{Enter}');
    await waitForCards(newestFirst.slice(12));
    expect(pages().getByTitle('2')).toHaveClass('ant-pagination-item-active');
  });

  it('shows no pages when one is enough', async () => {
    const { session, newestFirst } = await shipperWith(12);
    renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst);
    expect(pages().queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps the page on screen while the next one loads, without placeholders', async () => {
    const { session, newestFirst } = await shipperWith(14);
    server.use(
      http.get('*/api/shipper/shipments/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await delay(300);
      }),
    );
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst.slice(0, 12));
    await user.click(pages().getByTitle('2'));
    expect(cardNames()).toEqual(newestFirst.slice(0, 12));
    expect(screen.queryByRole('status', { name: 'Loading shipments' })).not.toBeInTheDocument();
    await waitForCards(newestFirst.slice(12));
  });

  it('draws the next page into the cards already shown', async () => {
    const { session, newestFirst } = await shipperWith(14);
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst.slice(0, 12));
    const [first, second] = screen.getAllByRole('article');
    await user.click(pages().getByTitle('2'));
    await waitForCards(newestFirst.slice(12));
    expect(screen.getAllByRole('article')).toEqual([first, second]);
    expect(first).toHaveAccessibleName(newestFirst[12]);
    expect(within(first as HTMLElement).getByRole('link', { name: newestFirst[12] })).toBeVisible();
  });

  it('keeps one grid across tabs: the cards of shipments in both stay, and the grid says it is busy', async () => {
    const { session, newestFirst } = await shipperWith(3);
    server.use(
      http.get('*/api/shipper/shipments/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'unfinished') await delay(300);
      }),
    );
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst);
    const results = screen.getByRole('tabpanel', { name: 'All (3)' });
    const first = screen.getByRole('article', { name: newestFirst[0] });
    await user.click(screen.getByRole('tab', { name: 'Unfinished (3)' }));
    expect(screen.getByRole('tabpanel', { name: 'Unfinished (3)' })).toBe(results);
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(cardNames()).toEqual(newestFirst);
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('article', { name: newestFirst[0] })).toBe(first);
  });

  it('starts again at the first page for another tab or another search', async () => {
    const { session, newestFirst } = await shipperWith(14);
    const { user } = renderApp({ route: '/dashboard', session });
    await waitForCards(newestFirst.slice(0, 12));
    await user.click(pages().getByTitle('2'));
    await waitForCards(newestFirst.slice(12));
    await user.click(screen.getByRole('tab', { name: 'Unfinished (14)' }));
    await waitForCards(newestFirst.slice(0, 12));
    expect(pages().getByTitle('1')).toHaveClass('ant-pagination-item-active');

    await user.click(pages().getByTitle('2'));
    await waitForCards(newestFirst.slice(12));
    await user.type(screen.getByLabelText('Search shipments'), 'chicago');
    await waitForCards(newestFirst.slice(0, 12));
  });

  it('asks the server once the typing pauses, not at every key', async () => {
    const { session } = await shipperWith(2);
    // Fake timers: on a busy machine a real pause between two keys can outlast the debounce.
    fakePageTimers();
    try {
      const queries = recordQueries();
      const { user } = renderApp({ route: '/dashboard', session, fakeTimers: true });
      await screen.findAllByRole('article');
      await user.type(screen.getByLabelText('Search shipments'), 'dallas');
      act(() => jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 1));
      expect(queries).toEqual([{ page: '1', page_size: '12', status: 'all' }]);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() =>
        expect(queries).toEqual([
          { page: '1', page_size: '12', status: 'all' },
          { page: '1', page_size: '12', status: 'all', search: 'dallas' },
        ]),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
