import { API_BASE_PATH } from '@domain/constants';
import { sessionExpired } from '../state/session';
import { withSessionToken } from '../state/session/requests';
import type { AppDispatch, RootState } from '../state/store';

/** A file the API made, read whole: its bytes, type and the name the server gave it. */
export type DownloadedFile = { blob: Blob; name: string };

/** How far a download has come: bytes so far, and lines for text (rows of a CSV). */
export type DownloadProgress = { bytes: number; lines: number };

export class DownloadError extends Error {}

const FAILED = 'The file could not be downloaded. Check your connection and try again.';
const NEWLINE = 10;

/** The name in `Content-Disposition: attachment; filename="…"`, or the one given. */
const fileNameOf = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

const messageOf = async (response: Response): Promise<string> => {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string') return message;
  }
  return FAILED;
};

const countLines = (chunk: Uint8Array): number => {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
};

type Store = { getState: () => RootState; dispatch: AppDispatch };

/**
 * A file of the API fetched with the session's token in its header, never in its address (an
 * address ends up in logs and histories), read as it streams so the page can show how far it
 * has come. A 401 ends the session as every other call does.
 */
export const downloadFile = async (
  store: Store,
  path: string,
  params: Record<string, string>,
  fallbackName: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> => {
  const url = new URL(`${API_BASE_PATH}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const headers = withSessionToken(new Headers(), { getState: store.getState });
  const sentWith = store.getState().auth.token;
  const response = await fetch(url, { headers }).catch(() => {
    throw new DownloadError(FAILED);
  });
  if (response.status === 401 && sentWith && store.getState().auth.token === sentWith)
    store.dispatch(sessionExpired());
  if (!response.ok || !response.body) throw new DownloadError(await messageOf(response));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const progress: DownloadProgress = { bytes: 0, lines: 0 };
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new DownloadError(FAILED);
    });
    if (done) break;
    chunks.push(value);
    progress.bytes += value.byteLength;
    progress.lines += countLines(value);
    onProgress({ ...progress });
  }
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    name: fileNameOf(response, fallbackName),
  };
};
