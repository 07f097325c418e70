import { fireEvent, waitFor, within } from '@testing-library/react';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import {
  coveredLoad,
  paidLoad,
  renumberVerifiedCarrier,
  reportFrom,
  undo,
} from '../../../mocks/server/arrange/dispatch';
import { apiServer } from '../../../mocks/server/apiServer';
import { startApiServer } from '../../../mocks/server/apiServer';
import { openOptionList } from '../../testing/chooseOption';
import { screen } from '../../testing/renderWithProviders';
import {
  assignDialog,
  fillAssignment,
  openAssignDialog,
  openBoard,
  rowOf,
  shipmentNumber,
} from './opsTesting';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

beforeAll(startApiServer);

/** The demo's paid load no carrier covers yet: the tests read it, and cover loads of their own. */
const DEMO_TO_COVER = 4;
const TO_COVER = shipmentNumber(DEMO_TO_COVER);

/** Where a phone in Chicago is: far from a Dallas stop. */
const CHICAGO = { latitude: 41.88, longitude: -87.63 };

// The page's clock runs while the server's stands still: each test starts them together, so that
// a milestone entered at the page's now is not ahead of the server's.
beforeEach(async () => {
  (await apiServer()).clock.set(new Date());
});

/**
 * Enter as a browser sends it to an open antd list, which reads the key's legacy code: user-event
 * sends the key's name alone.
 */
const pressEnterWithKeyCode = (element: HTMLElement) => {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
};

