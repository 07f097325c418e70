import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { bookedShipment } from '../../../mocks/server/arrange/booking';
import { signedInMember, signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import type { Stop } from '@domain/types';
import { expectLaneFilledIn } from '../../testing/bookedAgainLane';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const NOT_SAVED = 'From the shipment booked again, not saved yet.';

/** The calendar strip's button for a day some days ahead. */
const stripDay = (days: number) =>
  screen.getByLabelText(new RegExp(`^${dayjs().add(days, 'day').format('ddd, MMM D, YYYY')}`));

const facilityCard = (title: string) =>
  within(screen.getByText(title).closest('.ant-card') as HTMLElement);

/** What the stop's card shows of its facility. */
const expectFacilityShown = (title: string, stop: Stop) => {
  const card = facilityCard(title);
  expect(card.getByText(String(stop.facility_name))).toBeInTheDocument();
  expect(card.getByText(`${stop.facility_address}, ${stop.zip_code}`)).toBeInTheDocument();
  if (stop.scheduling_preference)
    expect(
      card.getByText(SCHEDULING_PREFERENCE_LABELS[stop.scheduling_preference]),
    ).toBeInTheDocument();
  expect(card.getByText(String(stop.contact_name))).toBeInTheDocument();
};

describe('Book again from the shipment’s page', () => {
  it('books the lane anew; the next steps start with its facilities and load, each saved by the shipper', async () => {
    const shipper = await signedInShipper();
    const { session } = shipper;
    const before = await bookedShipment(shipper, {
      status: 'past',
      from: 'Chicago',
      to: 'Dallas',
      equipment: 'reefer',
      driverAssist: true,
    });
    const first = renderApp({ route: `/shipments/${before.id}`, session });
    const { user, router } = first;
    await user.click(await screen.findByRole('button', { name: 'Book again' }));
    await expectLaneFilledIn(before);
    expect(screen.getByLabelText('Pickup date')).toHaveValue('');

    await waitFor(() => expect(stripDay(3)).toBeEnabled());
    await user.click(stripDay(3));
    await user.click(screen.getByText('Review shipment'));
    expect(await screen.findByText('Appointment', { selector: 'h2' })).toBeInTheDocument();
    const appointment = currentPath(router);
    expect(appointment).toMatch(/^\/shipments\/\d+\/appointment$/);
    expect(appointment).not.toBe(`/shipments/${before.id}/appointment`);

    await waitFor(() => expect(screen.getAllByText(NOT_SAVED)).toHaveLength(2));
    expectFacilityShown('Pickup facility', before.pickup);
    expectFacilityShown('Dropoff facility', before.dropoff);
    // Driver assist is booked again with the lane, its fee in the total.
    expect(screen.getByLabelText(/^Driver assist/)).toBeChecked();
    expect(
      screen.queryByText(
        'The shipment booked again had driver assist: tick the box to add it here too.',
      ),
    ).not.toBeInTheDocument();

    // Filled in, still editable, and kept once saved.
    await user.click(screen.getByLabelText('Add pickup facility info'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pickup facility' }));
    expect(dialog.getByLabelText('Facility name')).toHaveValue(before.pickup.facility_name);
    expect(dialog.getByLabelText('Email')).toHaveValue(before.pickup.email);
    await user.clear(dialog.getByLabelText('Contact name'));
    await user.type(dialog.getByLabelText('Contact name'), 'Robin Hale');
    await user.click(dialog.getByText('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(facilityCard('Pickup facility').getByText('Robin Hale')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(NOT_SAVED)).toHaveLength(1));
    expect(screen.getByLabelText('Edit pickup facility info')).toBeInTheDocument();

    // A reload finds what was carried over, and what is saved wins over it.
    await first.persistor.flush();
    first.unmount();
    const again = renderApp({ route: appointment, session });
    expect(await screen.findByText(NOT_SAVED)).toBeInTheDocument();
    expect(facilityCard('Pickup facility').getByText('Robin Hale')).toBeInTheDocument();
    expectFacilityShown('Dropoff facility', before.dropoff);

    await again.user.click(screen.getByText('Book shipment'));
    expect(await screen.findByText('Final details', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Commodity (optional)')).toHaveValue(before.commodity);
    expect(screen.getByLabelText('Weight (thousands of lbs, optional)')).toHaveValue(
      String(before.weight),
    );
    expect(screen.getByLabelText('Packaging count (optional)')).toHaveValue(
      String(before.packaging),
    );
    expect(screen.getByLabelText('Packaging type (optional)')).toHaveValue(before.packaging_type);
    for (const empty of [
      'Reference number (optional)',
      'Pickup number',
      'Pickup notes',
      'Dropoff number',
      'Dropoff notes',
    ])
      expect(screen.getByLabelText(empty)).toHaveValue('');
  });

  it.each(['viewer', 'finance'] as const)('is not offered to the %s role', async (role) => {
    const admin = await signedInShipper();
    const shipment = await bookedShipment(admin, { status: 'past' });
    const member = await signedInMember(admin, role);
    renderApp({ route: `/shipments/${shipment.id}`, session: member.session });
    await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
    expect(screen.queryByRole('button', { name: 'Book again' })).not.toBeInTheDocument();
  });
});
