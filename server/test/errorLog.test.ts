import { sql } from 'drizzle-orm';
import { MESSAGES } from '@domain/messages';
import { createLogger } from '../logger';
import { hashToken } from '../services/secrets';
import { linkToken, RESET_SUBJECT, waitForMail } from './outbox';
import { randomIp, registration, signUp } from './signUp';
import { secondServerFixture, testServerFixture } from './testServerFixture';

/*
 * A request that fails inside the database, after its input passed every check: its log says
 * what failed, and never what the request or the failed query carried.
 */

let log: string[] = [];
const server = testServerFixture();
/** The same API on the same database, writing its log where the test reads it. */
const logged = secondServerFixture(server, {
  logger: createLogger('info', {
    write: (line: string) => {
      log.push(line);
    },
  }),
});

/** A table that takes no new or changed row from now on; its rows so far stay as they are. */
const closeTable = async (table: 'users' | 'tokens') => {
  await server.db.execute(
    sql.raw(`alter table ${table} add constraint ${table}_closed check (false) not valid`),
  );
  return () => server.db.execute(sql.raw(`alter table ${table} drop constraint ${table}_closed`));
};

/** Sends one request to the logged app and returns its answer and what it logged. */
const sendLogged = async (url: string, payload: Record<string, string>) => {
  log = [];
  const response = await logged.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: randomIp(),
  });
  return { response, text: log.join('') };
};

const expectSafeFailure = (
  { response, text }: Awaited<ReturnType<typeof sendLogged>>,
  secrets: string[],
) => {
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ message: MESSAGES.internalError });
  expect(text).toContain('"msg":"request failed"');
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/params/i);
  expect(text).not.toMatch(/Failing row/i);
  // What names the failure stays: PostgreSQL's code (a check constraint failed).
  expect(text).toContain('"code":"23514"');
};

describe('the log of a request that fails in the database', () => {
  it("holds none of a sign-up's details, nor the password's hash", async () => {
    const open = await closeTable('users');
    try {
      const body = registration({ first_name: 'Quillon', last_name: 'Marchbanks' });
      const failed = await sendLogged('/api/auth/register/', { ...body });
      expectSafeFailure(failed, [
        body.email,
        body.first_name,
        body.last_name,
        body.phone_number,
        body.company_name,
        body.password,
        'scrypt$',
      ]);
      expect(failed.text).toContain('"constraint":"users_closed"');
    } finally {
      await open();
    }
  });

  it('holds no value the database quotes in its own message', async () => {
    // Names in a column of numbers: PostgreSQL's message quotes the name it could not read.
    await server.db.execute(
      sql.raw('alter table users alter column last_name type integer using 0'),
    );
    try {
      const body = registration({ last_name: 'Thistlewood' });
      const failed = await sendLogged('/api/auth/register/', { ...body });
      expect(failed.response.statusCode).toBe(500);
      expect(failed.response.json()).toEqual({ message: MESSAGES.internalError });
      for (const secret of [body.last_name, body.email, body.password, 'scrypt$'])
        expect(failed.text).not.toContain(secret);
      expect(failed.text).toContain('"code":"22P02"');
      expect(failed.text).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
    } finally {
      await server.db.execute(sql.raw('alter table users alter column last_name type text'));
    }
  });

  it('holds neither a reset token nor its hash, nor the new password', async () => {
    const account = await signUp(server);
    const requested = await server.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request/',
      payload: { email: account.email },
      remoteAddress: randomIp(),
    });
    expect(requested.statusCode).toBe(200);
    const token = linkToken(
      await waitForMail(server.dataDir, account.email, RESET_SUBJECT),
      'reset-password',
    );

    const open = await closeTable('tokens');
    try {
      const password = 'Brand-New-Pass9';
      const failed = await sendLogged('/api/auth/password-reset/confirm/', { token, password });
      expectSafeFailure(failed, [token, hashToken(token), password, account.email]);
      expect(failed.text).toContain('"constraint":"tokens_closed"');
    } finally {
      await open();
    }
  });
});
