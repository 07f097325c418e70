import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';

// Lazy pages and antd render slowly on a busy 2-core machine: give them time before failing. The
// longest wait is a page's first render in a file, which loads its modules (antd's among them):
// up to 4.6 s on two cores at a load of 5, and CI may run on a busier machine.
configure({ asyncUtilTimeout: 15_000 });
// A whole flow through the app (sign-up, booking, the dashboard's pages) takes up to 15 s there.
jest.setTimeout(90_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
