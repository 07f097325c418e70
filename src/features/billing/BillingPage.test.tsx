import { http, HttpResponse, delay } from 'msw';
import { within, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { addDays, todayUtc } from '@domain/dates';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  cancelShipment,
  clocksAtNoonUtc,
  invoicedShipment,
  restoreClocks,
} from '../../../mocks/server/arrange/billing';
import type { Booking } from '../../../mocks/server/arrange/billing';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { centsToMoney, moneyToCents } from '@domain/money';
import type { Invoice } from '@domain/types';
import { formatDate, formatUsd } from '../../lib/format';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';
import { answerInvoices } from './billingTesting';

beforeAll(startApiServer);

const summaryValue = (title: string) =>
  within(screen.getByRole('group', { name: title })).getByText(/^\$/);
const bodyRows = () => screen.getAllByRole('row').slice(1);

const openBilling = async () => {
  const { session } = await signedInShipper();
  const view = renderApp({ route: '/billing', session });
  await screen.findByRole('heading', { level: 3, name: 'Recent Invoices' });
  return view;
};

/** The sum of the invoices' amounts, as the page writes it. */
const sumOf = (...invoices: Invoice[]) =>
  formatUsd(
    centsToMoney(
      invoices.reduce((cents, { total_amount }) => cents + moneyToCents(total_amount), 0),
    ),
  );

/** The day a pickup this many days ago fell on, by the server's clock. */
const pickupDaysAgo = async (days: number) =>
  addDays(todayUtc((await apiServer()).clock.now()), -days);

afterEach(restoreClocks);

