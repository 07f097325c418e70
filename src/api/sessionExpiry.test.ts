import { addListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { startApiServer } from '../../mocks/server/apiServer';
import { makeStore } from '../state/store';
import { sessionExpired } from '../state/session';
import { api } from './api';
import { invoicesApi } from './invoicesApi';

beforeAll(startApiServer);

describe('A 401 from the API', () => {
  afterEach(() => server.events.removeAllListeners());

  it('ends the session once, however many requests fail together, and empties the cache', async () => {
    // A token the server does not know: each of the three calls is answered 401.
    const statuses: number[] = [];
    server.events.on('response:mocked', ({ response }) => {
      statuses.push(response.status);
    });
    const { store } = makeStore({
      preloadedState: {
        auth: { token: 'stale', user: null, _persist: { version: -1, rehydrated: false } },
      },
    });
    const onSessionExpired = jest.fn();
    store.dispatch(addListener({ actionCreator: sessionExpired, effect: onSessionExpired }));
    await Promise.all([
      store.dispatch(api.endpoints.getShipments.initiate({})),
      store.dispatch(invoicesApi.endpoints.getInvoices.initiate({})),
      store.dispatch(api.endpoints.getCurrentUser.initiate()),
    ]);
    await waitFor(() => expect(statuses).toEqual([401, 401, 401]));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('is not confused with a network error, which keeps the session', async () => {
    server.use(http.get('*/api/invoices/', () => HttpResponse.error()));
    const { store } = makeStore({
      preloadedState: {
        auth: { token: 'good', user: null, _persist: { version: -1, rehydrated: false } },
      },
    });
    const onSessionExpired = jest.fn();
    store.dispatch(addListener({ actionCreator: sessionExpired, effect: onSessionExpired }));
    await store.dispatch(invoicesApi.endpoints.getInvoices.initiate({}));
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(store.getState().auth.token).toBe('good');
  });
});
