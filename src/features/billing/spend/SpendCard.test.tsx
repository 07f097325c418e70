import { lazy, Suspense } from 'react';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { invoicedShipment } from '../../../../mocks/server/arrange/billing';
import { signedInShipper } from '../../../../mocks/server/sessions';
import type { SignedIn } from '../../../../mocks/server/sessions';
import { startApiServer } from '../../../../mocks/server/apiServer';
import { addDays, todayUtc } from '@domain/dates';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { Invoice } from '@domain/types';
import { AppProviders } from '../../../app/AppProviders';
import { formatUsd } from '../../../lib/formatUsd';
import { makeStore } from '../../../state/store';
import { holdGets } from '../../../testing/heldResponses';
import { screen, storeSession } from '../../../testing/renderWithProviders';

beforeAll(startApiServer);

// As the invoices page loads it.
const SpendCard = lazy(() => import('./SpendCard'));

/** The card alone, signed in as the shipper, against the API. */
const renderCard = (session: SignedIn['session']) => {
  storeSession(session);
  const { store, persistor } = makeStore();
  render(
    <StyleProvider mock="server">
      <AppProviders store={store} persistor={persistor}>
        <Suspense fallback={null}>
          <SpendCard />
        </Suspense>
      </AppProviders>
    </StyleProvider>,
  );
  return userEvent.setup();
};

/** Noon on the 15th, this many UTC months back. */
const monthsAgo = (months: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15, 12)).toISOString();
};

const monthName = (months: number) =>
  new Date(monthsAgo(months)).toLocaleString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const sum = (...invoices: Invoice[]) =>
  formatUsd(
    centsToMoney(
      invoices.reduce((total, { total_amount }) => total + moneyToCents(total_amount), 0),
    ),
  );

const card = () => screen.getByRole('region', { name: 'Spend, last 12 months' });

/** Each row of the table as its cells read. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Spend by month' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('The spend card', () => {
  it('draws the paid and overdue sums of each month, summarised for those who cannot see it', async () => {
    const { session, caller } = await signedInShipper();
    const issue = async (booking: Parameters<typeof invoicedShipment>[1]) =>
      (await invoicedShipment(caller, booking)).invoice;
    // A short lane: whatever the days, less than the longer one paid later, with driver assist.
    const paidEarly = await issue({ at: new Date(monthsAgo(11)), to: 'Milwaukee, WI', paid: true });
    const paidLater = await issue({ at: new Date(monthsAgo(2)), paid: true, driverAssist: true });
    const overdue = await issue({
      at: new Date(monthsAgo(2)),
      pickupDate: addDays(todayUtc(), -1),
    });
    // Issued last month, for a pickup still to come: pending, in neither sum.
    await issue({ at: new Date(monthsAgo(1)), pickupDate: addDays(todayUtc(), 7) });
    const user = renderCard(session);

    const chart = await screen.findByRole('img', { name: /^Paid and overdue invoices by month/ });
    expect(chart).toHaveAccessibleName(
      `Paid and overdue invoices by month, ${monthName(11)} to ${monthName(0)}: ` +
        `${sum(paidEarly, paidLater)} paid and ${sum(overdue)} overdue in all; ` +
        `the most paid in a month was ${sum(paidLater)}, in ${monthName(2)}.`,
    );

    await user.click(within(card()).getByRole('button', { name: 'Show as table' }));
    const rows = tableRows();
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual([monthName(11), sum(paidEarly), '$0.00']);
    expect(rows[9]).toEqual([monthName(2), sum(paidLater), sum(overdue)]);
    expect(rows[10]).toEqual([monthName(1), '$0.00', '$0.00']);
    expect(rows[11]).toEqual([monthName(0), '$0.00', '$0.00']);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(card()).getByRole('button', { name: 'Show as chart' }));
    expect(screen.getByRole('img', { name: /^Paid and overdue invoices by month/ })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when nothing was paid or overdue in the last 12 months', async () => {
    const { session, caller } = await signedInShipper();
    await invoicedShipment(caller, {});
    await invoicedShipment(caller, { at: new Date(monthsAgo(13)), paid: true });
    renderCard(session);
    expect(
      await screen.findByText('No paid or overdue invoices in the last 12 months'),
    ).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it is loading, then shows the figures', async () => {
    const held = holdGets('*/api/invoices/spend/');
    renderCard((await signedInShipper()).session);
    expect(await screen.findByRole('status', { name: 'Loading spend' })).toBeVisible();
    await waitFor(() => expect(held.arrived()).toBe(1));
    held.releaseAll();
    expect(
      await screen.findByText('No paid or overdue invoices in the last 12 months'),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading spend' })).not.toBeInTheDocument();
  });

  it('tells of a failure, and tries again at a press', async () => {
    const { session, caller } = await signedInShipper();
    await invoicedShipment(caller, { paid: true });
    server.use(
      http.get(
        '*/api/invoices/spend/',
        () => HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        { once: true },
      ),
    );
    const user = renderCard(session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your spend. Internal server error.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('img', { name: /^Paid and overdue invoices by month/ }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
