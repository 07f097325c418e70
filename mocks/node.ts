import { setupServer } from 'msw/node';
import { resetDb } from './db';
import { handlers } from './handlers';

// Seeded at once, so a test that forgets resetDb() still meets the demo data.
resetDb();

export const server = setupServer(...handlers);
