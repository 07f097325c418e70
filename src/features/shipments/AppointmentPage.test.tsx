import { act, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import {
  bookedShipment,
  cancelledShipment,
  savedFacility,
} from '../../../mocks/server/arrange/booking';
import type { BookedOptions } from '../../../mocks/server/arrange/booking';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { formatUsd } from '../../lib/formatUsd';
import { holdGets } from '../../testing/heldResponses';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const DRIVER_ASSIST = 150;

/** The total shown for the shipment booked: its price, with driver assist when added. */
const total = (shipment: { base_price: string }, extra = 0) =>
  formatUsd(Number(shipment.base_price) + extra);

const openAppointment = async (options: BookedOptions = {}) => {
  const shipper = await signedInShipper();
  const shipment = await bookedShipment(shipper, options);
  const { session } = shipper;
  const view = renderApp({ route: `/shipments/${shipment.id}/appointment`, session });
  expect(await screen.findByText('Appointment', { selector: 'h2' })).toBeInTheDocument();
  return { ...view, session, shipment };
};

const FACILITY = {
  'Facility name': 'Lakeshore Cold Storage',
  Address: '2400 S Ashland Ave, Chicago',
  'Zip code': '60608',
  'Contact name': 'Ana Ortiz',
  'Phone number': '+13125550188',
  Email: 'dock@lakeshore.test',
};

const fill = async (user: User, dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
};

/** "Tue, Dec 8": how a window names its day. */
const windowDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

// The store tells the page of RTK Query's changes at the next animation frame: one frame later
// the page shows what the cache holds.
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('Appointment', () => {
  it('shows the lane and saves the facility info of both ends', async () => {
    const { user, router, shipment } = await openAppointment();
    expect(screen.getByText('Chicago, IL')).toBeInTheDocument();
    expect(screen.getByText('Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('963 miles')).toBeInTheDocument();
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(screen.getAllByText('No facility info yet.')).toHaveLength(2);

    const addPickup = screen.getByLabelText('Add pickup facility info');
    expect(addPickup).toHaveTextContent('Add facility info');
    await user.click(addPickup);
    const pickup = await dialogNamed('Pickup facility');
    expect(within(pickup).getByLabelText('First come, first served')).toBeChecked();
    await fill(user, pickup, FACILITY);
    await user.click(within(pickup).getByText('Appointment scheduled'));
    await user.click(within(pickup).getByText('Save'));

    expect(await screen.findByText('Lakeshore Cold Storage')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('2400 S Ashland Ave, Chicago, 60608')).toBeInTheDocument();
    expect(screen.getByText('Appointment scheduled')).toBeInTheDocument();
    expect(screen.getByText('Ana Ortiz')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Edit pickup facility info'));
    const editing = await dialogNamed('Pickup facility');
    expect(within(editing).getByLabelText('Facility name')).toHaveValue('Lakeshore Cold Storage');
    expect(within(editing).getByLabelText('Email')).toHaveValue('dock@lakeshore.test');
    expect(within(editing).getByLabelText('Appointment scheduled')).toBeChecked();
    await user.click(within(editing).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Add dropoff facility info'));
    const dropoff = await dialogNamed('Dropoff facility');
    await fill(user, dropoff, { ...FACILITY, 'Facility name': 'Trinity Grocers DC' });
    await user.click(within(dropoff).getByText('Save'));
    expect(await screen.findByText('Trinity Grocers DC')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit dropoff facility info')).toBeInTheDocument();

    await user.click(screen.getByText('Book shipment'));
    expect(await screen.findByText('Final details', { selector: 'h2' })).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/shipments/${shipment.id}/finalizing`);
  });

  it('fills a facility from the company book, every field still editable', async () => {
    const shipper = await signedInShipper();
    await savedFacility(shipper, 'Dallas', {
      facility_name: 'Trinity Grocers DC',
      facility_address: '4500 Irving Blvd',
      zip_code: '75247',
      scheduling_preference: 'to_be_scheduled',
      contact_name: 'Lee Park',
      phone_number: '+12145550111',
      email: 'dock@trinity.test',
    });
    const shipment = await bookedShipment(shipper);
    const { user } = renderApp({
      route: `/shipments/${shipment.id}/appointment`,
      session: shipper.session,
    });
    await user.click(await screen.findByLabelText('Add dropoff facility info'));
    const dialog = await dialogNamed('Dropoff facility');
    await user.type(within(dialog).getByLabelText('From the facility book'), 'irving');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('From the facility book'));
    await user.type(within(dialog).getByLabelText('From the facility book'), '7524');
    await user.click(
      await screen.findByText('Trinity Grocers DC, 4500 Irving Blvd, Dallas, TX 75247'),
    );
    expect(within(dialog).getByLabelText('Facility name')).toHaveValue('Trinity Grocers DC');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('dock@trinity.test');
    expect(within(dialog).getByLabelText('To be scheduled')).toBeChecked();
    await fill(user, dialog, { 'Contact name': 'Kim Diaz' });
    await user.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Kim Diaz')).toBeInTheDocument();
    expect(screen.getByText('Trinity Grocers DC')).toBeInTheDocument();
  });

  it('shows every facility validation message', async () => {
    const { user } = await openAppointment();
    await user.click(screen.getByLabelText('Add dropoff facility info'));
    const dialog = await dialogNamed('Dropoff facility');
    await user.click(within(dialog).getByText('Save'));
    for (const message of [
      'Facility name is required',
      'Address is required',
      'Zip code is required',
      'Contact name is required',
      'Phone number is required',
      'Email is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await fill(user, dialog, { 'Zip code': '606', 'Phone number': '0123456789', Email: 'dock@' });
    expect(await within(dialog).findByText('Zip code is too short')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
  });

  it('adds driver assist to the total and keeps it', async () => {
    const { user, unmount, session, shipment } = await openAppointment();
    expect(screen.getByText(total(shipment), { selector: 'strong' })).toBeInTheDocument();
    const driverAssist = screen.getByLabelText('Driver assist (+$150.00)');
    expect(driverAssist).not.toBeChecked();

    await user.click(driverAssist);
    expect(driverAssist).toBeChecked();
    expect(
      screen.getByText(total(shipment, DRIVER_ASSIST), { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Driver assist (+$150.00)')).toBeEnabled());

    unmount();
    renderApp({ route: `/shipments/${shipment.id}/appointment`, session });
    expect(await screen.findByLabelText('Driver assist (+$150.00)')).toBeChecked();
    expect(
      screen.getByText(total(shipment, DRIVER_ASSIST), { selector: 'strong' }),
    ).toBeInTheDocument();
  });

  it('keeps driver assist ticked when an older refetch of the shipment lands after it', async () => {
    const { user, shipment } = await openAppointment();
    const reads = holdGets('*/api/shipper/shipments/:id');
    try {
      await user.click(screen.getByLabelText('Add pickup facility info'));
      const pickup = await dialogNamed('Pickup facility');
      await fill(user, pickup, FACILITY);
      await user.click(within(pickup).getByText('Save'));
      expect(await screen.findByText('Lakeshore Cold Storage')).toBeInTheDocument();
      // The facility's refetch has read the shipment, without driver assist, and is on its way.
      await waitFor(() => expect(reads.arrived()).toBe(1));

      const driverAssist = screen.getByLabelText('Driver assist (+$150.00)');
      await user.click(driverAssist);
      await waitFor(() => expect(driverAssist).toBeEnabled());
      await nextFrame();
      expect(driverAssist).toBeChecked();

      reads.releaseOldest();
      // Driver assist's own refetch waits for the older one: once it arrives, the older answer
      // has gone through the cache.
      await waitFor(() => expect(reads.arrived()).toBe(2));
      await nextFrame();
      expect(driverAssist).toBeChecked();
      expect(
        screen.getByText(total(shipment, DRIVER_ASSIST), { selector: 'strong' }),
      ).toBeInTheDocument();
    } finally {
      reads.releaseAll();
    }
  });

  it('keeps save failures silent: the box goes back, the dialog keeps what was typed', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(
        http.patch('*/api/shipper/shipments/:id/appointment/', () =>
          HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        ),
      );
      const { user, shipment } = await openAppointment();
      const driverAssist = screen.getByLabelText('Driver assist (+$150.00)');
      await user.click(driverAssist);
      await waitFor(() => expect(driverAssist).not.toBeChecked());
      expect(screen.getByText(total(shipment), { selector: 'strong' })).toBeInTheDocument();

      await user.click(screen.getByLabelText('Add pickup facility info'));
      const dialog = await dialogNamed('Pickup facility');
      await fill(user, dialog, FACILITY);
      await user.click(within(dialog).getByText('Save'));
      await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
      expect(within(dialog).getByLabelText('Facility name')).toHaveValue('Lakeshore Cold Storage');
      expect(screen.getByRole('dialog', { name: 'Pickup facility' })).toBeInTheDocument();
      expect(screen.queryByText('Internal server error.')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });

  it('says why driver assist did not change while a payment of the shipment is under way', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(
        http.patch('*/api/shipper/shipments/:id/appointment/', () =>
          HttpResponse.json(
            { message: SERVER_MESSAGES.driverAssistPaymentInProgress },
            { status: 409 },
          ),
        ),
      );
      const { user, shipment } = await openAppointment();
      const driverAssist = screen.getByLabelText('Driver assist (+$150.00)');
      await user.click(driverAssist);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        SERVER_MESSAGES.driverAssistPaymentInProgress,
      );
      expect(driverAssist).not.toBeChecked();
      expect(screen.getByText(total(shipment), { selector: 'strong' })).toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });

  it('shows a spinner while the shipment loads', async () => {
    const shipper = await signedInShipper();
    const shipment = await bookedShipment(shipper);
    server.use(
      // Answers nothing after its wait: the real server answers then.
      http.get('*/api/shipper/shipments/:id', () => delay(100)),
    );
    renderApp({ route: `/shipments/${shipment.id}/appointment`, session: shipper.session });
    expect(await screen.findByLabelText('Loading shipment')).toBeInTheDocument();
    expect(await screen.findByText('Appointment', { selector: 'h2' })).toBeInTheDocument();
  });

  it('says when the shipment cannot be loaded, and tries again', async () => {
    const shipper = await signedInShipper();
    const shipment = await bookedShipment(shipper);
    server.use(
      http.get(
        '*/api/shipper/shipments/:id',
        () => HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp({
      route: `/shipments/${shipment.id}/appointment`,
      session: shipper.session,
    });
    expect(await screen.findByText("We couldn't load this shipment")).toBeInTheDocument();
    expect(screen.getByText('Internal server error.')).toBeInTheDocument();
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByText('Appointment', { selector: 'h2' })).toBeInTheDocument();
  });

  it.each(['424242', 'abc'])('sends an unknown shipment (%s) to /404', async (id) => {
    const { session } = await signedInShipper();
    const { router } = renderApp({ route: `/shipments/${id}/appointment`, session });
    expect(await screen.findByText('Working On It..')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
  });

  it("lets a paid shipment's facilities change, but not driver assist", async () => {
    const { user } = await openAppointment({ status: 'upcoming' });
    expect(screen.getByText('This shipment is paid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Driver assist (+$150.00)')).toBeDisabled();
    expect(screen.queryByText('Book shipment')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Edit pickup facility info'));
    expect(await dialogNamed('Pickup facility')).toBeInTheDocument();
  });

  it('shows a shipment under way read-only', async () => {
    await openAppointment({ status: 'inprogress' });
    expect(
      screen.getByText('This shipment can no longer be changed: it is in progress or delivered.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Edit facility info')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Driver assist (+$150.00)')).toBeDisabled();
    expect(screen.getByText('Shipment details')).toBeInTheDocument();
  });

  it('shows a cancelled shipment read-only, and says it is cancelled', async () => {
    const shipper = await signedInShipper();
    const { id } = await bookedShipment(shipper, { finalized: true });
    await cancelledShipment(shipper, id, 'price');
    renderApp({ route: `/shipments/${id}/appointment`, session: shipper.session });
    expect(await screen.findByText(SERVER_MESSAGES.shipmentCancelled)).toBeInTheDocument();
    expect(screen.queryByText('Edit facility info')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Driver assist (+$150.00)')).toBeDisabled();
  });

  it('takes the phone however it is typed, and shows it grouped for reading', async () => {
    const { user } = await openAppointment();
    await user.click(screen.getByLabelText('Add dropoff facility info'));
    const dialog = await dialogNamed('Dropoff facility');
    const phone = within(dialog).getByLabelText('Phone number');
    expect(phone).toHaveAttribute('maxlength', '32');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    await expectEveryPhoneFormatTaken(user, phone, dialog);
    await fill(user, dialog, { ...FACILITY, 'Phone number': '312.555.0142' });
    await user.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('+1 312 555 0142')).toBeInTheDocument();
  });

  it('asks for an empty ZIP code rather than calling it too short', async () => {
    const { user } = await openAppointment();
    await user.click(screen.getByLabelText('Add dropoff facility info'));
    const dialog = await dialogNamed('Dropoff facility');
    await user.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Zip code is required')).toBeInTheDocument();
    expect(within(dialog).queryByText('Zip code is too short')).not.toBeInTheDocument();
  });

  it("asks an appointment's date and hours, receiving hours when first come, and saves them", async () => {
    const { user, shipment } = await openAppointment();
    await user.click(screen.getByLabelText('Add pickup facility info'));
    const pickup = await dialogNamed('Pickup facility');
    expect(within(pickup).getByLabelText('Receiving opens')).toBeInTheDocument();
    expect(within(pickup).queryByLabelText('Appointment date')).not.toBeInTheDocument();
    await fill(user, pickup, FACILITY);
    await user.click(within(pickup).getByText('Appointment scheduled'));
    const date = within(pickup).getByLabelText('Appointment date');
    await user.type(date, `${shipment.pickup.date}{Enter}`);
    await fill(user, pickup, { 'Appointment starts': '14:00', 'Appointment ends': '09:30' });
    await user.click(within(pickup).getByText('Save'));
    expect(
      await within(pickup).findByText('The window must end after it starts'),
    ).toBeInTheDocument();
    await fill(user, pickup, { 'Appointment ends': '16:30' });
    await user.click(within(pickup).getByText('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText(`${windowDay(shipment.pickup.date)}, 14:00–16:30`),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText('Add dropoff facility info'));
    const dropoff = await dialogNamed('Dropoff facility');
    await fill(user, dropoff, {
      ...FACILITY,
      'Receiving opens': '06:00',
      'Receiving closes': '7pm',
    });
    await user.click(within(dropoff).getByText('Save'));
    expect(
      await within(dropoff).findByText('Enter a time as HH:MM, on a 24-hour clock'),
    ).toBeInTheDocument();
    await fill(user, dropoff, { 'Receiving closes': '19:00' });
    // Still to be scheduled: the hours typed are not sent.
    await user.click(within(dropoff).getByText('To be scheduled'));
    expect(within(dropoff).queryByLabelText('Receiving opens')).not.toBeInTheDocument();
    await user.click(within(dropoff).getByText('Save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Receiving 06:00–19:00')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Edit dropoff facility info'));
    const again = await dialogNamed('Dropoff facility');
    await user.click(within(again).getByText('First come, first served'));
    expect(within(again).getByLabelText('Receiving opens')).toHaveValue('');
    await fill(user, again, { 'Receiving opens': '06:00', 'Receiving closes': '19:00' });
    await user.click(within(again).getByText('Save'));
    expect(await screen.findByText('Receiving 06:00–19:00')).toBeInTheDocument();
  });
});
