import { co2eKg } from '@domain/emissions';
import { http, HttpResponse } from 'msw';
import { within, waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  cancelled,
  clocksAtNoonUtc,
  named,
  serverClockToNow,
  shipmentOf,
} from '../../../mocks/server/arrange/movement';
import type { ShipmentOptions } from '../../../mocks/server/arrange/movement';
import { signedInMember, signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { invoiceOf } from '../../../server/test/paymentFixtures';
import { callApi } from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import { freeCancellationText, UNPAID_CANCELLATION_TEXT } from '@domain/cancellationTexts';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { addDays, todayUtc } from '@domain/dates';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { centsToMoney, moneyToCents } from '@domain/money';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { Invoice, ShipmentStatus } from '@domain/types';
import { formatDate, formatDateTime, formatUsd } from '../../lib/format';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const region = (name: string) => within(screen.getByRole('region', { name }));

/** Whether the first element comes before the second on the page, as a reader meets them. */
const isBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

const openDetails = async (
  status: Exclude<ShipmentStatus, 'cancelled'> | 'unfinshed',
  options: Omit<ShipmentOptions, 'status'> = {},
) => {
  const { session, caller } = await signedInShipper();
  const { shipment } = await shipmentOf(caller, {
    status: status === 'unfinshed' ? 'unfinished' : status,
    ...options,
  });
  // An older server's spelling, on the server's own answer.
  if (status === 'unfinshed')
    server.use(
      http.get(`*/api/shipper/shipments/${shipment.id}`, async () => {
        const answer = await callApi(
          await apiServer(),
          caller,
          'GET',
          `/shipper/shipments/${shipment.id}`,
        );
        return HttpResponse.json({ ...answer.json<ShipmentDetail>(), status });
      }),
    );
  const view = renderApp({ route: `/shipments/${shipment.id}`, session });
  await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
  return { ...view, shipment };
};

/** The invoice of a paid shipment, as its shipper's billing lists it. */
const invoiceFor = async (caller: Caller, shipmentId: number): Promise<Invoice> => {
  const invoice = await invoiceOf(await apiServer(), caller, shipmentId);
  if (!invoice) throw new Error(`Shipment ${shipmentId} has no invoice.`);
  return invoice;
};

afterEach(async () => {
  jest.useRealTimers();
  await serverClockToNow();
});

describe('Shipment details', () => {
  it('shows the load, both stops and the price of a finalized shipment', async () => {
    const { shipment } = await openDetails('unfinished', {
      from: 'Los Angeles, CA',
      to: 'Phoenix, AZ',
      equipment: 'reefer',
      finalized: true,
      driverAssist: true,
    });
    const load = region('Load');
    expect(load.getByText(`PO-${shipment.id + 37000}`)).toBeInTheDocument();
    expect(load.getByText('Packaged foods')).toBeInTheDocument();
    expect(load.getByText('38,000 lbs')).toBeInTheDocument();
    expect(load.getByText('Reefer')).toBeInTheDocument();
    expect(load.getByText('24')).toBeInTheDocument();
    expect(load.getByText('Pallets')).toBeInTheDocument();

    const pickup = region('Pickup');
    expect(pickup.getByText('Los Angeles, CA')).toBeInTheDocument();
    expect(pickup.getByText(formatDate(shipment.pickup.date))).toBeInTheDocument();
    expect(pickup.getByText('Northwind Foods LA Cold Storage')).toBeInTheDocument();
    expect(pickup.getByText('2250 E Washington Blvd, Los Angeles, CA')).toBeInTheDocument();
    expect(pickup.getByText('90021')).toBeInTheDocument();
    expect(pickup.getByText('Appointment scheduled')).toBeInTheDocument();
    expect(pickup.getByText(`PU-${shipment.id}`)).toBeInTheDocument();
    expect(pickup.getByText('Maria Delgado')).toBeInTheDocument();
    expect(pickup.getByText('+1 213 555 0148')).toBeInTheDocument();
    expect(pickup.getByText('dock.la@northwindfoods.test')).toBeInTheDocument();
    expect(
      pickup.getByText('Check in at the guard house with the pickup number.'),
    ).toBeInTheDocument();

    const dropoff = region('Dropoff');
    expect(dropoff.getByText('Phoenix, AZ')).toBeInTheDocument();
    expect(dropoff.getByText(formatDate(shipment.dropoff.date))).toBeInTheDocument();
    expect(dropoff.getByText('Desert Fresh Distribution')).toBeInTheDocument();
    expect(dropoff.getByText('Kevin Tran')).toBeInTheDocument();
    expect(dropoff.getByText(`DL-${shipment.id}`)).toBeInTheDocument();

    // The load's own weight, once given, kept in thousands of pounds.
    const pounds = (shipment.weight ?? 0) * 1000;
    expect(load.getByText(/kg CO2e$/)).toHaveTextContent(
      `${co2eKg(shipment.miles, shipment.equipment, pounds).toLocaleString('en-US')} kg CO2e`,
    );
    expect(
      load.getByText(`for the shipment's ${pounds.toLocaleString('en-US')} lb.`, { exact: false }),
    ).toBeInTheDocument();

    const price = region('Price');
    expect(price.getByText(formatUsd(shipment.base_price))).toBeInTheDocument();
    expect(price.getByText('$150.00')).toBeInTheDocument();
    expect(price.getByText(formatUsd(shipment.total_price))).toBeInTheDocument();
  });

  it('shows a dash for every detail not given yet, never a blank or null', async () => {
    await openDetails('unfinished', { from: 'Chicago, IL', to: 'Dallas, TX' });
    for (const name of ['Reference', 'Commodity', 'Weight', 'Packaging', 'Packaging type'])
      expect(screen.getByText(name).nextElementSibling).toHaveTextContent(/^—$/);
    // Facility, address, zip code, scheduling, location number, contact, phone, email and notes.
    expect(region('Pickup').getAllByText('—')).toHaveLength(9);
    expect(region('Dropoff').getAllByText('—')).toHaveLength(9);
    expect(region('Pickup').getByText('Chicago, IL')).toBeInTheDocument();
    expect(screen.queryByText(/null|undefined/)).not.toBeInTheDocument();
  });

  it("says who booked it, from the shipment's own answer: a colleague's booking too", async () => {
    const admin = await named(await signedInShipper(), 'Avery');
    const booker = await named(await signedInMember(admin, 'booker'), 'Blake');
    const { shipment } = await shipmentOf(booker);
    // The history is not where the name comes from: the line shows while it cannot load.
    server.use(
      http.get(`*/api/shipper/shipments/${shipment.id}/activity/`, () =>
        HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 }),
      ),
    );
    renderApp({ route: `/shipments/${shipment.id}`, session: admin.session });
    await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
    expect(screen.getByText('Booked by Blake Reyes')).toBeInTheDocument();
    expect(
      await region('History').findByText("We could not load this shipment's history."),
    ).toBeInTheDocument();
  });

  it('links an unfinished shipment to the appointment step', async () => {
    const { user, router, shipment } = await openDetails('unfinished');
    expect(screen.getByText('Unfinished')).toHaveClass('ant-tag-red');
    expect(screen.queryByRole('link', { name: 'Finalizing Shipment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Complete Shipment' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/shipments/${shipment.id}/appointment`));
  });

  it("reads the old 'unfinshed' status as unfinished", async () => {
    const { shipment } = await openDetails('unfinshed');
    expect(screen.getByText('Unfinished')).toHaveClass('ant-tag-red');
    expect(screen.getByRole('link', { name: 'Complete Shipment' })).toHaveAttribute(
      'href',
      `/shipments/${shipment.id}/appointment`,
    );
  });

  it('links an upcoming shipment to the finalizing step', async () => {
    const { user, router, shipment } = await openDetails('upcoming');
    expect(screen.getByText('Upcoming')).toHaveClass('ant-tag-blue');
    expect(screen.queryByRole('link', { name: 'Complete Shipment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Finalizing Shipment' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/shipments/${shipment.id}/finalizing`));
  });

  it('marks a paid shipment Paid first, with a link to its invoice', async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller, { status: 'upcoming' });
    const invoice = await invoiceFor(caller, shipment.id);
    const { user, router } = renderApp({ route: `/shipments/${shipment.id}`, session });

    const paid = await screen.findByRole('status', { name: '' });
    expect(paid).toHaveTextContent('Paid');
    const invoiceLink = await within(paid).findByRole('link', { name: 'View invoice' });
    expect(paid).toHaveTextContent(`Invoice ${invoice.invoice_number}`);
    expect(isBefore(paid, screen.getByRole('region', { name: 'Load' }))).toBe(true);
    await user.click(invoiceLink);
    await waitFor(() => expect(currentPath(router)).toBe(`/billing/invoices/${invoice.id}`));
  });

  it('marks a paid shipment Paid without an invoice link for a role that does not see billing', async () => {
    const owner = await signedInShipper();
    const { shipment } = await shipmentOf(owner, { status: 'upcoming' });
    // Of the roles, only a viewer does not see billing (domain/roles.ts).
    const viewer = await signedInMember(owner, 'viewer');
    renderApp({ route: `/shipments/${shipment.id}`, session: viewer.session });
    const paid = await screen.findByRole('status', { name: '' });
    expect(paid).toHaveTextContent(`Paid${formatUsd(shipment.total_price)} paid.`);
    expect(within(paid).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['inprogress', 'In Progress', 'ant-tag-gold'],
    ['past', 'Past', 'ant-tag-green'],
  ] as const)('offers no next step for a %s shipment', async (status, label, colour) => {
    await openDetails(status);
    expect(screen.getByText(label)).toHaveClass(colour);
    expect(screen.queryByRole('link', { name: 'Complete Shipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Finalizing Shipment' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown', '/shipments/999999'],
    ['a non-numeric', '/shipments/abc'],
  ])('says that %s shipment is not found, with a way back', async (_kind, route) => {
    const { session } = await signedInShipper();
    const { user, router } = renderApp({ route, session });
    expect(await screen.findByText('Shipment not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });

  it("does not show another shipper's shipment", async () => {
    const { shipment } = await shipmentOf(await signedInShipper());
    const { session } = await signedInShipper();
    renderApp({ route: `/shipments/${shipment.id}`, session });
    expect(await screen.findByText('Shipment not found')).toBeInTheDocument();
  });

  it('shows the message of any other error and loads again on Try again', async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller);
    server.use(
      http.get(
        `*/api/shipper/shipments/${shipment.id}`,
        () => HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ route: `/shipments/${shipment.id}`, session });
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` }),
    ).toBeInTheDocument();
  });

  it('offers the cancellation of an unfinished or upcoming shipment, and tells the free one', async () => {
    const { user, shipment } = await openDetails('upcoming', { from: 'Denver, CO' });
    const zone = timeZoneOfRegion(
      shipment.pickup.city.country_code,
      shipment.pickup.city.region_code,
    );
    expect(
      screen.getByText(
        freeCancellationText(freeCancellationDeadline(shipment.pickup.date, zone), zone),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel shipment #${shipment.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Keep shipment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Upcoming')).toBeInTheDocument();
  });

  it('cancels an unfinished shipment from its page, which then reads as cancelled', async () => {
    const { user, shipment } = await openDetails('unfinished', { finalized: true });
    expect(screen.queryByText(/^Free cancellation until/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Cancel shipment #${shipment.id}?` }),
    );
    expect(await dialog.findByText(UNPAID_CANCELLATION_TEXT)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Other' }));
    await user.type(dialog.getByRole('textbox', { name: 'Tell us more' }), 'Moved to rail.');
    await user.click(dialog.getByRole('button', { name: 'Cancel shipment' }));

    expect(
      await screen.findByText(/^Cancelled on .* — Other: Moved to rail\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toHaveClass('ant-tag');
    expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete Shipment' })).not.toBeInTheDocument();
  });

  it.each(['inprogress', 'past'] as const)(
    'offers no cancellation of a %s shipment',
    async (status) => {
      await openDetails(status);
      expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Free cancellation until/)).not.toBeInTheDocument();
    },
  );

  it('shows a cancelled shipment read-only: when and why, the fee kept and the refund; it may be booked again', async () => {
    // The day before the pickup has begun in its city: its free cancellation is over.
    await clocksAtNoonUtc();
    const { session, caller } = await signedInShipper();
    const {
      shipment: { id },
    } = await shipmentOf(caller, { status: 'upcoming', pickupDate: addDays(todayUtc(), 1) });
    const shipment = await cancelled(caller, id, 'plans_changed', 'The buyer pulled the order.');
    renderApp({ route: `/shipments/${id}`, session });
    await screen.findByRole('heading', { level: 2, name: `Shipment #${id}` });

    const fee = LATE_CANCELLATION_FEE_CENTS.dryVan;
    expect(
      screen.getByText(
        `Cancelled on ${formatDateTime(shipment.cancelled_at ?? '')} — Plans changed: The buyer pulled the order.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Cancellation fee ${formatUsd(centsToMoney(fee))} · Refunded ${formatUsd(
          centsToMoney(moneyToCents(shipment.total_price) - fee),
        )}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toHaveClass('ant-tag');
    const page = within(screen.getByRole('main'));
    expect(page.getAllByRole('button').map((button) => button.textContent)).toEqual(['Book again']);
    expect(page.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard']);
    expect(screen.queryByText(/^Free cancellation until/)).not.toBeInTheDocument();
  });
});