describe('Billing', () => {
  it('sums the shipper’s invoices and lists the three newest', async () => {
    const { session, caller } = await signedInShipper();
    const issue = async (booking: Omit<Booking, 'upTo'> & { paid?: boolean }) =>
      (await invoicedShipment(caller, booking)).invoice;
    const olderPaid = await issue({ daysAgo: 17, paid: true });
    const paid = await issue({ daysAgo: 5, paid: true });
    // Booked the day before its pickup, three days ago, and never paid.
    const overdue = await issue({ daysAgo: 4, pickupDate: await pickupDaysAgo(3) });
    const pending = await issue({});
    renderApp({ route: '/billing', session });

    expect(await screen.findByRole('heading', { level: 2, name: 'Billing' })).toBeInTheDocument();
    await screen.findByRole('table');
    const paidCents = moneyToCents(paid.total_amount) + moneyToCents(olderPaid.total_amount);
    expect(summaryValue('Total Payments')).toHaveTextContent(formatUsd(centsToMoney(paidCents)));
    expect(summaryValue('Overdue')).toHaveTextContent(formatUsd(overdue.total_amount));

    const newest = [pending, overdue, paid];
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      newest.map((invoice) => invoice.invoice_number),
    );
    for (const [invoice, status] of [
      [pending, 'Pending'],
      [overdue, 'Overdue'],
      [paid, 'Paid'],
    ] as const) {
      const row = within(screen.getByRole('row', { name: new RegExp(invoice.invoice_number) }));
      expect(row.getByText(formatDate(invoice.created_at))).toBeInTheDocument();
      expect(row.getByText(formatUsd(invoice.total_amount))).toBeInTheDocument();
      expect(row.getByText(status)).toBeInTheDocument();
    }
    expect(screen.queryByText(olderPaid.invoice_number)).not.toBeInTheDocument();
  });

  it('shows the totals over all invoices, though it lists three', async () => {
    const { session, caller } = await signedInShipper();
    const now = (await apiServer()).clock.now();
    const issue = async (booking: Omit<Booking, 'upTo'> & { paid?: boolean }) =>
      (await invoicedShipment(caller, booking)).invoice;
    const paidLastYear = await issue({ at: dayjs(now).subtract(1, 'year').toDate(), paid: true });
    const paidLastMonth = await issue({ at: dayjs(now).subtract(1, 'month').toDate(), paid: true });
    const overdue = [
      await issue({ daysAgo: 4, pickupDate: await pickupDaysAgo(3) }),
      await issue({ daysAgo: 3, pickupDate: await pickupDaysAgo(2) }),
    ];
    const paidNow = await issue({ paid: true });
    await issue({});
    renderApp({ route: '/billing', session });
    await screen.findByRole('heading', { level: 3, name: 'Recent Invoices' });
    expect(summaryValue('Total Payments')).toHaveTextContent(
      sumOf(paidNow, paidLastMonth, paidLastYear),
    );
    expect(summaryValue('Overdue')).toHaveTextContent(sumOf(...overdue));
    expect(summaryValue('This Month')).toHaveTextContent(sumOf(paidNow));
    expect(bodyRows()).toHaveLength(3);
  });

  it("asks for three invoices, and for This Month from the start of the shipper's own month", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/invoices/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
      }),
    );
    const now = new Date();
    await openBilling();
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      {
        page_size: '3',
        month_start: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
      },
    ]);
  });

  it('tags paid invoices green, pending gold and overdue red', async () => {
    const { session, caller } = await signedInShipper();
    await invoicedShipment(caller, { daysAgo: 4, pickupDate: await pickupDaysAgo(3) });
    await invoicedShipment(caller, {});
    await invoicedShipment(caller, { paid: true });
    renderApp({ route: '/billing', session });
    expect(await screen.findByText('Paid')).toHaveClass('ant-tag-green');
    expect(screen.getByText('Pending')).toHaveClass('ant-tag-gold');
    expect(screen.getByText('Overdue', { selector: '.ant-tag' })).toHaveClass('ant-tag-red');
  });

  it('tags the invoices of cancelled shipments, and counts only what was kept of them', async () => {
    await clocksAtNoonUtc();
    const { session, caller } = await signedInShipper();
    const cancelled = async (booking: Omit<Booking, 'upTo'> & { paid?: boolean }) => {
      const { shipment } = await invoicedShipment(caller, booking);
      await cancelShipment(caller, shipment.id, 'price');
    };
    await cancelled({});
    await cancelled({ paid: true });
    await cancelled({ paid: true, equipment: 'reefer', pickupDate: addDays(todayUtc(), 1) });
    renderApp({ route: '/billing', session });
    await screen.findByRole('heading', { level: 3, name: 'Recent Invoices' });

    const voided = await screen.findByText('Void');
    expect(voided).toHaveClass('ant-tag');
    expect(voided.className).not.toMatch(/\bant-tag-(green|gold|red|blue)\b/);
    expect(screen.getByText('Refunded')).toHaveClass('ant-tag-blue');
    expect(screen.getByText('Partially refunded')).toHaveClass('ant-tag-blue');
    const kept = formatUsd(centsToMoney(LATE_CANCELLATION_FEE_CENTS.reefer));
    expect(summaryValue('Total Payments')).toHaveTextContent(kept);
    expect(summaryValue('This Month')).toHaveTextContent(kept);
    expect(summaryValue('Overdue')).toHaveTextContent('$0.00');
  });

  it('shows an unknown status capitalised in grey, counted in no total', async () => {
    answerInvoices([{ status: 'disputed', total: '75.00', paidAt: new Date() }]);
    await openBilling();
    const tag = screen.getByText('Disputed');
    expect(tag).toHaveClass('ant-tag');
    expect(tag.className).not.toMatch(/\bant-tag-(green|gold|red|blue)\b/);
    expect(summaryValue('Total Payments')).toHaveTextContent('$0.00');
    expect(summaryValue('This Month')).toHaveTextContent('$0.00');
  });

  it('opens the invoice from View, and downloads its PDF', async () => {
    const saved = catchSavedFiles();
    const { session, caller } = await signedInShipper();
    const { invoice } = await invoicedShipment(caller, { paid: true });
    const { user, router } = renderApp({ route: '/billing', session });
    const name = `invoice ${invoice.invoice_number}`;
    await user.click(await screen.findByRole('button', { name: `Download ${name}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${invoice.invoice_number}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    await user.click(screen.getByRole('button', { name: `View ${name}` }));
    await waitFor(() => expect(currentPath(router)).toBe(`/billing/invoices/${invoice.id}`));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Invoice ${invoice.invoice_number}` }),
    ).toBeVisible();
  });

  it('says when there are no invoices yet', async () => {
    await openBilling();
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    for (const title of ['Total Payments', 'Overdue', 'This Month'])
      expect(summaryValue(title)).toHaveTextContent('$0.00');
  });

  it('shows a spinner while the invoices load', async () => {
    // Answered by the server once the delay is over.
    server.use(
      http.get('*/api/invoices/', async () => {
        await delay(150);
      }),
    );
    renderApp({ route: '/billing', session: (await signedInShipper()).session });
    expect(await screen.findByRole('status', { name: 'Loading invoices' })).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('shows the error message and loads again on Try again', async () => {
    server.use(
      http.get(
        '*/api/invoices/',
        () => HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp({
      route: '/billing',
      session: (await signedInShipper()).session,
    });
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});
