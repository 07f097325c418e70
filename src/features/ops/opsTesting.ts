import { within } from '@testing-library/react';
import { signedInDispatcher } from '../../../mocks/server/arrange/dispatch';
import { OPS_SESSION_KEY } from '../../state/opsSession/store';
import { chooseOption } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';

/** A new dispatcher's session, stored in the browser as after an earlier sign-in. */
export const storeOpsSession = async () => {
  const signedIn = await signedInDispatcher();
  window.localStorage.setItem(OPS_SESSION_KEY, JSON.stringify(signedIn.session));
  return signedIn;
};

/** The text of a shipment's cell on the board: its number, and no longer number that starts so. */
export const shipmentNumber = (id: number) => new RegExp(`^#${id}(?!\\d)`);

/** The row of a table that holds this text in a cell. */
export const rowOf = async (text: string | RegExp) => {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row holds ${String(text)}.`);
  return within(row);
};

/** The tab panel of the board's stage, once its tab is open. */
export const openPanel = () => screen.getByRole('tabpanel');

/** The board of the operations desk, a new dispatcher signed in. */
export const openBoard = async (route = '/ops') => {
  const { dispatcher } = await storeOpsSession();
  return { ...renderApp({ route }), dispatcher };
};

type User = ReturnType<typeof renderApp>['user'];

export const assignDialog = async (shipmentId: number) =>
  within(await screen.findByRole('dialog', { name: `Assign carrier to shipment #${shipmentId}` }));

export const openAssignDialog = async (user: User, shipmentId: number) => {
  await user.click(
    await screen.findByRole('button', { name: `Assign carrier to shipment #${shipmentId}` }),
  );
  return assignDialog(shipmentId);
};

/** Prairie Line, which may haul the load, and a driver, typed in. */
export const fillAssignment = async (user: User, dialog: ReturnType<typeof within>) => {
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
