import { http, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { seedShipment, seedUser } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { addDays, todayUtc } from '@domain/dates';
import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import { formatUsd } from '../../lib/formatUsd';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { demoShipper, pageOf } from './dashboardTesting';

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
    const session = seedUser();
    const misspelt = seedShipment(session.user.id);
    const unknown = seedShipment(session.user.id, { status: 'past' });
    server.use(
      http.get('*/api/shipper/shipments/', () =>
        HttpResponse.json(
          pageOf(
            [
              { ...misspelt, status: 'unfinshed' },
              { ...unknown, status: 'onhold' },
            ],
            { unfinished: 1 },
          ),
        ),
      ),
    );
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
    const session = seedUser();
    const shipment = seedShipment(session.user.id);
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
    const session = seedUser();
    const shipment = seedShipment(session.user.id);
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
    const session = seedUser();
    const booked = seedShipment(session.user.id, {
      status: 'upcoming',
      windows: {
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
    const onTheRoad = seedShipment(session.user.id, { status: 'inprogress' });
    const delivered = seedShipment(session.user.id, { status: 'past' });
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
    const session = seedUser();
    const covered = seedShipment(session.user.id, { status: 'upcoming', pickupDate: '2026-11-19' });
    const pickedUp = seedShipment(session.user.id, {
      status: 'upcoming',
      pickupDate: '2026-11-19',
    });
    server.use(
      http.get('*/api/shipper/shipments/', () =>
        HttpResponse.json(
          pageOf(
            [
              { ...covered, carrier_name: 'Prairie Line Freight LLC', picked_up_on: null },
              {
                ...pickedUp,
                status: 'inprogress',
                carrier_name: 'Lone Star Haulers',
                picked_up_on: '2026-11-20',
              },
            ],
            { upcoming: 1, inprogress: 1 },
          ),
        ),
      ),
    );
    renderApp({ route: '/dashboard', session });
    const coveredCard = within(
      await screen.findByRole('article', { name: `Shipment #${covered.id}` }),
    );
    expect(coveredCard.getByText('Carrier: Prairie Line Freight LLC')).toBeInTheDocument();
    expect(coveredCard.getByText('Nov 19')).toBeInTheDocument();
    expect(coveredCard.queryByText(/^Picked up/)).not.toBeInTheDocument();
    const pickedUpCard = within(card(pickedUp.id));
    expect(pickedUpCard.getByText('Carrier: Lone Star Haulers')).toBeInTheDocument();
    expect(pickedUpCard.getByText('Picked up Nov 20')).toBeInTheDocument();
    expect(pickedUpCard.queryByText('Nov 19')).not.toBeInTheDocument();
  });

  it('say nothing of a carrier before one is assigned, and name the one on a load on the road', async () => {
    const session = seedUser();
    const booked = seedShipment(session.user.id, { status: 'upcoming' });
    const onTheRoad = seedShipment(session.user.id, { status: 'inprogress' });
    renderApp({ route: '/dashboard', session });
    const roadCard = within(
      await screen.findByRole('article', { name: `Shipment #${onTheRoad.id}` }),
    );
    expect(roadCard.getByText(`Carrier: ${DEMO_CARRIERS[0]?.legal_name}`)).toBeInTheDocument();
    expect(roadCard.getByText(/^Picked up [A-Z][a-z]{2} \d+$/)).toBeInTheDocument();
    expect(within(card(booked.id)).queryByText(/^Carrier/)).not.toBeInTheDocument();
  });
});
