import { http, HttpResponse } from 'msw';
import { act, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  carrierOnFile,
  checkedAgain,
  clocksAtNoonUtc,
  coverLoad,
  deliverWithProof,
  dispatcherEnters,
  driverReports,
  driverSeen,
  JAMIE,
  registryUnreachableFor,
  serverClockToNow,
  shipmentOf,
} from '../../../mocks/server/arrange/movement';
import type { Place, Proof } from '../../../mocks/server/arrange/movement';
import type { SignedIn } from '../../../mocks/server/sessions';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { addDays, todayUtc } from '@domain/dates';
import type { IsoDate, ShipmentStatus } from '@domain/types';
import { formatZonedMoment } from '@domain/zonedMoment';
import { formatDate } from '../../lib/format';
import { catchSavedFiles } from '../../testing/savedFiles';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const region = (name: string) => within(screen.getByRole('region', { name }));

/** Whether the first element comes before the second on the page, as a reader meets them. */
const isBefore = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

/** A region of the tracking view, once its answer has come. */
const findRegion = async (name: string) => within(await screen.findByRole('region', { name }));

const openDetails = async (shipmentId: number, session: SignedIn['session']) => {
  const view = renderApp({ route: `/shipments/${shipmentId}`, session });
  await screen.findByRole('heading', { level: 2, name: `Shipment #${shipmentId}` });
  return view;
};

const seeded = async (
  status: Exclude<ShipmentStatus, 'cancelled'>,
  from: Place = 'Chicago, IL',
  to: Place = 'Dallas, TX',
  proof?: Proof,
) => {
  const { session, caller } = await signedInShipper();
  const { shipment, driver } = await shipmentOf(caller, { status, from, to, proof });
  return { session, shipment, driver };
};

/** "Tue, Dec 1": how a calendar day reads, whatever the zone. */
const dayText = (date: IsoDate) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

const SPRINGFIELD_OUTSKIRTS = { latitude: 37.25, longitude: -93.35 };

/**
 * A load picked up yesterday in Chicago for Dallas: covered, at the dock in the afternoon (UTC)
 * as its driver said, gone from it two hours later as a dispatcher entered, and last seen near
 * Springfield, MO, `seenAgo` before noon UTC, where the page's and the server's clocks stand.
 */
const seedInTransit = async (seenAgoMs: number) => {
  await clocksAtNoonUtc();
  const { session, caller } = await signedInShipper();
  const pickupDate = addDays(todayUtc(), -1);
  const { shipment } = await shipmentOf(caller, {
    status: 'upcoming',
    from: 'Chicago, IL',
    to: 'Dallas, TX',
    pickupDate,
  });
  const times = {
    dispatched: new Date(`${addDays(pickupDate, -1)}T18:00:00Z`),
    arrived_pickup: new Date(`${pickupDate}T14:00:00Z`),
    departed_pickup: new Date(`${pickupDate}T16:00:00Z`),
  };
  const driver = await coverLoad(shipment.id, { at: times.dispatched, crew: JAMIE });
  await driverReports(driver, 'arrived_pickup', times.arrived_pickup);
  await dispatcherEnters(driver, 'departed_pickup', times.departed_pickup);
  await driverSeen(driver, [{ at: new Date(Date.now() - seenAgoMs), ...SPRINGFIELD_OUTSKIRTS }]);
  return { session, shipment, times };
};

afterEach(async () => {
  jest.useRealTimers();
  await serverClockToNow();
});

