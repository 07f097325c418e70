import { lazy, Suspense } from 'react';
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { http, HttpResponse } from 'msw';
import { seedInvoice, seedShipment, seedUser } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { addDays, todayUtc } from '@domain/dates';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { Invoice } from '@domain/types';
import { AppProviders } from '../../../app/AppProviders';
import { formatUsd } from '../../../lib/formatUsd';
import { makeStore } from '../../../state/store';
import { holdGets } from '../../../testing/heldResponses';
import { screen, storeSession } from '../../../testing/renderWithProviders';

// As the invoices page loads it.
const SpendCard = lazy(() => import('./SpendCard'));

/** The card alone, signed in as the shipper, against the mocks. */
const renderCard = (session: ReturnType<typeof seedUser>) => {
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
    const session = seedUser();
    const seed = (options: Parameters<typeof seedShipment>[1]) =>
      seedInvoice(seedShipment(session.user.id, options).id);
    const paidEarly = seed({ status: 'past', createdAt: monthsAgo(11) });
    const paidLater = seed({ status: 'past', createdAt: monthsAgo(2), driverAssist: true });
    const overdue = seed({
      finalized: true,
      pickupDate: addDays(todayUtc(), -1),
      createdAt: monthsAgo(2),
    });
    seed({ finalized: true, createdAt: monthsAgo(1) });
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
    const session = seedUser();
    seedInvoice(seedShipment(session.user.id, { finalized: true }).id);
    seedInvoice(seedShipment(session.user.id, { status: 'past', createdAt: monthsAgo(13) }).id);
    renderCard(session);
    expect(
      await screen.findByText('No paid or overdue invoices in the last 12 months'),
    ).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it is loading, then shows the figures', async () => {
    const held = holdGets('*/api/invoices/spend/');
    renderCard(seedUser());
    expect(await screen.findByRole('status', { name: 'Loading spend' })).toBeVisible();
    await waitFor(() => expect(held.arrived()).toBe(1));
    held.releaseAll();
    expect(
      await screen.findByText('No paid or overdue invoices in the last 12 months'),
    ).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading spend' })).not.toBeInTheDocument();
  });

  it('tells of a failure, and tries again at a press', async () => {
    const session = seedUser();
    seedInvoice(seedShipment(session.user.id, { status: 'upcoming' }).id);
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
