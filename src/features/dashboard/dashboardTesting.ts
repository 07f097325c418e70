import { waitFor } from '@testing-library/react';
import { DEMO_ACCOUNT } from '../../../mocks/db';
import { call } from '../../../mocks/testing/callApi';
import { SHIPMENT_PAGE_SIZE } from '@domain/constants';
import type { SessionResponse, ShipmentCounts, ShipmentPage } from '@domain/types';
import { screen } from '../../testing/renderWithProviders';

/** The seeded demo shipper's session, as a sign-in gives it, and their shipments. */
export const demoShipper = async () => {
  const { body: session } = await call<SessionResponse>('/auth/login/', {
    method: 'POST',
    body: DEMO_ACCOUNT,
  });
  const { body } = await call<ShipmentPage>('/shipper/shipments/', { token: session.token });
  return { session, shipments: body.results };
};

/** A first page as the API answers it, for a test that stands in for the server. */
export const pageOf = (results: object[], counts: Partial<ShipmentCounts> = {}) => ({
  results,
  count: results.length,
  counts: { all: results.length, unfinished: 0, inprogress: 0, upcoming: 0, past: 0, ...counts },
  page: 1,
  page_size: SHIPMENT_PAGE_SIZE,
});

// Hidden ones too: the inactive tabs render nothing, and skipping the visibility check keeps a
// wait that asks again and again fast.
export const cardNames = () =>
  screen.queryAllByRole('article', { hidden: true }).map((card) => card.getAttribute('aria-label'));

/** The grid keeps the cards it has until the next page arrives: wait for those. */
export const waitForCards = (names: string[]) => waitFor(() => expect(cardNames()).toEqual(names));