describe("Following a shipment's load", () => {
  it('says no carrier is assigned yet, and lists the milestones planned, all pending', async () => {
    const { session, shipment } = await seeded('upcoming');
    await openDetails(shipment.id, session);

    expect((await findRegion('Carrier')).getByText('No carrier assigned yet.')).toBeInTheDocument();
    const items = region('Milestones').getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Carrier assigned',
      'Arrived at pickup',
      'Loaded and departed',
      'Arrived at dropoff',
      'Delivered',
    ]);
    for (const item of items) expect(item).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent(`Planned ${dayText(shipment.pickup.date)}`);
    expect(items[4]).toHaveTextContent(`Planned ${dayText(shipment.dropoff.date)}`);
    expect(items[0]).not.toHaveTextContent('Planned');
    expect(screen.queryByRole('region', { name: 'Tracking' })).not.toBeInTheDocument();
  });

  it('shows the carrier, each milestone planned and reported, where the truck is and its estimate', async () => {
    const { session, shipment, times } = await seedInTransit(12 * MINUTE_MS + 10_000);
    const { verified_at: verifiedAt } = await carrierOnFile();
    await openDetails(shipment.id, session);

    const carrier = await findRegion('Carrier');
    expect(carrier.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    expect(carrier.getByText('USDOT 3000001')).toBeInTheDocument();
    expect(carrier.getByText('MC 700001')).toBeInTheDocument();
    expect(carrier.getByText(`Verified on ${formatDate(verifiedAt ?? '')}`)).toBeInTheDocument();
    expect(carrier.getByText('Jamie')).toBeInTheDocument();
    expect(carrier.queryByText(/Cole/)).not.toBeInTheDocument();
    expect(carrier.getByText('T-418')).toBeInTheDocument();
    expect(carrier.getByText('V-5531')).toBeInTheDocument();

    const items = region('Milestones').getAllByRole('listitem');
    // The assignment names no place; the docks are on the pickup's clock, planned on its day.
    expect(items[0]).toHaveTextContent(
      `${formatZonedMoment(times.dispatched.toISOString(), 'America/Chicago')} · Dispatcher`,
    );
    expect(items[1]).toHaveTextContent(`Planned ${dayText(shipment.pickup.date)}`);
    expect(items[1]).toHaveTextContent(
      `${formatZonedMoment(times.arrived_pickup.toISOString(), 'America/Chicago')} · Driver · Chicago, IL`,
    );
    expect(items[2]).toHaveTextContent(
      `${formatZonedMoment(times.departed_pickup.toISOString(), 'America/Chicago')} · Dispatcher · Chicago, IL`,
    );
    expect(items[3]).toHaveTextContent(`Planned ${dayText(shipment.dropoff.date)}Pending`);
    expect(items[4]).toHaveTextContent('Pending');

    const tracking = region('Tracking');
    expect(tracking.getByText('near Springfield, MO,', { exact: false })).toHaveTextContent(
      'near Springfield, MO, 12 min ago',
    );
    // 438 road miles from Springfield at 50 mph, the driver's 10-hour rest under way since the
    // 11 hours of the shift ran out.
    expect(tracking.getByText('On time')).toHaveClass('ant-tag-green');
    expect(tracking.getByText('438 mi left at 50 mph, one 10-h break')).toBeInTheDocument();
    expect(
      within(tracking.getByText('Estimated arrival').closest('tr') as HTMLElement).getByText(
        / CDT$| CST$/,
      ),
    ).toBeInTheDocument();
    expect(
      await tracking.findByRole('img', { name: /^The lane of shipment #\d+\. Pickup in Chicago/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Proof of delivery' })).not.toBeInTheDocument();
  });

  it('leads a load in transit with where it is and its latest milestone, before what was booked', async () => {
    const { session, shipment, times } = await seedInTransit(12 * MINUTE_MS);
    await openDetails(shipment.id, session);
    await findRegion('Carrier');
    const tracking = screen.getByRole('region', { name: 'Tracking' });
    expect(isBefore(tracking, screen.getByRole('region', { name: 'Load' }))).toBe(true);
    expect(within(tracking).getByText('Latest milestone').closest('tr')).toHaveTextContent(
      `Loaded and departed, ${formatZonedMoment(times.departed_pickup.toISOString(), 'America/Chicago')}`,
    );
  });

  it('calls an estimate at risk when the truck has not been seen for hours', async () => {
    const { session, shipment } = await seedInTransit(5 * HOUR_MS);
    await openDetails(shipment.id, session);
    await findRegion('Carrier');
    const tracking = region('Tracking');
    expect(tracking.getByText('At risk')).toHaveClass('ant-tag-gold');
    expect(tracking.getByText('near Springfield, MO,', { exact: false })).toHaveTextContent(
      'near Springfield, MO, 5 h ago',
    );
  });

  it('shows who signed for a delivered load, and downloads the proof of delivery', async () => {
    const saved = catchSavedFiles();
    const deliveredAt = new Date((await apiServer()).clock.now().getTime() - 10 * MINUTE_MS);
    const { session, shipment } = await seeded('past', 'Los Angeles, CA', 'Phoenix, AZ', {
      receiver_name: 'Pat Lee',
      photo: true,
      at: deliveredAt,
    });
    const { user } = await openDetails(shipment.id, session);

    const proof = within(await screen.findByRole('region', { name: 'Proof of delivery' }));
    expect(proof.getByText('Pat Lee')).toBeInTheDocument();
    // On the receiver's clock: Phoenix keeps standard time all year.
    expect(
      proof.getByText(formatZonedMoment(deliveredAt.toISOString(), 'America/Phoenix')),
    ).toHaveTextContent(/ MST$/);
    expect(
      proof.getByText('Signature, with photo of the signed bill of lading'),
    ).toBeInTheDocument();
    expect(proof.queryByText('Delivered with exceptions')).not.toBeInTheDocument();
    expect(region('Tracking').getByText('Delivered')).toBeInTheDocument();
    // What the receiver signed comes first, before the truck's journey and what was booked.
    const proofRegion = screen.getByRole('region', { name: 'Proof of delivery' });
    expect(isBefore(proofRegion, screen.getByRole('region', { name: 'Tracking' }))).toBe(true);
    expect(isBefore(proofRegion, screen.getByRole('region', { name: 'Load' }))).toBe(true);
    expect(region('Milestones').getAllByRole('listitem')[4]).not.toHaveTextContent('Pending');

    await user.click(proof.getByRole('button', { name: 'Download proof of delivery' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`proof-of-delivery-${shipment.id}.pdf`);
    expect(new TextDecoder().decode((await saved[0]?.blob.arrayBuffer())?.slice(0, 5))).toBe(
      '%PDF-',
    );
  });

  it('follows a load in transit: its delivery shows within a minute, and the shipment is past', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { session, shipment, driver } = await seeded(
      'inprogress',
      'Los Angeles, CA',
      'Phoenix, AZ',
    );
    if (!driver) throw new Error('The load has no driver.');
    renderApp({ route: `/shipments/${shipment.id}`, session, fakeTimers: true });
    await findRegion('Carrier');
    expect(screen.getByText('In Progress')).toHaveClass('ant-tag');

    await driverReports(driver, 'arrived_dropoff');
    await deliverWithProof(driver, { receiver_name: 'Pat Lee', notes: 'One pallet short.' });
    expect(screen.queryByRole('region', { name: 'Proof of delivery' })).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));

    const proof = await findRegion('Proof of delivery');
    expect(proof.getByText('Pat Lee')).toBeInTheDocument();
    expect(proof.getByText('Signature')).toBeInTheDocument();
    expect(proof.getByText('Delivered with exceptions')).toBeInTheDocument();
    expect(proof.getByText('One pallet short.')).toBeInTheDocument();
    expect(await screen.findByText('Past')).toHaveClass('ant-tag');
  });

  it('says when the carrier is not verified any more', async () => {
    const { session, shipment } = await seeded('inprogress');
    const { id: carrierId } = await carrierOnFile();
    // Its last check could not reach the registry: it is not taken for verified.
    await registryUnreachableFor(carrierId);
    try {
      await openDetails(shipment.id, session);
      const carrier = await findRegion('Carrier');
      expect(carrier.getByText('Not verified')).toHaveClass('ant-tag');
      expect(carrier.queryByText(/^Verified/)).not.toBeInTheDocument();
      expect(carrier.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    } finally {
      // The other tests of the file cover their loads with it.
      await checkedAgain(carrierId);
    }
  });

  it('says the tracking could not load, and loads it again on Try again', async () => {
    const { session, shipment } = await seeded('inprogress');
    server.use(
      http.get(
        `*/api/shipper/shipments/${shipment.id}/tracking/`,
        () => HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await openDetails(shipment.id, session);
    expect(
      await screen.findByText('We could not load the tracking of this shipment.'),
    ).toBeInTheDocument();
    const tracking = region('Tracking');
    expect(tracking.getByText('Service unavailable.')).toBeInTheDocument();
    await user.click(tracking.getByRole('button', { name: 'Try again' }));
    expect(
      (await findRegion('Carrier')).getByText('Prairie Line Transport LLC'),
    ).toBeInTheDocument();
  });

  it('shows nothing of it before the shipment is paid', async () => {
    const { session, shipment } = await seeded('unfinished');
    await openDetails(shipment.id, session);
    for (const name of ['Carrier', 'Milestones', 'Tracking'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  });
});
