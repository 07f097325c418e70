import { waitFor } from '@testing-library/react';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { startApiServer } from '../../../mocks/server/apiServer';
import { screen } from '../../testing/renderWithProviders';
import { fillAssignment, openAssignDialog, openBoard, rowOf, shipmentNumber } from './opsTesting';

beforeAll(startApiServer);

/*
 * Apart from the board's other tests, on a server of its own: covering the demo's only load to
 * cover empties the stage, and those tests read that load uncovered.
 */

/** The demo's paid load no carrier covers yet. */
const DEMO_TO_COVER = 4;

describe('The dispatch board', () => {
  it('assigns a verified carrier, gives the driver link, and moves the load to Covered', async () => {
    const { user } = await openBoard();
    const dialog = await openAssignDialog(user, DEMO_TO_COVER);
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
    const row = await rowOf(shipmentNumber(DEMO_TO_COVER));
    expect(row.getByText('Prairie Line Transport LLC')).toBeInTheDocument();
    expect(row.getByText(/Rosa Díaz · T-9 \/ R-31/)).toBeInTheDocument();
    expect(row.getByText('Carrier assigned')).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Reassign shipment #${DEMO_TO_COVER}` })).toBeVisible();
  });
});
