import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { todayUtc } from '@domain/dates';
import type { IsoDate } from '@domain/types';
import { CITIES } from '../../../mocks/data/cities';
import { resetDb } from '../../../mocks/db';
import { db as mockStore } from '../../../mocks/db/store';
import { invitationTokens } from '../../../mocks/db/outbox';
import { findUserByEmail } from '../../../mocks/db/users';
import { handlers } from '../../../mocks/handlers';
import { seedDemo } from '../../demo/seedDemo';
import { linkToken, readOutbox, RESET_SUBJECT, VERIFY_SUBJECT, waitForMail } from '../outbox';
import { startTestServer } from '../testServer';

export type MailKind = 'verification' | 'reset' | 'invitation';

/** `headers`, for an answer that is a file (not JSON): how the browser is told to save it. */
export type Reply = { status: number; body: unknown; headers?: FileHeaders };

export type FileHeaders = { 'content-type': string; 'content-disposition': string | null };

export type Request = {
  method: string;
  path: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

/** One side of the comparison: the API through fetch, its outbox, and its calendar. */
export type Backend = {
  /** Before each scenario: the mocks start again from their seed; the server goes on. */
  begin: () => Promise<void>;
  end: () => Promise<void>;
  send: (request: Request) => Promise<Reply>;
  /** The link token of the nth e-mail of this kind to the address (1 is the first). */
  mailToken: (email: string, kind: MailKind, nth: number) => Promise<string>;
  today: () => IsoDate;
  close: () => Promise<void>;
};

const send = async (base: string, { method, path, token, body, headers }: Request) => {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type && !type.startsWith('application/json')) {
    const headers = {
      'content-type': type,
      'content-disposition': response.headers.get('content-disposition'),
    };
    // A PDF's bytes differ between two correct backends (times, layout): that it is one is compared.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const isPdf = new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-';
    // The byte order mark is kept: whether an export starts with one is compared too.
    const body = isPdf
      ? '<a PDF file>'
      : new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return { status: response.status, body, headers };
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: compared as text.
  }
  return { status: response.status, body: parsed };
};

/**
 * The mocks as the app meets them: msw's node server answering fetch. It listens during a
 * scenario only, so that the server's turn goes out on the network.
 */
export const mockBackend = (): Backend => {
  const server = setupServer(...handlers);
  return {
    begin: async () => {
      resetDb();
      server.listen({ onUnhandledRequest: 'error' });
    },
    end: async () => server.close(),
    send: (request) => send('http://mocks.test', request),
    mailToken: async (email, kind, nth) => {
      const user = findUserByEmail(email);
      // An invitation goes to an address that has no account yet.
      const sent =
        kind === 'invitation'
          ? invitationTokens(email)
          : mockStore.emailTokens
              .filter((token) => token.kind === kind && token.userId === user?.id)
              .map(({ token }) => token);
      const token = sent[nth - 1];
      if (!token) throw new Error(`No ${kind} e-mail number ${nth} to ${email}.`);
      return token;
    },
    today: () => todayUtc(),
    close: async () => undefined,
  };
};

const MOCK_CITY_IDS = new Set(CITIES.map((city) => city.id));

/**
 * The mocks hold a few hundred of the server's cities: a city search is compared over those, the
 * server's answer without the cities the mocks lack. Each mock city is checked against the
 * server's on its own.
 */
const withMockCitiesOnly = (path: string, reply: Reply): Reply => {
  const body = reply.body as { results?: { id: number }[] } | null;
  if (!path.startsWith('/shipper/cities') || !Array.isArray(body?.results)) return reply;
  const results = body.results.filter((city) => MOCK_CITY_IDS.has(city.id));
  return { ...reply, body: { results } };
};

const INVITE_SUBJECT = /invites you to .* on Loadline$/;

const SUBJECTS = {
  verification: VERIFY_SUBJECT,
  reset: RESET_SUBJECT,
  invitation: INVITE_SUBJECT,
} as const;
const PAGES = {
  verification: 'verify-email',
  reset: 'reset-password',
  invitation: 'join',
} as const;

/**
 * The real server over HTTP on a fresh database with the demo data seeded, as a development
 * server starts. Each scenario calls from an address of its own (behind a trusted proxy), so that
 * the per-address limits on sign-ups and sign-ins never add up across scenarios.
 */
export const serverBackend = async (): Promise<Backend> => {
  const server = await startTestServer({ TRUST_PROXY: 'loopback' });
  await seedDemo(server.db, server.clock);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  let address = '';
  return {
    begin: async () => {
      address = `10.${[...randomBytes(3)].join('.')}`;
    },
    end: async () => undefined,
    send: async (request) =>
      withMockCitiesOnly(
        request.path,
        await send(`http://127.0.0.1:${port}`, {
          ...request,
          headers: { 'X-Forwarded-For': address, ...request.headers },
        }),
      ),
    mailToken: async (email, kind, nth) => {
      await waitForMail(server.dataDir, email, SUBJECTS[kind], nth - 1);
      const mails = (await readOutbox(server.dataDir)).filter(
        (mail) =>
          mail.to?.some((to) => to.address?.toLowerCase() === email.toLowerCase()) &&
          SUBJECTS[kind].test(mail.subject ?? ''),
      );
      const mail = mails[nth - 1];
      if (!mail) throw new Error(`No ${kind} e-mail number ${nth} to ${email}.`);
      return linkToken(mail, PAGES[kind]);
    },
    today: () => todayUtc(server.clock.now()),
    close: () => server.close(),
  };
};
