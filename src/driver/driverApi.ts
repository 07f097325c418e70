import { API_BASE_PATH } from '@domain/constants';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type {
  DriverEventInput,
  DriverLoad,
  DriverPosition,
  DriverWithdrawalInput,
} from '@domain/dispatchTypes';
import { DRIVER_TEXTS } from './driverTexts';

/*
 * The five calls of the driver's link, each answered as what the page does next: show the body,
 * wait and try again, give the link up, or drop what was refused and say why.
 */

export type Answer<T> =
  | { ok: true; body: T }
  /** No answer at all: the phone is offline or the network dropped the call. */
  | { ok: false; kind: 'offline' }
  /** Too many calls (429) or the server failed (5xx): the same call again later. */
  | { ok: false; kind: 'later'; afterMs: number | null; message: string }
  | { ok: false; kind: 'deadLink'; message: string }
  /** Refused for good (4xx): its message, and the messages of each field. */
  | { ok: false; kind: 'refused'; message: string; errors: Record<string, string[]> };

export type Failure = Exclude<Answer<unknown>, { ok: true }>;

export type PodInput = {
  receiverName: string;
  signature: Blob;
  photo: File | null;
  notes: string;
  /** When the driver confirmed the delivery, kept through retries sent once back online. */
  at: string;
};

const urlOf = (token: string, call = '') =>
  new URL(
    `${API_BASE_PATH}/driver/${encodeURIComponent(token)}/${call}`,
    window.location.origin,
  ).toString();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The API's two error shapes: one message, or messages per field. */
const errorOf = (body: unknown): { message: string | null; errors: Record<string, string[]> } => {
  if (!isRecord(body)) return { message: null, errors: {} };
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors))
    for (const [field, messages] of Object.entries(body.errors))
      if (Array.isArray(messages))
        errors[field] = messages.filter((text): text is string => typeof text === 'string');
  return { message: typeof body.message === 'string' ? body.message : null, errors };
};

const retryAfterMs = (response: Response): number | null => {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
};

const call = async <T>(url: string, init?: RequestInit): Promise<Answer<T>> => {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', ...init });
  } catch {
    return { ok: false, kind: 'offline' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: body as T };
  const { message, errors } = errorOf(body);
  if (response.status === 404)
    return { ok: false, kind: 'deadLink', message: message ?? DISPATCH_MESSAGES.linkDead };
  if (response.status === 429 || response.status >= 500)
    return {
      ok: false,
      kind: 'later',
      afterMs: retryAfterMs(response),
      message: message ?? DRIVER_TEXTS.serverTrouble,
    };
  const fieldMessages = Object.values(errors).flat();
  return {
    ok: false,
    kind: 'refused',
    message: message ?? (fieldMessages.join(' ') || DRIVER_TEXTS.refused),
    errors,
  };
};

const postJson = <T>(url: string, body: unknown) =>
  call<T>(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

export const getLoad = (token: string) => call<DriverLoad>(urlOf(token));

export const postEvent = (token: string, event: DriverEventInput) =>
  postJson<DriverLoad>(urlOf(token, 'events/'), event);

export const postWithdrawal = (token: string, withdrawal: DriverWithdrawalInput) =>
  postJson<DriverLoad>(urlOf(token, 'withdrawals/'), withdrawal);

export const postPositions = (token: string, positions: DriverPosition[]) =>
  postJson<{ recorded: number }>(urlOf(token, 'positions/'), { positions });

export const postPod = (token: string, pod: PodInput) => {
  const form = new FormData();
  form.append('receiver_name', pod.receiverName);
  form.append('signature', pod.signature, 'signature.png');
  if (pod.photo) form.append('photo', pod.photo, pod.photo.name);
  if (pod.notes.trim()) form.append('notes', pod.notes);
  form.append('at', pod.at);
  return call<DriverLoad>(urlOf(token, 'pod/'), { method: 'POST', body: form });
};