describe('The dispatch board', () => {
  it('finds a load by what the dispatcher types, and sorts by a column', async () => {
    const { user } = await openBoard('/ops?stage=to_cover');
    await rowOf(TO_COVER);
    const search = screen.getByRole('searchbox', { name: 'Search the loads to cover' });
    await user.type(search, 'northwind houston');
    expect(await rowOf(TO_COVER)).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'Nowhere City');
    expect(await screen.findByText('No loads to cover match “Nowhere City”.')).toBeInTheDocument();
    await user.clear(search);
    await user.click(await screen.findByRole('columnheader', { name: /Pickup/ }));
    expect(screen.getByRole('columnheader', { name: /Pickup/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('shows an arrival far from its stop among the exceptions, until the driver undoes it', async () => {
    const load = await coveredLoad({ reached: ['arrived_pickup', 'departed_pickup'] });
    const arrival = await reportFrom(load, 'arrived_dropoff', CHICAGO);
    const board = await openBoard('/ops?stage=exceptions');
    const row = await rowOf(shipmentNumber(load.shipment.id));
    expect(row.getByText('Arrival over 50 miles from the stop')).toBeInTheDocument();
    expect(row.getByText('Arrived at dropoff')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Exceptions/ })).toHaveAccessibleName(
      /[1-9]\d* loads with exceptions/,
    );

    expect((await undo(load, arrival)).statusCode).toBe(200);
    board.unmount();
    await openBoard('/ops?stage=in_transit');
    const inTransit = await rowOf(shipmentNumber(load.shipment.id));
    expect(inTransit.queryByText('Arrived at dropoff')).not.toBeInTheDocument();
    expect(inTransit.queryByText('Arrival over 50 miles from the stop')).not.toBeInTheDocument();
  });

  it('lists the demo’s load to cover, with its company, lane and trailer', async () => {
    await openBoard();
    const row = await rowOf(TO_COVER);
    expect(row.getByText('Northwind Foods')).toBeInTheDocument();
    expect(row.getByText('Houston, TX')).toBeInTheDocument();
    expect(row.getByText('San Antonio, TX')).toBeInTheDocument();
    expect(row.getByText('Reefer')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Assign carrier to shipment #4' })).toBeVisible();
  });

  it('offers only the carriers that may haul the load, and says why the others may not', async () => {
    const { user } = await openBoard();
    const dialog = await openAssignDialog(user, DEMO_TO_COVER);
    await user.click(dialog.getByRole('combobox', { name: 'Carrier' }));
    const list = within(await openOptionList());
    expect(await list.findByText(/Prairie Line Transport LLC/)).toBeInTheDocument();
    const refused = list.getByText(DISPATCH_MESSAGES.carrierNotVerified);
    expect(refused.closest('.ant-select-item-option')).toHaveClass(
      'ant-select-item-option-disabled',
    );
  });

  it('shows the server’s refusal of a carrier in the dialog, keeping what was typed', async () => {
    const { shipment } = await paidLoad();
    const { user, dispatcher } = await openBoard();
    const dialog = await openAssignDialog(user, shipment.id);
    await fillAssignment(user, dialog);
    // Since the list was loaded, another dispatcher gave the carrier a number the registry refuses.
    const restore = await renumberVerifiedCarrier(dispatcher, '3000004');
    try {
      await user.click(dialog.getByRole('button', { name: 'Assign carrier' }));

      expect(await dialog.findByText(DISPATCH_MESSAGES.carrierNotVerified)).toBeInTheDocument();
      expect(dialog.getByLabelText('Driver name')).toHaveValue('Rosa Díaz');
      expect(dialog.getByLabelText('Driver mobile')).toHaveValue('(713) 555-0142');
      expect(dialog.getByLabelText('Truck number')).toHaveValue('T-9');
      expect(dialog.getByLabelText('Trailer number')).toHaveValue('R-31');
      expect(dialog.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
      expect(dialog.queryByLabelText('Driver link')).not.toBeInTheDocument();
    } finally {
      await restore();
    }
  });

  it('opens, fills and submits the assignment from the keyboard alone', async () => {
    const { shipment } = await paidLoad();
    const { user } = await openBoard();
    const assign = await screen.findByRole('button', {
      name: `Assign carrier to shipment #${shipment.id}`,
    });
    assign.focus();
    await user.keyboard('{Enter}');
    const dialog = await assignDialog(shipment.id);
    // The dialog takes the focus, for its title to be read; its close button comes first.
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.tab();
    expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(dialog.getByRole('combobox', { name: 'Carrier' })).toHaveFocus();
    // Enter opens the list on the first carrier that may haul the load; Enter again picks it.
    await user.keyboard('{Enter}');
    await within(await openOptionList()).findByText(/Prairie Line Transport LLC/);
    pressEnterWithKeyCode(dialog.getByRole('combobox', { name: 'Carrier' }));
    expect(dialog.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    await user.tab();
    expect(dialog.getByLabelText('Driver name')).toHaveFocus();
    await user.keyboard('Rosa Díaz');
    await user.tab();
    await user.keyboard('+17135550142');
    await user.tab();
    await user.keyboard('T-9');
    await user.tab();
    await user.keyboard('R-31{Enter}');

    expect(await dialog.findByLabelText('Driver link')).toBeInTheDocument();
  });

  it('records a milestone the driver called in', async () => {
    const { shipment } = await coveredLoad({ reached: ['arrived_pickup', 'departed_pickup'] });
    const { user } = await openBoard('/ops?stage=in_transit');
    const row = await rowOf(shipmentNumber(shipment.id));
    expect(row.getByText('Loaded and departed')).toBeInTheDocument();
    await user.click(
      row.getByRole('button', { name: `Record milestone of shipment #${shipment.id}` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: `Record milestone of shipment #${shipment.id}` }),
    );
    expect(dialog.getByText('Arrived at dropoff')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note (optional)'), 'Called from the dock.');
    await user.click(dialog.getByRole('button', { name: 'Record milestone' }));

    expect(
      await screen.findByText(DISPATCH_MESSAGES.milestoneRecorded('arrived_dropoff')),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      (await rowOf(shipmentNumber(shipment.id))).getByText('Arrived at dropoff'),
    ).toBeInTheDocument();
  });

  it("takes the driver's mobile however it is typed", async () => {
    const { user } = await openBoard();
    const dialog = await openAssignDialog(user, DEMO_TO_COVER);
    const mobile = dialog.getByLabelText('Driver mobile');
    expect(mobile).toHaveAttribute('maxlength', '32');
    await expectEveryPhoneFormatTaken(user, mobile, await screen.findByRole('dialog'));
  });
});
