import '@testing-library/jest-dom';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
