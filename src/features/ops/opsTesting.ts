import { within } from '@testing-library/react';
import { seedOpsSession } from '../../../mocks/db/opsOperators';
import { OPS_SESSION_KEY } from '../../state/opsSession/store';
import { screen } from '../../testing/renderWithProviders';

/** The demo dispatcher's session, stored in the browser as after an earlier sign-in. */
export const storeOpsSession = () => {
  const session = seedOpsSession();
  window.localStorage.setItem(OPS_SESSION_KEY, JSON.stringify(session));
  return session;
};

/** The row of a table that holds this text in a cell. */
export const rowOf = async (text: string | RegExp) => {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row holds ${String(text)}.`);
  return within(row);
};

/** The tab panel of the board's stage, once its tab is open. */
export const openPanel = () => screen.getByRole('tabpanel');
