import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { MilestoneCode, ReportedMilestone } from '@domain/milestones';
import {
  coveredLoad,
  driverEvents,
  positionsOf,
  progressOf,
  proofsOf,
  reassign,
} from '../../mocks/server/arrange/dispatch';
import type { CoveredLoad, LoadOptions } from '../../mocks/server/arrange/dispatch';
import { apiServer } from '../../mocks/server/apiServer';
import { startApiServer } from '../../mocks/server/apiServer';
import { server } from '../../mocks/node';
import { png } from '../../server/test/pngImages';
import { DriverPage } from './DriverPage';
import { POSITION_INTERVAL_MS } from './usePositionReports';

beforeAll(startApiServer);

const CONSENT = 'Share your location with Loadline while this load is open';

/** A paid Chicago to Dallas load with a driver link, its truck as far as `reached`. */
const loadReached = (...reached: ReportedMilestone[]): Promise<CoveredLoad> =>
  coveredLoad({ reached });

const codesOf = async (shipmentId: number): Promise<MilestoneCode[]> =>
  (await driverEvents(shipmentId)).map(({ code }) => code);

/** The calls the page makes from now on, as the network sees them. */
const watchCalls = () => {
  const calls: Request[] = [];
  const listener = ({ request }: { request: Request }) => void calls.push(request);
  server.events.on('request:start', listener);
  return {
    to: (path: string) =>
      calls.filter((call) => call.method === 'POST' && new URL(call.url).pathname.endsWith(path)),
    stop: () => server.events.removeListener('request:start', listener),
  };
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type User = ReturnType<typeof userEvent.setup>;

/** A button that has settled: it takes taps again after the moment it ignores them. */
const settled = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'));
  return button;
};

/** The driver taps the milestone, then confirms it on its own button. */
const confirmMilestone = async (user: User, label: string) => {
  await user.click(await settled(label));
  await user.click(await settled(`Confirm: ${label}`));
};

const goOnline = () =>
  act(() => {
    window.dispatchEvent(new Event('online'));
  });

/** A JPEG segment: its marker, its length, then its bytes. */
const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];

/**
 * The smallest whole JPEG: one 8 by 8 grey block. The API takes only whole images, whatever
 * their first bytes say.
 */
const JPEG = [
  ...[0xff, 0xd8],
  ...segment(0xdb, [0, ...Array<number>(64).fill(1)]),
  ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
  // One code each, of one bit: DC difference category 0, and AC end of block.
  ...segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0]),
  ...segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0]),
  ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  // The block's two codes, "0" and "0", padded with ones.
  0x3f,
  ...[0xff, 0xd9],
];

const JsdomFile = window.File;

beforeAll(() => {
  // The photo goes out through Node's fetch, to which jsdom's File is no Blob (a browser's is).
  Object.defineProperty(window, 'File', { configurable: true, writable: true, value: NodeFile });
  // jsdom draws nothing: the signature is the smallest whole PNG, as the API takes no less.
  Object.defineProperty(HTMLCanvasElement.prototype, 'toBlob', {
    configurable: true,
    value: (done: BlobCallback) => done(new Blob([new Uint8Array(png())], { type: 'image/png' })),
  });
});

// The page's clock runs while the server's stands still: each test starts them together, so that
// what the phone sends at its now is not ahead of the server's.
beforeEach(async () => {
  (await apiServer()).clock.set(new Date());
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

afterAll(() => {
  window.File = JsdomFile;
});

/** A phone that knows where it is: Joliet, give or take 12 m. */
const phoneAt = (latitude: number, longitude: number) =>
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback) =>
        found({
          coords: { latitude, longitude, accuracy: 12 },
          timestamp: Date.now(),
        } as GeolocationPosition),
    },
  });

