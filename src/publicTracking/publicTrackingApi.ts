import { API_BASE_PATH } from '@domain/constants';
import type { PublicTracking } from '@domain/publicTrackingTypes';
import { TRACKING_LINK_MESSAGES } from '@domain/trackingLinks';
import { PUBLIC_TEXTS } from './publicTexts';

/** The page's one call, answered as what the page does next: show it, give up, or try later. */
export type Answer =
  | { ok: true; tracking: PublicTracking }
  /** The link is dead: unknown, revoked, its shipment cancelled or long delivered. */
  | { ok: false; kind: 'dead'; message: string }
  /** Offline, too many calls, or the server failed: the same call again later. */
  | { ok: false; kind: 'later'; message: string };

const messageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

export const getTracking = async (token: string): Promise<Answer> => {
  let response: Response;
  try {
    response = await fetch(
      new URL(
        `${API_BASE_PATH}/public/tracking/${encodeURIComponent(token)}/`,
        window.location.origin,
      ),
      { cache: 'no-store' },
    );
  } catch {
    return { ok: false, kind: 'later', message: PUBLIC_TEXTS.offline };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, tracking: body as PublicTracking };
  if (response.status === 404)
    return { ok: false, kind: 'dead', message: messageOf(body) ?? TRACKING_LINK_MESSAGES.linkDead };
  return { ok: false, kind: 'later', message: messageOf(body) ?? PUBLIC_TEXTS.serverTrouble };
};
