import { centsToMoney, moneyToCents } from '@domain/money';
import { waitFor } from '@testing-library/react';
import { finalize } from '../../server/test/listFixtures';
import { bookShipment } from '../../server/test/paymentFixtures';
import { apiServer } from '../../mocks/server/apiServer';
import { signedInShipper } from '../../mocks/server/sessions';
import { startApiServer } from '../../mocks/server/apiServer';
import { makeStore } from '../state/store';
import { holdGets } from '../testing/heldResponses';
import { api } from './api';

beforeAll(startApiServer);

const signedInStore = async () => {
  const { session, caller } = await signedInShipper();
  const shipment = await bookShipment(await apiServer(), caller, { finalize: false });
  const { store } = makeStore({
    preloadedState: {
      auth: {
        token: session.token,
        user: session.user,
        _persist: { version: -1, rehydrated: false },
      },
    },
  });
  const cached = () => api.endpoints.getShipment.select(shipment.id)(store.getState()).data;
  return { store, shipment, cached, caller };
};

describe('A refetched shipment', () => {
  it('never overwrites the answer of a change saved while the refetch was on its way', async () => {
    const { store, shipment, cached, caller } = await signedInStore();
    const query = store.dispatch(api.endpoints.getShipment.initiate(shipment.id));
    await query;
    const reads = holdGets('*/api/shipper/shipments/:id');
    try {
      const older = query.refetch();
      await waitFor(() => expect(reads.arrived()).toBe(1));

      await store.dispatch(
        api.endpoints.updateAppointment.initiate({
          id: shipment.id,
          body: { driver_assist: true },
        }),
      );
      expect(cached()?.driver_assist).toBe(true);
      // Something else changes on the server after the answer: only a later read can know it.
      await finalize(await apiServer(), caller, shipment.id, { reference_number: 'PO-7781' });
      reads.releaseOldest();
      await older;
      expect(cached()?.driver_assist).toBe(true);
      expect(cached()?.total_price).toBe(centsToMoney(moneyToCents(shipment.base_price) + 15000));

      expect(cached()?.reference_number).toBeNull();

      // The refetch the change asked for starts after its answer, and lands.
      await waitFor(() => expect(reads.arrived()).toBe(2));
      reads.releaseOldest();
      await waitFor(() => expect(cached()?.reference_number).toBe('PO-7781'));
      expect(cached()?.driver_assist).toBe(true);
    } finally {
      reads.releaseAll();
      query.unsubscribe();
    }
  });
});
