import { addDays } from '@domain/dates';
import type { IsoDate } from '@domain/types';
import type { Backend, MailKind, Reply } from './backends';
import { createNormaliser } from './normalise';

type Call = { token?: string; body?: unknown; headers?: Record<string, string> };

/** A reply as a scenario reads it: T is the shape it expects on success. */
export type Answer<T> = { status: number; body: T };

/** What a scenario does, on whichever backend it runs: requests, and what a shipper could know. */
export type ScenarioApi = {
  get: <T = unknown>(path: string, call?: Call) => Promise<Answer<T>>;
  post: <T = unknown>(path: string, call?: Call) => Promise<Answer<T>>;
  patch: <T = unknown>(path: string, call?: Call) => Promise<Answer<T>>;
  put: <T = unknown>(path: string, call?: Call) => Promise<Answer<T>>;
  delete: <T = unknown>(path: string, call?: Call) => Promise<Answer<T>>;
  /** The token in the link of the nth e-mail of this kind to the address, as its reader opens it. */
  mailToken: (email: string, kind: MailKind, nth?: number) => Promise<string>;
  /** A calendar date this many days from the backend's today. */
  inDays: (days: number) => IsoDate;
  /** An e-mail address of this run: the same on both backends, new on every run. */
  email: (name: string) => string;
};

export type Scenario = {
  name: string;
  run: (api: ScenarioApi) => Promise<void>;
};

/** One request and its answer, normalised; or where the scenario stopped. */
export type Entry =
  { request: string; status: number; headers?: unknown; body: unknown } | { threw: string };

/**
 * Runs a scenario on a backend and returns its transcript. A scenario that stops half-way (it
 * read a field the answer lacks) ends its transcript with the reason, to be compared too.
 */
export const runScenario = async (
  backend: Backend,
  scenario: Scenario,
  runId: string,
): Promise<Entry[]> => {
  const transcript: Entry[] = [];
  await backend.begin();
  const normalise = createNormaliser(backend.today());
  const request =
    (method: string) =>
    async <T>(path: string, { token, body, headers }: Call = {}): Promise<Answer<T>> => {
      const reply: Reply = await backend.send({ method, path, token, body, headers });
      // The path first: the ids in it were met before, in an earlier answer.
      const entry = { request: `${method} ${normalise.path(path)}`, status: reply.status };
      transcript.push({
        ...entry,
        ...(reply.headers ? { headers: normalise.headers(reply.headers) } : {}),
        body: reply.headers
          ? normalise.file(reply.headers, reply.body)
          : normalise.body(reply.body),
      });
      return reply as Answer<T>;
    };
  const api: ScenarioApi = {
    get: request('GET'),
    post: request('POST'),
    patch: request('PATCH'),
    put: request('PUT'),
    delete: request('DELETE'),
    mailToken: (email, kind, nth = 1) => backend.mailToken(email, kind, nth),
    inDays: (days) => addDays(backend.today(), days),
    email: (name) => `${name}-${runId}@example.com`,
  };
  try {
    await scenario.run(api);
  } catch (error) {
    transcript.push({ threw: error instanceof Error ? error.message : String(error) });
  } finally {
    await backend.end();
  }
  return transcript;
};