describe("The driver's page", () => {
  it('shows both stops with numbers to call, the freight, and never a price', async () => {
    const { shipment, token } = await loadReached();
    render(<DriverPage token={token} />);

    const pickup = within(await screen.findByRole('region', { name: 'Pickup: Chicago, IL' }));
    expect(pickup.getByText('Northwind Foods Chicago DC')).toBeInTheDocument();
    expect(pickup.getByText('4500 W 47th St, Chicago, IL 60632')).toBeInTheDocument();
    expect(pickup.getByText('Appointment scheduled')).toBeInTheDocument();
    expect(pickup.getByText(`PU-${shipment.id}`)).toBeInTheDocument();
    // The header names the load as the driver's text message does.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Load #${shipment.id}`);
    expect(pickup.getByRole('link', { name: 'Open in Maps: Pickup' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('4500 W 47th St, Chicago, IL 60632')),
    );
    expect(pickup.getByRole('link', { name: '+1 312 555 0142' })).toHaveAttribute(
      'href',
      'tel:+13125550142',
    );
    const dropoff = within(screen.getByRole('region', { name: 'Dropoff: Dallas, TX' }));
    expect(dropoff.getByText('Lone Star Grocers Warehouse')).toBeInTheDocument();
    expect(dropoff.getByText('Call the receiver 30 minutes before arrival.')).toBeInTheDocument();
    expect(dropoff.getByRole('link', { name: '+1 214 555 0121' })).toHaveAttribute(
      'href',
      'tel:+12145550121',
    );
    const freight = within(screen.getByRole('region', { name: 'Freight' }));
    expect(freight.getByText(`PO-${shipment.id + 37000}`)).toBeInTheDocument();
    expect(freight.getByText('Packaged foods')).toBeInTheDocument();
    expect(freight.getByText('42,000 lbs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrived at pickup' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\$|price/i);
    expect(document.body).not.toHaveTextContent(shipment.total_price);
  });

  it('gives an address its city when the shipper left it out', async () => {
    const address: LoadOptions['pickup'] = {
      facility_address: '4500 W 47th St',
      zip_code: '60632',
    };
    const { token } = await coveredLoad({ pickup: address });
    render(<DriverPage token={token} />);
    const pickup = within(await screen.findByRole('region', { name: 'Pickup: Chicago, IL' }));
    expect(pickup.getByText('4500 W 47th St, Chicago, IL 60632')).toBeInTheDocument();
  });

  it('records arrived at pickup, then loaded and departed, each once confirmed', async () => {
    const { shipment, token } = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    await screen.findByRole('button', { name: 'Arrived at pickup' });
    // Nothing was sent yet: the page says nothing of updates sent.
    expect(screen.queryByText('All updates sent')).not.toBeInTheDocument();

    await confirmMilestone(user, 'Arrived at pickup');
    await confirmMilestone(user, 'Loaded and departed');
    expect(screen.getByRole('button', { name: 'Arrived at dropoff' })).toBeInTheDocument();

    await waitFor(async () =>
      expect(await codesOf(shipment.id)).toEqual(['arrived_pickup', 'departed_pickup']),
    );
    expect(await screen.findByText('Loaded and departed recorded.')).toBeInTheDocument();
    expect(screen.getByText('All updates sent')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Carrier assigned')).toBeInTheDocument();
    expect(history.getByText('Arrived at pickup')).toBeInTheDocument();
    expect(history.getByText('Loaded and departed')).toBeInTheDocument();
  });

  it('keeps the taps made offline, with their own times, and sends each once when back online', async () => {
    const { shipment, token } = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    const button = await screen.findByRole('button', { name: 'Arrived at pickup' });
    server.use(http.post('*/api/driver/:token/events/', () => HttpResponse.error()));

    await user.click(button);
    const confirmArrival = await settled('Confirm: Arrived at pickup');
    const arrivedFrom = Date.now();
    await user.click(confirmArrival);
    const arrivedUntil = Date.now();
    await user.click(await settled('Loaded and departed'));
    const confirmDeparture = await settled('Confirm: Loaded and departed');
    const departedFrom = Date.now();
    await user.click(confirmDeparture);
    const departedUntil = Date.now();

    expect(screen.getByRole('button', { name: 'Arrived at dropoff' })).toBeInTheDocument();
    expect(await screen.findByText('2 updates waiting to send')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getAllByText(/Waiting to send/),
    ).toHaveLength(2);
    expect(await codesOf(shipment.id)).toEqual([]);

    await pause(30);
    server.resetHandlers();
    const calls = watchCalls();
    const backOnline = Date.now();
    goOnline();
    goOnline();
    await waitFor(async () =>
      expect(await codesOf(shipment.id)).toEqual(['arrived_pickup', 'departed_pickup']),
    );
    expect(await screen.findByText('All updates sent')).toBeInTheDocument();
    calls.stop();

    expect(calls.to('/events/')).toHaveLength(2);
    const [arrived, departed] = (await driverEvents(shipment.id)).map(({ at }) => at.getTime());
    expect(arrived).toBeGreaterThanOrEqual(arrivedFrom);
    expect(arrived).toBeLessThanOrEqual(arrivedUntil);
    expect(departed).toBeGreaterThanOrEqual(departedFrom);
    expect(departed).toBeLessThanOrEqual(departedUntil);
    expect(departed).toBeLessThan(backOnline);
  });

  it('sends what waited on the phone when the page is opened again', async () => {
    const { shipment, token } = await loadReached();
    const user = userEvent.setup();
    const page = render(<DriverPage token={token} />);
    server.use(http.post('*/api/driver/:token/events/', () => HttpResponse.error()));
    await confirmMilestone(user, 'Arrived at pickup');
    expect(await screen.findByText('1 update waiting to send')).toBeInTheDocument();
    page.unmount();

    server.resetHandlers();
    render(<DriverPage token={token} />);
    await waitFor(async () => expect(await codesOf(shipment.id)).toEqual(['arrived_pickup']));
    expect(await screen.findByText('All updates sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loaded and departed' })).toBeInTheDocument();
  });

  it('drops an update Loadline refuses, and says why', async () => {
    const { token } = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    server.use(
      http.post('*/api/driver/:token/events/', () =>
        HttpResponse.json(
          { errors: { at: [DISPATCH_MESSAGES.eventTimeInFuture] } },
          { status: 400 },
        ),
      ),
    );
    await confirmMilestone(user, 'Arrived at pickup');
    expect(await screen.findByText(DISPATCH_MESSAGES.eventTimeInFuture)).toBeInTheDocument();
    // Nothing reached Loadline: the page does not say it did.
    expect(screen.queryByText('All updates sent')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrived at pickup' })).toBeInTheDocument();
  });

  it('with consent, sends the phone’s position with each event', async () => {
    const { shipment, token, assignmentId: linkAssignmentId } = await loadReached();
    phoneAt(41.52, -88.08);
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Share my location',
      }),
    );
    expect(screen.queryByRole('heading', { name: CONSENT })).not.toBeInTheDocument();
    await confirmMilestone(user, 'Arrived at pickup');
    await waitFor(async () => expect(await codesOf(shipment.id)).toEqual(['arrived_pickup']));
    const assignmentId = (await driverEvents(shipment.id))[0]?.assignmentId;
    expect(assignmentId).toBe(linkAssignmentId);
    expect(await positionsOf(linkAssignmentId)).toEqual([
      expect.objectContaining({ latitude: 41.52, longitude: -88.08, accuracyM: 12 }),
    ]);
  });

  it('reports where the truck is every 5 minutes while the load is in transit', async () => {
    const { token, assignmentId } = await loadReached('arrived_pickup', 'departed_pickup');
    window.localStorage.setItem(`loadline.driver.location.${token}`, 'granted');
    phoneAt(38.1, -94.2);
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick'] });
    try {
      render(<DriverPage token={token} />);
      expect(await screen.findByRole('button', { name: 'Arrived at dropoff' })).toBeInTheDocument();
      const near = async () =>
        (await positionsOf(assignmentId)).filter(({ latitude }) => latitude === 38.1);
      expect(await near()).toHaveLength(0);
      // The page's clock moves on, and the server's with it, before the phone reports at its time.
      (await apiServer()).clock.set(new Date(Date.now() + POSITION_INTERVAL_MS));
      act(() => jest.advanceTimersByTime(POSITION_INTERVAL_MS));
      await waitFor(async () => expect(await near()).toHaveLength(1));
      expect(await screen.findByText('All updates sent')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('records one milestone for a double tap, whatever the taps land on', async () => {
    const { shipment, token } = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={token} />);

    await user.dblClick(await screen.findByRole('button', { name: 'Arrived at pickup' }));
    const confirm = screen.getByRole('button', { name: 'Confirm: Arrived at pickup' });
    expect(confirm).toHaveFocus();
    // The confirmation ignores a tap in the moment it appears: a double tap there records nothing.
    await user.dblClick(confirm);
    await pause(50);
    expect(await codesOf(shipment.id)).toEqual([]);

    await user.click(await settled('Confirm: Arrived at pickup'));
    // The next milestone appears after it, and takes no tap at first either.
    await user.dblClick(screen.getByRole('button', { name: 'Loaded and departed' }));
    await waitFor(async () => expect(await codesOf(shipment.id)).toEqual(['arrived_pickup']));
    await pause(50);
    expect(await codesOf(shipment.id)).toEqual(['arrived_pickup']);
    expect(screen.queryByRole('button', { name: 'Confirm: Loaded and departed' })).toBeNull();
  });

  it('lets the driver cancel a confirmation, by the button or Escape', async () => {
    const { shipment, token } = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    await user.click(await screen.findByRole('button', { name: 'Arrived at pickup' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await settled('Arrived at pickup'));
    await user.keyboard('{Escape}');
    expect(await settled('Arrived at pickup')).toBeInTheDocument();
    expect(await codesOf(shipment.id)).toEqual([]);
  });

  it('undoes a milestone: withdrawn in the history, the button back', async () => {
    const { shipment, token } = await loadReached('arrived_pickup');
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    await confirmMilestone(user, 'Loaded and departed');
    expect(await screen.findByText('Loaded and departed recorded.')).toBeInTheDocument();

    await user.click(await settled('Undo Loaded and departed'));
    expect(await screen.findByText('Loaded and departed withdrawn.')).toBeInTheDocument();
    const departure = (await driverEvents(shipment.id)).find(
      ({ code }) => code === 'departed_pickup',
    );
    expect(departure?.withdrawn).toBe(true);
    expect(await progressOf(shipment.id)).toBe(2);
    expect(screen.getByRole('button', { name: 'Loaded and departed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Loaded and departed').closest('li')).toHaveTextContent(/withdrawn/);
  });

  it('undoes offline too: the milestone and its undo go in their order once back online', async () => {
    const { shipment, token } = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    await screen.findByRole('button', { name: 'Arrived at pickup' });
    server.use(
      http.post('*/api/driver/:token/events/', () => HttpResponse.error()),
      http.post('*/api/driver/:token/withdrawals/', () => HttpResponse.error()),
    );
    await confirmMilestone(user, 'Arrived at pickup');
    await user.click(await settled('Undo Arrived at pickup'));
    expect(await screen.findByText('2 updates waiting to send')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrived at pickup' })).toBeInTheDocument();

    server.resetHandlers();
    goOnline();
    expect(await screen.findByText('All updates sent')).toBeInTheDocument();
    expect(
      (await driverEvents(shipment.id)).map(({ code, withdrawn }) => [code, withdrawn]),
    ).toEqual([['arrived_pickup', true]]);
  });

  it('closes the page when the link dies while it is open', async () => {
    const load = await loadReached();
    const user = userEvent.setup();
    render(<DriverPage token={load.token} />);
    const button = await screen.findByRole('button', { name: 'Arrived at pickup' });
    await reassign(load);
    await user.click(button);
    await user.click(await settled('Confirm: Arrived at pickup'));
    expect(await screen.findByRole('heading', { name: 'Link closed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DISPATCH_MESSAGES.linkDead);
    expect(window.localStorage.length).toBe(0);
  });

  it('tells the driver a dead link is closed', async () => {
    render(<DriverPage token="no-such-link" />);
    expect(await screen.findByRole('heading', { name: 'Link closed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(DISPATCH_MESSAGES.linkDead);
  });
});

describe('The delivery', () => {
  const startDelivery = async () => {
    const { shipment, token } = await loadReached(
      'arrived_pickup',
      'departed_pickup',
      'arrived_dropoff',
    );
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    const form = within(screen.getByRole('form', { name: 'Proof of delivery' }));
    return { shipment, user, form };
  };

  const sign = () => {
    const pad = screen.getByRole('img', { name: 'Receiver’s signature' });
    fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 20 });
    fireEvent.pointerMove(pad, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
  };

  it('needs the name and the signature, refuses a photo over 10 MB, then sends the proof', async () => {
    const { shipment, user, form } = await startDelivery();
    const calls = watchCalls();

    await user.click(form.getByRole('button', { name: 'Confirm delivery' }));
    expect(form.getByText(DISPATCH_MESSAGES.receiverNameRequired)).toBeInTheDocument();
    expect(form.getByText(DISPATCH_MESSAGES.signatureRequired)).toBeInTheDocument();
    expect(form.getByLabelText('Receiver’s printed name')).toHaveFocus();

    await user.type(form.getByLabelText('Receiver’s printed name'), 'Pat Lee');
    expect(form.queryByText(DISPATCH_MESSAGES.receiverNameRequired)).not.toBeInTheDocument();
    sign();
    expect(form.queryByText(DISPATCH_MESSAGES.signatureRequired)).not.toBeInTheDocument();
    const photoInput = form.getByLabelText('Photo of the signed bill of lading (optional)');
    const huge = new File([new Uint8Array(11 * 1024 * 1024)], 'bol.jpg', { type: 'image/jpeg' });
    await user.upload(photoInput, huge);
    expect(form.getByText('bol.jpg · 11.0 MB')).toBeInTheDocument();
    expect(form.getByText('The photo must be 10 MB or smaller.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Confirm delivery' }));
    expect(calls.to('/pod/')).toHaveLength(0);

    await user.click(form.getByRole('button', { name: 'Remove photo' }));
    await user.upload(
      photoInput,
      new File([new Uint8Array(JPEG)], 'bol.jpg', { type: 'image/jpeg' }),
    );
    await user.type(form.getByLabelText('Over, short or damaged (optional)'), 'Two cases crushed');
    await user.click(form.getByRole('button', { name: 'Confirm delivery' }));

    expect(
      await screen.findByRole('heading', { name: 'Delivered. Thank you!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The proof of delivery is with Loadline.')).toBeInTheDocument();
    calls.stop();
    const [pod] = calls.to('/pod/');
    expect(pod?.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(await proofsOf(shipment.id)).toEqual([
      expect.objectContaining({
        shipmentId: shipment.id,
        receiverName: 'Pat Lee',
        notes: 'Two cases crushed',
        photo: true,
      }),
    ]);
    expect(await codesOf(shipment.id)).toContain('delivered');
  });

  it('takes the proof of a delivery the dispatcher recorded', async () => {
    const { shipment, token } = await loadReached(
      'arrived_pickup',
      'departed_pickup',
      'arrived_dropoff',
      'delivered',
    );
    const user = userEvent.setup();
    render(<DriverPage token={token} />);
    expect(
      await screen.findByRole('heading', { name: 'Delivered. Thank you!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the proof of delivery' }));
    const form = within(screen.getByRole('form', { name: 'Proof of delivery' }));
    await user.type(form.getByLabelText('Receiver’s printed name'), 'Pat Lee');
    sign();
    await user.click(form.getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('The proof of delivery is with Loadline.')).toBeInTheDocument();
    expect(await proofsOf(shipment.id)).toEqual([
      expect.objectContaining({ shipmentId: shipment.id, receiverName: 'Pat Lee' }),
    ]);
  });

  it('offline, keeps the form and sends it once the phone is back online', async () => {
    const { shipment, user, form } = await startDelivery();
    server.use(http.post('*/api/driver/:token/pod/', () => HttpResponse.error()));
    await user.type(form.getByLabelText('Receiver’s printed name'), 'Pat Lee');
    sign();
    await user.click(form.getByRole('button', { name: 'Confirm delivery' }));
    expect(
      await form.findByText('You’re offline — delivery will be sent when you’re back online'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Receiver’s printed name')).toHaveValue('Pat Lee');
    const offlineUntil = Date.now();

    server.resetHandlers();
    goOnline();
    expect(
      await screen.findByRole('heading', { name: 'Delivered. Thank you!' }),
    ).toBeInTheDocument();
    expect(await proofsOf(shipment.id)).toEqual([
      expect.objectContaining({ shipmentId: shipment.id, receiverName: 'Pat Lee', photo: false }),
    ]);
    // Delivered when the driver confirmed it, not when the network came back.
    const delivered = (await driverEvents(shipment.id)).find(({ code }) => code === 'delivered');
    expect(delivered?.at.getTime()).toBeLessThanOrEqual(offlineUntil);
  });
});
