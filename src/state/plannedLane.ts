import { DEFAULT_EQUIPMENT, EQUIPMENT } from '@domain/constants';
import { sameCityAtBothEnds } from '@domain/laneEnds';
import { parseStoredId } from '@domain/storedId';
import type { Equipment } from '@domain/types';

/** A lane quoted before booking: the landing page's, carried into create-shipment. */
export type PlannedLane = { pickup: number; dropoff: number; equipment: Equipment };

const KEY = 'loadline:plannedLane';

/**
 * How long a lane quoted by a visitor waits for their account: a sign-up with its e-mail check
 * is done within the day, and a lane left longer is more likely someone else's on a shared
 * computer than the next user's plan.
 */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** The lane in create-shipment's address, which is how it opens with it. */
export const createShipmentSearch = ({ pickup, dropoff, equipment }: PlannedLane) =>
  `?${new URLSearchParams({ pickup: String(pickup), dropoff: String(dropoff), equipment })}`;

/** The lane an address names, or null for one that names no lane of two known-good ids. */
export const laneOfSearch = (search: string): PlannedLane | null => {
  const params = new URLSearchParams(search);
  const pickup = parseStoredId(params.get('pickup') ?? '');
  const dropoff = parseStoredId(params.get('dropoff') ?? '');
  const named = params.get('equipment');
  const equipment = EQUIPMENT.find((value) => value === named) ?? DEFAULT_EQUIPMENT;
  return pickup && dropoff && !sameCityAtBothEnds(pickup, dropoff)
    ? { pickup, dropoff, equipment }
    : null;
};

/*
 * Why localStorage rather than the address: between the landing page and the account lie three
 * sign-up steps and an e-mailed link, which opens a page of its own; the browser is what they
 * share. Read by the account gate once the account is ready, and forgotten by create-shipment.
 */
export const keepPlannedLane = (lane: PlannedLane, now = Date.now()) => {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ search: createShipmentSearch(lane), now }));
  } catch {
    // Storage may be full or refused (private windows): the lane is then simply not carried.
  }
};

/** The lane waiting for the account, as create-shipment's address search, if one waits. */
export const plannedLaneSearch = (now = Date.now()): string | null => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { search, now: kept } = stored as { search?: unknown; now?: unknown };
    if (typeof search !== 'string' || typeof kept !== 'number' || now - kept > KEPT_MS) return null;
    return laneOfSearch(search) && search;
  } catch {
    return null;
  }
};

export const forgetPlannedLane = () => {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept where storage is refused.
  }
};
