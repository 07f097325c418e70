import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { addDays, todayUtc } from '@domain/dates';
import { ETA_STATE_LABELS } from '@domain/etaTexts';
import type { ReportedMilestone } from '@domain/milestones';
import { TRACKING_LINK_MESSAGES } from '@domain/trackingLinks';
import { formatZonedMoment } from '@domain/zonedMoment';
import { server } from '../../mocks/node';
import { apiServer } from '../../mocks/server/apiServer';
import {
  coverLoad,
  deliverWithProof,
  driverReports,
  driverSeen,
  JAMIE,
  revokedTracking,
  serverClockToNow,
  sharedTracking,
  shipmentOf,
} from '../../mocks/server/arrange/movement';
import { signedInShipper } from '../../mocks/server/sessions';
import { startApiServer } from '../../mocks/server/apiServer';
import { publicPage } from '../../server/test/trackingLinkFixtures';
import { TrackingPage } from './TrackingPage';
import { REFRESH_MS } from './useTracking';

beforeAll(startApiServer);

const HOUR_MS = 60 * 60_000;
const CHICAGO = 'America/Chicago';

/**
 * The clock at noon UTC today, the server's too, and the page's refresh timer under the test's
 * hand.
 */
const clockAtNoon = async () => {
  jest.useFakeTimers({
    now: new Date(`${todayUtc()}T12:00:00.000Z`),
    advanceTimers: true,
    doNotFake: ['nextTick', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setImmediate'],
  });
  (await apiServer()).clock.set(new Date());
};

afterEach(async () => {
  jest.useRealTimers();
  await serverClockToNow();
});

const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS).toISOString();

/**
 * A load picked up yesterday in Chicago for Dallas: covered by Jamie Cole, at the dock and gone,
 * last seen near Springfield, MO an hour ago; its tracking shared.
 */
const sharedInTransit = async () => {
  await clockAtNoon();
  const shipper = await signedInShipper();
  const { shipment } = await shipmentOf(shipper, {
    status: 'upcoming',
    from: 'Chicago, IL',
    to: 'Dallas, TX',
    pickupDate: addDays(todayUtc(), -1),
  });
  const driver = await coverLoad(shipment.id, { at: new Date(at(30)), crew: JAMIE });
  /** What the driver's phone reports; the delivery comes with its proof. */
  const report = (code: ReportedMilestone, hoursAgo: number) =>
    code === 'delivered'
      ? deliverWithProof(driver, { receiver_name: 'Ann Lee', at: new Date(at(hoursAgo)) })
      : driverReports(driver, code, new Date(at(hoursAgo)));
  await report('arrived_pickup', 20);
  await report('departed_pickup', 18);
  await driverSeen(driver, [{ at: new Date(at(1)), latitude: 37.25, longitude: -93.35 }]);
  const { token } = await sharedTracking(shipper, shipment.id);
  return { shipper, shipmentId: shipment.id, token, report };
};

const section = (name: string) =>
  within(screen.getByRole('heading', { name }).closest('section') as HTMLElement);

