import { waitFor } from '@testing-library/react';
import { apiServer } from '../../../mocks/server/apiServer';
import { signedInDemoShipper } from '../../../mocks/server/sessions';
import { callApi } from '../../../server/test/shipmentFixtures';
import type { ShipmentPage } from '@domain/types';
import { screen } from '../../testing/renderWithProviders';

/** The seeded demo shipper's session, as a sign-in gives it, and their shipments. */
export const demoShipper = async () => {
  const { session, caller } = await signedInDemoShipper();
  const answer = await callApi(await apiServer(), caller, 'GET', '/shipper/shipments/');
  if (answer.statusCode !== 200)
    throw new Error(`Listing the demo shipments failed: ${answer.statusCode} ${answer.body}`);
  return { session, shipments: answer.json<ShipmentPage>().results };
};

// Hidden ones too: the inactive tabs render nothing, and skipping the visibility check keeps a
// wait that asks again and again fast.
export const cardNames = () =>
  screen.queryAllByRole('article', { hidden: true }).map((card) => card.getAttribute('aria-label'));

/** The grid keeps the cards it has until the next page arrives: wait for those. */
export const waitForCards = (names: string[]) => waitFor(() => expect(cardNames()).toEqual(names));
