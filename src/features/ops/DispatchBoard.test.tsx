import { fireEvent, waitFor, within } from '@testing-library/react';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { findMockCarrierByUsdot } from '../../../mocks/db/carriers';
import { DEMO_DRIVER_TOKEN } from '../../../mocks/db/demo';
import { recordMockMilestone, withdrawMockMilestone } from '../../../mocks/db/movement';
import { db } from '../../../mocks/db/store';
import { chooseOption, openOptionList } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { rowOf, storeOpsSession } from './opsTesting';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

/** The demo's paid load no carrier covers yet. */
const TO_COVER = /^#4/;

const openBoard = (route = '/ops') => {
  storeOpsSession();
  return renderApp({ route });
};

const assignDialog = async () =>
  within(await screen.findByRole('dialog', { name: 'Assign carrier to shipment #4' }));

type User = ReturnType<typeof renderApp>['user'];

/**
 * Enter as a browser sends it to an open antd list, which reads the key's legacy code: user-event
 * sends the key's name alone.
 */
const pressEnterWithKeyCode = (element: HTMLElement) => {
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(element, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
};

const openAssignDialog = async (user: User) => {
  await user.click(await screen.findByRole('button', { name: 'Assign carrier to shipment #4' }));
  return assignDialog();
};

/** Prairie Line, which may haul the load, and a driver, typed in. */
const fillAssignment = async (user: User, dialog: ReturnType<typeof within>) => {
  await chooseOption(
    user,
    dialog.getByRole('combobox', { name: 'Carrier' }),
    'Prairie Line Transport LLC',
  );
  await user.type(dialog.getByLabelText('Driver name'), 'Rosa Díaz');
  await user.type(dialog.getByLabelText('Driver mobile'), '(713) 555-0142');
  await user.type(dialog.getByLabelText('Truck number'), 'T-9');
  await user.type(dialog.getByLabelText('Trailer number'), 'R-31');
};

describe('The dispatch board', () => {
  it('finds a load by what the dispatcher types, and sorts by a column', async () => {
    const { user } = openBoard('/ops?stage=to_cover');
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
    const assignment = db.assignments.find(({ token }) => token === DEMO_DRIVER_TOKEN);
    if (!assignment) throw new Error('The demo driver link is missing.');
    const at = new Date().toISOString();
    recordMockMilestone(assignment.shipmentId, {
      code: 'arrived_dropoff',
      at,
      source: 'driver',
      clientId: 'far-arrival',
      farFromStop: true,
    });
    const board = openBoard('/ops?stage=exceptions');
    const row = await rowOf(new RegExp(`^#${assignment.shipmentId}`));
    expect(row.getByText('Arrival over 50 miles from the stop')).toBeInTheDocument();
    expect(row.getByText('Arrived at dropoff')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Exceptions/ })).toHaveAccessibleName(
      /[1-9]\d* loads with exceptions/,
    );

    expect(
      withdrawMockMilestone(assignment.shipmentId, assignment.id, 'far-arrival', at),
    ).toBeNull();
    board.unmount();
    openBoard('/ops?stage=in_transit');
    const inTransit = await rowOf(new RegExp(`^#${assignment.shipmentId}`));
    expect(inTransit.queryByText('Arrived at dropoff')).not.toBeInTheDocument();
    expect(inTransit.queryByText('Arrival over 50 miles from the stop')).not.toBeInTheDocument();
  });

  it('lists the demo’s load to cover, with its company, lane and trailer', async () => {
    openBoard();
    const row = await rowOf(TO_COVER);
    expect(row.getByText('Northwind Foods')).toBeInTheDocument();
    expect(row.getByText('Houston, TX')).toBeInTheDocument();
    expect(row.getByText('San Antonio, TX')).toBeInTheDocument();
    expect(row.getByText('Reefer')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Assign carrier to shipment #4' })).toBeVisible();
  });

  it('offers only the carriers that may haul the load, and says why the others may not', async () => {
    const { user } = openBoard();
    const dialog = await openAssignDialog(user);
    await user.click(dialog.getByRole('combobox', { name: 'Carrier' }));
    const list = within(await openOptionList());
    expect(await list.findByText(/Prairie Line Transport LLC/)).toBeInTheDocument();
    const refused = list.getByText(DISPATCH_MESSAGES.carrierNotVerified);
    expect(refused.closest('.ant-select-item-option')).toHaveClass(
      'ant-select-item-option-disabled',
    );
  });

  it('assigns a verified carrier, gives the driver link, and moves the load to Covered', async () => {
    const { user } = openBoard();
    const dialog = await openAssignDialog(user);
    await fillAssignment(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Assign carrier' }));

    expect(await dialog.findByText(DISPATCH_MESSAGES.carrierAssigned)).toBeInTheDocument();
    expect(
      dialog.getByText(/texted the driver link to Rosa Díaz at \+1 713 555 0142/),
    ).toBeVisible();
    const link = dialog.getByLabelText('Driver link');
    expect((link as HTMLInputElement).value).toMatch(/\/d\/[\w-]+$/);
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(copy).toHaveBeenCalledWith((link as HTMLInputElement).value);
    await user.click(dialog.getByRole('button', { name: 'Done' }));

    expect(await screen.findByText('Nothing to cover.')).toBeInTheDocument();
    // Each tab counts its loads.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^To cover/ })).toHaveAccessibleName(
        /0 loads to cover/,
      ),
    );
    await user.click(screen.getByRole('tab', { name: /^Covered/ }));
    const row = await rowOf(TO_COVER);
    expect(row.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    expect(row.getByText(/Rosa Díaz · T-9 \/ R-31/)).toBeInTheDocument();
    expect(row.getByText('Carrier assigned')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Reassign shipment #4' })).toBeVisible();
  });

  it('shows the server’s refusal of a carrier in the dialog, keeping what was typed', async () => {
    const { user } = openBoard();
    const dialog = await openAssignDialog(user);
    await fillAssignment(user, dialog);
    // The registry refused the carrier since the list was loaded.
    const carrier = findMockCarrierByUsdot('3000001');
    if (!carrier) throw new Error('The demo has no Prairie Line.');
    Object.assign(carrier, { verified: false, verified_at: null, check_outcome: 'refused' });
    await user.click(dialog.getByRole('button', { name: 'Assign carrier' }));

    expect(await dialog.findByText(DISPATCH_MESSAGES.carrierNotVerified)).toBeInTheDocument();
    expect(dialog.getByLabelText('Driver name')).toHaveValue('Rosa Díaz');
    expect(dialog.getByLabelText('Driver mobile')).toHaveValue('(713) 555-0142');
    expect(dialog.getByLabelText('Truck number')).toHaveValue('T-9');
    expect(dialog.getByLabelText('Trailer number')).toHaveValue('R-31');
    expect(dialog.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Driver link')).not.toBeInTheDocument();
  });

  it('opens, fills and submits the assignment from the keyboard alone', async () => {
    const { user } = openBoard();
    const assign = await screen.findByRole('button', { name: 'Assign carrier to shipment #4' });
    assign.focus();
    await user.keyboard('{Enter}');
    const dialog = await assignDialog();
    // The dialog takes the focus, for its title to be read; its close button comes first.
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
    const { user } = openBoard('/ops?stage=in_transit');
    const row = await rowOf(/^#5/);
    expect(row.getByText('Loaded and departed')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Record milestone of shipment #5' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Record milestone of shipment #5' }),
    );
    expect(dialog.getByText('Arrived at dropoff')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note (optional)'), 'Called from the dock.');
    await user.click(dialog.getByRole('button', { name: 'Record milestone' }));

    expect(
      await screen.findByText(DISPATCH_MESSAGES.milestoneRecorded('arrived_dropoff')),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await rowOf(/^#5/)).getByText('Arrived at dropoff')).toBeInTheDocument();
  });

  it("takes the driver's mobile however it is typed", async () => {
    const { user } = openBoard();
    const dialog = await openAssignDialog(user);
    const mobile = dialog.getByLabelText('Driver mobile');
    expect(mobile).toHaveAttribute('maxlength', '32');
    await expectEveryPhoneFormatTaken(user, mobile, await screen.findByRole('dialog'));
  });
});
