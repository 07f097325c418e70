import { getResponse, http, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { server } from '../../../mocks/node';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { bridge } from '../../../mocks/server/bridge';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { addDays, todayUtc } from '@domain/dates';
import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import { zonedInstant } from '@domain/stopWindows';
import type { ShipmentPage } from '@domain/types';
import { formatUsd } from '../../lib/formatUsd';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { demoShipper } from './dashboardTesting';

beforeAll(startApiServer);

const card = (id: number) => screen.getByRole('article', { name: `Shipment #${id}` });
const PRESET_COLOR = /\bant-tag-(red|blue|gold|green)\b/;

describe('Dashboard shipment cards', () => {
  it('badge each status in its colour with a readable label', async () => {
    const { session, shipments } = await demoShipper();
    renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    const expected = {
      unfinished: ['Unfinished', 'ant-tag-red'],
      upcoming: ['Upcoming', 'ant-tag-blue'],
      inprogress: ['In Progress', 'ant-tag-gold'],
      past: ['Past', 'ant-tag-green'],
      cancelled: ['Cancelled', 'ant-tag'],
    } as const;
    for (const shipment of shipments) {
      const [label, colour] = expected[shipment.status];
      expect(within(card(shipment.id)).getByText(label)).toHaveClass('ant-tag', colour);
    }
  });

  it("reads the old 'unfinshed' status as unfinished, and shows an unknown one in grey", async () => {
    const owner = await signedInShipper();
    const misspelt = await shipmentOf(owner);
    const unknown = await shipmentOf(owner, { status: 'past' });
    // The server's own answer, with the statuses an older or newer API might send.
    const spelt: Record<number, string> = { [misspelt.id]: 'unfinshed', [unknown.id]: 'onhold' };
    server.use(
      http.get('*/api/shipper/shipments/', async ({ request }) => {
        const answer = await getResponse([bridge], request);
        if (!answer) throw new Error('Nothing answers the shipment list.');
        const page = (await answer.json()) as ShipmentPage;
        return HttpResponse.json({
          ...page,
          results: page.results.map((shipment) => ({
            ...shipment,
            status: spelt[shipment.id] ?? shipment.status,
          })),
        });
      }),
    );
    const { session } = owner;
    renderApp({ route: '/dashboard', session });
    const tag = await within(
      await screen.findByRole('article', { name: `Shipment #${misspelt.id}` }),
    ).findByText('Unfinished');
    expect(tag).toHaveClass('ant-tag-red');
    const unknownTag = within(card(unknown.id)).getByText('onhold');
    expect(unknownTag).toHaveClass('ant-tag');
    expect(unknownTag.className).not.toMatch(PRESET_COLOR);
  });

  it('opens the shipment details from the card menu', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner);
    const { session } = owner;
    const { user, router } = renderApp({ route: '/dashboard', session });
    await user.click(
      await screen.findByRole('button', { name: `Actions for shipment #${shipment.id}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'View Details' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/shipments/${shipment.id}`));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` }),
    ).toBeInTheDocument();
  });

  // Choosing an item with the keyboard is the menu's own (antd) behaviour, which needs a layout
  // jsdom does not have; what the card controls is that the menu opens and takes the focus.
  it('opens the menu from the keyboard and moves the focus into it', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner);
    const { session } = owner;
    const { user } = renderApp({ route: '/dashboard', session });
    const actions = await screen.findByRole('button', {
      name: `Actions for shipment #${shipment.id}`,
    });
    actions.focus();
    await user.keyboard('{Enter}');
    const view = await screen.findByRole('menuitem', { name: 'View Details' });
    await waitFor(() => expect(view).toHaveFocus());
  });

  it('shows the price, the windows, the ETA on the road, and tells a delivered load from a cancelled one', async () => {
    const owner = await signedInShipper();
    // The appointment is on the pickup day: none may come before it.
    const booked = await shipmentOf(owner, {
      status: 'upcoming',
      pickupDate: addDays(todayUtc(), 2),
      facilities: {
        pickup: {
          scheduling_preference: 'already_scheduled',
          appointment_date: addDays(todayUtc(), 2),
          window_start: '08:00',
          window_end: '11:00',
        },
        dropoff: {
          scheduling_preference: 'first_come',
          window_start: '06:00',
          window_end: '15:00',
        },
      },
    });
    const onTheRoad = await shipmentOf(owner, { status: 'inprogress' });
    const delivered = await shipmentOf(owner, { status: 'past' });
    const { session } = owner;
    renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    const bookedCard = within(card(booked.id));
    expect(bookedCard.getByText(formatUsd(booked.total_price))).toBeInTheDocument();
    const day = new Date(`${addDays(todayUtc(), 2)}T00:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    expect(bookedCard.getByText(`${day}, 08:00–11:00`)).toBeInTheDocument();
    expect(bookedCard.getByText('Receiving 06:00–15:00')).toBeInTheDocument();
    expect(bookedCard.queryByText(/^ETA /)).not.toBeInTheDocument();
    expect(
      within(card(onTheRoad.id)).getByText(/^ETA [A-Z][a-z]{2} \d+, \d+:\d\d [AP]M C[DS]T$/),
    ).toBeInTheDocument();
    expect(within(card(delivered.id)).getByText('Delivered')).toBeInTheDocument();
    expect(bookedCard.queryByText('Delivered')).not.toBeInTheDocument();
  });
});

describe('Dashboard cards once a carrier is on the load', () => {
  it('name the carrier under the lane, and the day the truck was at the pickup for the planned one', async () => {
    const owner = await signedInShipper();
    const pickupDate = addDays(todayUtc(), -3);
    // Covered and still on its way to the pickup: a truck running late.
    const covered = await shipmentOf(owner, { status: 'upcoming', covered: true, pickupDate });
    // At the pickup a day after the day planned, 9 AM there.
    const pickedUpOn = addDays(pickupDate, 1);
    const pickedUp = await shipmentOf(owner, {
      status: 'inprogress',
      pickupDate,
      reportedAt: { arrived_pickup: zonedInstant(pickedUpOn, '09:00', 'America/Chicago') },
    });
    const { session } = owner;
    const carrier = `Carrier: ${DEMO_CARRIERS[0]?.legal_name}`;
    const planned = dayjs(pickupDate).format('MMM D');
    renderApp({ route: '/dashboard', session });
    const coveredCard = within(
      await screen.findByRole('article', { name: `Shipment #${covered.id}` }),
    );
    expect(coveredCard.getByText(carrier)).toBeInTheDocument();
    expect(coveredCard.getByText(planned)).toBeInTheDocument();
    expect(coveredCard.queryByText(/^Picked up/)).not.toBeInTheDocument();
    const pickedUpCard = within(card(pickedUp.id));
    expect(pickedUpCard.getByText(carrier)).toBeInTheDocument();
    expect(
      pickedUpCard.getByText(`Picked up ${dayjs(pickedUpOn).format('MMM D')}`),
    ).toBeInTheDocument();
    expect(pickedUpCard.queryByText(planned)).not.toBeInTheDocument();
  });

  it('say nothing of a carrier before one is assigned, and name the one on a load on the road', async () => {
    const owner = await signedInShipper();
    const booked = await shipmentOf(owner, { status: 'upcoming' });
    const onTheRoad = await shipmentOf(owner, { status: 'inprogress' });
    const { session } = owner;
    renderApp({ route: '/dashboard', session });
    const roadCard = within(
      await screen.findByRole('article', { name: `Shipment #${onTheRoad.id}` }),
    );
    expect(roadCard.getByText(`Carrier: ${DEMO_CARRIERS[0]?.legal_name}`)).toBeInTheDocument();
    expect(roadCard.getByText(/^Picked up [A-Z][a-z]{2} \d+$/)).toBeInTheDocument();
    expect(within(card(booked.id)).queryByText(/^Carrier/)).not.toBeInTheDocument();
  });
});
