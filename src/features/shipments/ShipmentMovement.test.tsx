import { within } from '@testing-library/react';
import { seedShipment, seedUser } from '../../../mocks/db';
import { findMockCarrierByUsdot } from '../../../mocks/db/carriers';
import { shipmentMovementOf } from '../../../mocks/db/movement';
import { findShipment } from '../../../mocks/db/shipments';
import { formatZonedMoment } from '@domain/zonedMoment';
import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import type { ShipmentStatus } from '@domain/types';
import { formatDate } from '../../lib/format';
import { renderApp, screen } from '../../testing/renderWithProviders';

const region = (name: string) => within(screen.getByRole('region', { name }));

const openDetails = async (status: Exclude<ShipmentStatus, 'cancelled'>, from = 'Chicago') => {
  const session = seedUser();
  const shipment = seedShipment(session.user.id, { status, from, to: 'Phoenix' });
  renderApp({ route: `/shipments/${shipment.id}`, session });
  await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
  return shipment;
};

/** What the shipment's answer says of its truck, to compare the page with. */
const movementOf = (id: number) => {
  const record = findShipment(id);
  if (!record) throw new Error(`No shipment ${id}.`);
  return shipmentMovementOf(record);
};

describe("A shipment's carrier and milestones", () => {
  it('shows the carrier, its driver and truck, and each milestone at its own place and time', async () => {
    const shipment = await openDetails('past', 'Los Angeles');
    const { carrier, milestones } = movementOf(shipment.id);

    const covered = region('Carrier');
    expect(covered.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    expect(covered.getByText('3000001')).toBeInTheDocument();
    expect(covered.getByText('700001')).toBeInTheDocument();
    expect(covered.getByText('Verified')).toHaveClass('ant-tag');
    expect(covered.getByText(formatDate(carrier?.verified_at ?? ''))).toBeInTheDocument();
    expect(covered.getByText('Jamie')).toBeInTheDocument();
    expect(covered.getByText(`T-${shipment.id + 100}`)).toBeInTheDocument();
    expect(covered.getByText(`V-${shipment.id + 500}`)).toBeInTheDocument();

    const history = region('Milestones');
    const items = history.getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Carrier assigned',
      'Arrived at pickup',
      'Loaded and departed',
      'Arrived at drop-off',
      'Delivered',
    ]);
    const at = (code: string) => milestones.find((milestone) => milestone.code === code)?.at ?? '';
    // The assignment names no place and keeps the pickup's clock; the docks name their city.
    expect(items[0]).toHaveTextContent(formatZonedMoment(at('dispatched'), 'America/Los_Angeles'));
    expect(items[0]).toHaveTextContent('Entered by dispatcher');
    expect(items[1]).toHaveTextContent(
      `${formatZonedMoment(at('arrived_pickup'), 'America/Los_Angeles')} · Los Angeles, CA`,
    );
    expect(items[4]).toHaveTextContent(
      `${formatZonedMoment(at('delivered'), 'America/Phoenix')} · Phoenix, AZ`,
    );
    expect(items[4]).toHaveTextContent(/ MST · /);
    expect(items[4]).not.toHaveTextContent('Entered by dispatcher');
  });

  it('says when the carrier is not verified any more', async () => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id, { status: 'inprogress' });
    // Its last check could not reach the registry: it is not taken for verified.
    const carrier = findMockCarrierByUsdot(DEMO_CARRIERS[0]?.usdot_number ?? '');
    if (!carrier) throw new Error('The mocks have no demo carrier.');
    Object.assign(carrier, { verified: false, verified_at: null, check_outcome: 'unreachable' });
    renderApp({ route: `/shipments/${shipment.id}`, session });
    await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
    expect(region('Carrier').getByText('Not verified')).toHaveClass('ant-tag');
    expect(region('Carrier').queryByText('Verified')).not.toBeInTheDocument();
    expect(region('Carrier').getByText('Prairie Line Transport LLC')).toBeInTheDocument();
  });

  it('says no carrier is assigned yet to a paid shipment nobody covers', async () => {
    await openDetails('upcoming');
    expect(region('Carrier').getByText('No carrier assigned yet.')).toBeInTheDocument();
    expect(region('Milestones').getByText('No milestones yet.')).toBeInTheDocument();
  });

  it('shows neither before the shipment is paid', async () => {
    await openDetails('unfinished');
    expect(screen.queryByRole('region', { name: 'Carrier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Milestones' })).not.toBeInTheDocument();
  });
});
