import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';

// Lazy pages and antd render slowly on a busy 2-core machine: give them time before failing.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  window.localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
