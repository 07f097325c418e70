import { setupWorker } from 'msw/browser';
import { resetDb } from './db';
import { handlers } from './handlers';

// The mocked dev mode starts from the demo data on every page load (sign in as DEMO_ACCOUNT).
resetDb();

export const worker = setupWorker(...handlers);
