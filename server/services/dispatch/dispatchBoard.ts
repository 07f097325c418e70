import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import type { DispatchStage, OpsShipment } from '@domain/dispatchTypes';
import { milestoneRank } from '@domain/milestones';
import { parseShipmentId } from '@domain/shipmentId';
import type { Db } from '../../db/database';
import { assignments, shipments } from '../../db/schema';
import { NotFound } from '../domainErrors';
import type { BoardEntry } from './opsShipmentRows';
import {
  arrivalFarFromStop,
  deliveredWithExceptions,
  implausibleSpeed,
  selectOpsShipments,
  toBoardEntry,
  toOpsShipment,
} from './opsShipmentRows';

/** The most shipments one stage of the board shows. */
export const BOARD_LIMIT = 200;

const ARRIVED_PICKUP = milestoneRank('arrived_pickup');
const DEPARTED_PICKUP = milestoneRank('departed_pickup');
const DELIVERED = milestoneRank('delivered');

/** Paid and not cancelled: the loads dispatchers move. */
const live = and(isNotNull(shipments.paidAt), isNull(shipments.cancelledAt));
const covered = isNotNull(assignments.id);

const STAGES: Record<Exclude<DispatchStage, 'exceptions'>, SQL | undefined> = {
  to_cover: and(live, isNull(assignments.id), lt(shipments.progress, DELIVERED)),
  covered: and(live, covered, lt(shipments.progress, ARRIVED_PICKUP)),
  in_transit: and(live, gte(shipments.progress, ARRIVED_PICKUP), lt(shipments.progress, DELIVERED)),
  delivered: and(live, gte(shipments.progress, DELIVERED)),
};

/**
 * The loads that may have an exception: none is due before the day after tomorrow's pickups (UTC,
 * whose day starts before any of the product's zones), but for a truck on the road, which may go
 * silent any day; and any load whose reports were flagged, delivered or not.
 */
const mayBeLate = (now: Date) =>
  and(
    live,
    or(
      and(
        lt(shipments.progress, DELIVERED),
        or(
          lte(shipments.pickupDate, addDays(todayUtc(now), 2)),
          gte(shipments.progress, DEPARTED_PICKUP),
        ),
      ),
      implausibleSpeed,
      arrivalFarFromStop,
      deliveredWithExceptions,
    ),
  );

/** Pickup time first, the earlier zone first on a day; the newest first for the delivered. */
const byPickup =
  (newestFirst: boolean) =>
  (a: BoardEntry, b: BoardEntry): number => {
    const order = a.pickupStartsAt - b.pickupStartsAt || a.row.shipment.id - b.row.shipment.id;
    return newestFirst ? -order : order;
  };

/**
 * A stage's rows up to the limit. The database orders them by pickup date; the zones, which it
 * does not know, order each day: every row of the last day the limit reaches is read, so that the
 * rows kept are the first by pickup time.
 */
const stageEntries = async (
  db: Db,
  where: SQL | undefined,
  newestFirst: boolean,
  now: Date,
): Promise<BoardEntry[]> => {
  const [last] = await selectOpsShipments(db, where)
    .orderBy(newestFirst ? desc(shipments.pickupDate) : asc(shipments.pickupDate))
    .limit(1)
    .offset(BOARD_LIMIT - 1);
  const within = last
    ? newestFirst
      ? gte(shipments.pickupDate, last.shipment.pickupDate)
      : lte(shipments.pickupDate, last.shipment.pickupDate)
    : undefined;
  const rows = await selectOpsShipments(db, and(where, within));
  return Promise.all(rows.map((row) => toBoardEntry(db, row, now)));
};

/**
 * The loads with an exception, up to the limit. Which have one is the domain's rule, on each
 * stop's clock: the loads that may are read a limit's worth at a time by pickup date, until every
 * load of the last day the limit reaches has been read.
 */
const exceptionEntries = async (db: Db, now: Date): Promise<BoardEntry[]> => {
  const found: BoardEntry[] = [];
  for (let offset = 0; ; offset += BOARD_LIMIT) {
    const rows = await selectOpsShipments(db, mayBeLate(now))
      .orderBy(asc(shipments.pickupDate), asc(shipments.id))
      .limit(BOARD_LIMIT)
      .offset(offset);
    const entries = await Promise.all(rows.map((row) => toBoardEntry(db, row, now)));
    found.push(...entries.filter(({ exceptions }) => exceptions.length));
    const lastDay = found[BOARD_LIMIT - 1]?.row.shipment.pickupDate;
    const readTo = rows[rows.length - 1]?.shipment.pickupDate;
    if (rows.length < BOARD_LIMIT || (lastDay && readTo && readTo > lastDay)) return found;
  }
};

/**
 * One stage of the dispatch board: the loads to cover, covered, in transit, delivered (the newest
 * first), or those with an exception, each with its exceptions, in the order of their pickup.
 */
export const readBoard = async (
  db: Db,
  stage: DispatchStage,
  now: Date,
): Promise<OpsShipment[]> => {
  const entries =
    stage === 'exceptions'
      ? await exceptionEntries(db, now)
      : await stageEntries(db, STAGES[stage], stage === 'delivered', now);
  const shown = entries.sort(byPickup(stage === 'delivered')).slice(0, BOARD_LIMIT);
  return Promise.all(shown.map((entry) => toOpsShipment(db, entry, now)));
};

/** One shipment as the board shows it, whatever its stage; NotFound for an unknown id. */
export const readOpsShipment = async (
  db: Db,
  shipmentId: number,
  now: Date,
): Promise<OpsShipment> => {
  const [row] = await selectOpsShipments(db, eq(shipments.id, shipmentId)).limit(1);
  if (!row) throw new NotFound();
  return toOpsShipment(db, await toBoardEntry(db, row, now), now);
};

/** The shipment an :id names, or NotFound: a malformed id tells no more than an unknown one. */
export const shipmentIdOf = (value: string): number => {
  const id = parseShipmentId(value);
  if (id === null) throw new NotFound();
  return id;
};
