import type { DriverPosition } from '@domain/dispatchTypes';

/*
 * The phone's position, only with the driver's consent, which the page keeps per link: asked once,
 * not again each time the link is opened.
 */

export type Consent = 'granted' | 'declined';

const consentKey = (token: string) => `loadline.driver.location.${token}`;

export const storedConsent = (token: string): Consent | null => {
  const stored = window.localStorage.getItem(consentKey(token));
  return stored === 'granted' || stored === 'declined' ? stored : null;
};

export const storeConsent = (token: string, consent: Consent) => {
  try {
    window.localStorage.setItem(consentKey(token), consent);
  } catch {
    // Without storage the page asks again next time: nothing is lost.
  }
};

/** A position, or 'denied' when the browser's permission is refused. */
export type Reading = DriverPosition | 'denied' | null;

type Options = { timeoutMs: number; maximumAgeMs: number };

export const readPosition = ({ timeoutMs, maximumAgeMs }: Options): Promise<Reading> =>
  new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        resolve({
          at: new Date(timestamp).toISOString(),
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy_m: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null,
        }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
