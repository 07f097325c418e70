import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { dispatchExceptions } from '@domain/dispatchExceptions';
import { opsShipmentFields, type ExceptionKind, type OpsShipment } from '@domain/dispatchTypes';
import { MILESTONES, milestoneRank } from '@domain/milestones';
import { windowOf } from '@domain/stopWindows';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { City } from '@domain/types';
import { startOfDay } from '@domain/zonedTime';
import type { Db } from '../../db/database';
import {
  assignments,
  carriers,
  companies,
  milestoneWithdrawals,
  positions,
  proofsOfDelivery,
  shipmentEvents,
  shipments,
} from '../../db/schema';
import { readMilestones } from '../movement/readMilestones';
import { toPageRecord } from '../shipments/shipmentPage';
import type { ShipmentRecord } from '../shipments/shipmentRecords';
import { bookerJson, movementColumns, storedStopsJson } from '../shipments/shipmentRecords';
import { toShipment } from '../shipments/toShipment';

/** The milestones from which the truck has left the pickup. */
const ON_THE_ROAD = MILESTONES.filter(
  (code) => milestoneRank(code) >= milestoneRank('departed_pickup'),
);

/** An event of the history, under the alias given, that no undo withdrew. */
const standing = (alias: string) =>
  sql`not exists (select 1 from ${milestoneWithdrawals} w where w.event_id = ${sql.raw(alias)}.id)`;

/** When the truck left the pickup: its first event from the departure on, late ones included. */
const departedAt = sql<Date | null>`(select min(e.at) from ${shipmentEvents} e
  where e.shipment_id = ${sql.raw('"shipments"."id"')} and ${standing('e')}
  and ${inArray(sql.raw('e.code'), ON_THE_ROAD)})`.mapWith(shipmentEvents.at);

/*
 * What the load's reports flagged, each kept on its report when it came: a position of the live
 * assignment at a speed no truck makes, an arrival that stands far from its stop, a proof of
 * delivery with over, short or damaged notes.
 */
export const implausibleSpeed = sql<boolean>`exists (select 1 from ${positions} p
  where p.assignment_id = ${assignments.id} and p.implausible)`.mapWith(Boolean);
export const arrivalFarFromStop = sql<boolean>`exists (select 1 from ${shipmentEvents} f
  where f.shipment_id = ${shipments.id} and f.far_from_stop and ${standing('f')})`.mapWith(Boolean);
export const deliveredWithExceptions = sql<boolean>`exists (select 1 from ${proofsOfDelivery} d
  where d.shipment_id = ${shipments.id} and d.with_exceptions)`.mapWith(Boolean);

/**
 * Shipments as the board reads them, matching `where`: each with its stops, its company's name,
 * and its live assignment and carrier, if any (a column of the joined assignment is null without).
 */
export const selectOpsShipments = (db: Db, where: SQL | undefined) =>
  db
    .select({
      shipment: shipments,
      stops: storedStopsJson,
      bookedBy: bookerJson,
      ...movementColumns,
      companyName: companies.name,
      assignment: assignments,
      carrier: {
        id: carriers.id,
        legalName: carriers.legalName,
        usdotNumber: carriers.usdotNumber,
      },
      departedAt,
      implausibleSpeed,
      arrivalFarFromStop,
      deliveredWithExceptions,
    })
    .from(shipments)
    .innerJoin(companies, eq(companies.id, shipments.companyId))
    .leftJoin(
      assignments,
      and(eq(assignments.shipmentId, shipments.id), isNull(assignments.endedAt)),
    )
    .leftJoin(carriers, eq(carriers.id, assignments.carrierId))
    .where(where);

export type OpsShipmentRow = Awaited<ReturnType<typeof selectOpsShipments>>[number];

const zoneOf = (city: City) => timeZoneOfRegion(city.country_code, city.region_code);

/** A row read, with what the board sorts and filters it by. */
export type BoardEntry = {
  row: OpsShipmentRow;
  record: ShipmentRecord;
  exceptions: ExceptionKind[];
  /** When the pickup day starts on the pickup's clock: the board's order. */
  pickupStartsAt: number;
};

export const toBoardEntry = async (db: Db, row: OpsShipmentRow, now: Date): Promise<BoardEntry> => {
  const record = await toPageRecord(db, row);
  const pickup = { ...windowOf(record.pickup), timeZone: zoneOf(record.pickup.city) };
  const dropoff = { ...windowOf(record.dropoff), timeZone: zoneOf(record.dropoff.city) };
  const exceptions = dispatchExceptions(
    {
      covered: row.assignment !== null,
      progress: row.shipment.progress,
      pickup,
      dropoff,
      departedAt: row.departedAt,
      lastPositionAt: row.assignment?.lastPositionAt ?? null,
      implausibleSpeed: row.implausibleSpeed,
      arrivalFarFromStop: row.arrivalFarFromStop,
      deliveredWithExceptions: row.deliveredWithExceptions,
    },
    now,
  );
  return {
    row,
    record,
    exceptions,
    pickupStartsAt: startOfDay(pickup.date, pickup.timeZone).getTime(),
  };
};

/** The board's wire shape, with the load's history. */
export const toOpsShipment = async (
  db: Db,
  { row, record, exceptions }: BoardEntry,
  now: Date,
): Promise<OpsShipment> => {
  const shipment = toShipment(record, now);
  const { assignment, carrier } = row;
  return {
    ...opsShipmentFields(shipment),
    company_name: row.companyName,
    assignment:
      assignment && carrier
        ? {
            carrier: {
              id: carrier.id,
              legal_name: carrier.legalName,
              usdot_number: carrier.usdotNumber,
            },
            driver_name: assignment.driverName,
            driver_phone: assignment.driverPhone,
            truck_number: assignment.truckNumber,
            trailer_number: assignment.trailerNumber,
            assigned_at: assignment.assignedAt.toISOString(),
          }
        : null,
    milestones: await readMilestones(db, shipment.id, {
      pickup: record.pickup.city,
      dropoff: record.dropoff.city,
    }),
    last_position_at: assignment?.lastPositionAt?.toISOString() ?? null,
    exceptions,
  };
};
