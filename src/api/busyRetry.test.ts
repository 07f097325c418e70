import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { signedInShipper } from '../../mocks/server/sessions';
import { startApiServer } from '../../mocks/server/apiServer';
import { makeStore } from '../state/store';
import { invoicesApi } from './invoicesApi';
import { BUSY_RETRIES } from './busyRetry';

beforeAll(startApiServer);

const BUSY = { message: 'The server is busy. Try again in a moment.' };

/** The invoices' list answers busy `times` times (with Retry-After), then as the server does. */
const busyFor = (times: number, retryAfter: string | null = '0') => {
  let asked = 0;
  server.use(
    http.get('*/api/invoices/', () => {
      asked += 1;
      if (asked > times) return undefined;
      return HttpResponse.json(BUSY, {
        status: 503,
        headers: retryAfter === null ? {} : { 'Retry-After': retryAfter },
      });
    }),
  );
  return () => asked;
};

/** A store signed in as a new shipper, whose session stays good. */
const signedIn = async () => {
  const { token, user } = (await signedInShipper()).session;
  return makeStore({
    preloadedState: { auth: { token, user, _persist: { version: -1, rehydrated: false } } },
  }).store;
};

describe('A busy server', () => {
  it('is asked again after the wait it names, and the answer is the one that came', async () => {
    const asked = busyFor(2);
    const result = await (
      await signedIn()
    ).dispatch(invoicesApi.endpoints.getInvoices.initiate({}));
    expect(result.error).toBeUndefined();
    expect(result.data?.results).toEqual(expect.any(Array));
    expect(asked()).toBe(3);
  });

  it('is shown as busy once it has said so on every try', async () => {
    const asked = busyFor(BUSY_RETRIES + 5);
    const result = await (
      await signedIn()
    ).dispatch(invoicesApi.endpoints.getInvoices.initiate({}));
    expect(result.error).toEqual({ status: 503, data: BUSY });
    expect(asked()).toBe(BUSY_RETRIES + 1);
  });

  it('is not asked again when its 503 names no wait, or too long a one', async () => {
    for (const retryAfter of [null, '120']) {
      const asked = busyFor(1, retryAfter);
      const result = await (
        await signedIn()
      ).dispatch(invoicesApi.endpoints.getInvoices.initiate({}));
      expect(result.error).toEqual({ status: 503, data: BUSY });
      expect(asked()).toBe(1);
    }
  });
});