const milestoneTexts = () =>
  section('Milestones')
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('The shared tracking page', () => {
  it('shows the lane, the status, the estimate, the city near the truck and each milestone', async () => {
    const { token } = await sharedInTransit();
    const expected = await publicPage(await apiServer(), token);
    render(<TrackingPage token={token} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your shipment…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chicago, IL to Dallas, TX' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In transit')).toBeInTheDocument();

    const { eta } = expected;
    if (!eta) throw new Error('The load has no estimate.');
    const arrival = section('Estimated arrival');
    expect(arrival.getByText(formatZonedMoment(eta.at, eta.time_zone))).toBeInTheDocument();
    expect(arrival.getByText(ETA_STATE_LABELS[eta.state])).toBeInTheDocument();
    expect(arrival.getByText(eta.explanation)).toBeInTheDocument();
    expect(arrival.getByText('Last seen').nextSibling).toHaveTextContent(
      `near Springfield, MO, ${formatZonedMoment(at(1), CHICAGO)}`,
    );

    expect(milestoneTexts()).toEqual([
      `Carrier assigned${formatZonedMoment(at(30), CHICAGO)}`,
      expect.stringMatching(
        new RegExp(
          `^Arrived at pickupPlanned .+${formatZonedMoment(at(20), CHICAGO)} · Chicago, IL$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^Loaded and departedPlanned .+${formatZonedMoment(at(18), CHICAGO)} · Chicago, IL$`,
        ),
      ),
      expect.stringMatching(/^Arrived at dropoffPlanned .+Pending$/),
      expect.stringMatching(/^DeliveredPlanned .+Pending$/),
    ]);
    expect(
      await screen.findByRole('img', {
        name:
          'The lane of this shipment. Pickup in Chicago, IL; dropoff in Dallas, TX. 1 position ' +
          'reported; the truck is marked where it was last seen.',
      }),
    ).toBeInTheDocument();
    // The truck and its trail stand at the city nearest each report, never where it was.
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByText('Stops and positions as a table'));
    expect(screen.queryByText('37.2500° N')).not.toBeInTheDocument();
    expect(screen.queryByText('93.3500° W')).not.toBeInTheDocument();
    // Springfield, MO, as the place data has it: the trail's one point, and the truck.
    expect(screen.getAllByText('37.2153° N')).toHaveLength(2);
    expect(screen.getAllByText('93.2982° W')).toHaveLength(2);
    // Nothing of the carrier, the crew or the truck.
    for (const secret of [/Jamie/, /T-418/, /V-5531/, /Prairie/, /3125550123/])
      expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('looks again every minute while the load moves, and says when it could not', async () => {
    const { token, report } = await sharedInTransit();
    render(<TrackingPage token={token} />);
    await screen.findByText('In transit');

    await report('arrived_dropoff', 0);
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_MS));
    await waitFor(() =>
      expect(milestoneTexts()[3]).toMatch(/^Arrived at dropoffPlanned .+ · Dallas, TX$/),
    );

    server.use(
      http.get('*/api/public/tracking/:token/', () => HttpResponse.error(), { once: true }),
    );
    await act(() => jest.advanceTimersByTimeAsync(REFRESH_MS));
    expect(
      await screen.findByText('This may be out of date: the page could not check for news.'),
    ).toBeInTheDocument();
    expect(milestoneTexts()[3]).toMatch(/ · Dallas, TX$/);
  });

  it('shows a delivered load with when and where, and until when the page works', async () => {
    const { token, report } = await sharedInTransit();
    await report('arrived_dropoff', 0.5);
    await report('delivered', 0.25);
    render(<TrackingPage token={token} />);

    expect(await screen.findByText('Delivered', { selector: '.status' })).toBeInTheDocument();
    expect(
      section('Delivered').getByText(formatZonedMoment(at(0.25), CHICAGO)),
    ).toBeInTheDocument();
    expect(screen.queryByText('Estimated arrival')).not.toBeInTheDocument();
    expect(screen.getByText(/^This page works until .+\.$/)).toBeInTheDocument();
  });

  it('says a dead link no longer works', async () => {
    const { shipper, shipmentId, token } = await sharedInTransit();
    await revokedTracking(shipper, shipmentId);
    render(<TrackingPage token={token} />);

    expect(await screen.findByRole('heading', { name: 'Link closed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(TRACKING_LINK_MESSAGES.linkDead);
    expect(screen.getByText('Loadline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Loadline' })).toHaveAttribute('href', '/');
    // The tab is named once the page's effects have run, which may be after it is drawn.
    await waitFor(() => expect(document.title).toBe('Link closed · Loadline'));
  });

  it('says so when the shipment cannot be loaded, and tries again', async () => {
    const { token } = await sharedInTransit();
    server.use(
      http.get('*/api/public/tracking/:token/', () => HttpResponse.error(), { once: true }),
    );
    render(<TrackingPage token={token} />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You’re offline. The shipment shows as soon as you’re back online.',
    );
    await userEvent
      .setup({ advanceTimers: jest.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In transit')).toBeInTheDocument();
  });
});
