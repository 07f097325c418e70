import type { Actor } from '../accounts/account';
import { and, eq } from 'drizzle-orm';
import { facilityChanges, hasFacility } from '@domain/activityChanges';
import { detailsLockedReason, driverAssistLockedReason } from '@domain/changeRules';
import { isUnderway } from '@domain/shipmentStatus';
import { windowFor } from '@domain/stopWindows';
import type { FacilityFields } from '@domain/types';
import type { Db } from '../../db/database';
import { shipments, stops } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { saveToBook } from '../facilities/facilityBook';
import { facilityColumns } from '../facilities/facilityColumns';
import { Refused } from '../domainErrors';
import { hasPaymentInFlight } from '../payments/paymentAttempts';
import { paymentInProgress } from '../payments/paymentInProgress';
import type { AppointmentBody } from './appointmentChange';
import { parseAppointmentChange } from './appointmentChange';
import type { ShipmentRecord } from './shipmentRecords';
import { findOwnShipmentRecord, readShipmentRecord } from './shipmentRecords';
import { shipmentStatus } from './shipmentStatus';

/** The stop's window as its columns: only what its scheduling preference takes. */
const windowColumns = (facility: FacilityFields) => {
  const window = windowFor(facility.scheduling_preference, facility);
  return {
    appointmentDate: window.appointment_date,
    windowStart: window.window_start,
    windowEnd: window.window_end,
  };
};

/**
 * The appointment step: a stop's facility details or driver assist. Nothing changes once the
 * shipment is under way, and driver assist not once it is paid, nor while a payment is under way:
 * its fee is part of the charge. What changed goes into the company's history with it; a change
 * that changes nothing goes in nowhere. A facility saved goes into the company's book too.
 */
export const changeAppointment = async (
  db: Db,
  actor: Actor,
  shipmentId: number | string,
  body: AppointmentBody,
  now: Date,
): Promise<ShipmentRecord> =>
  db.transaction(async (tx) => {
    const record = await findOwnShipmentRecord(tx, actor.companyId, shipmentId, { lock: true });
    const change = parseAppointmentChange(body, record.shipment);
    const status = shipmentStatus(record);
    const { id, driverAssist, paidAt } = record.shipment;
    const event = { companyId: actor.companyId, actorId: actor.id, shipmentId: id, at: now };

    if ('driverAssist' in change) {
      if (change.driverAssist === driverAssist && !isUnderway(status)) return record;
      const inFlight = !paidAt && (await hasPaymentInFlight(tx, id));
      const locked = driverAssistLockedReason(status, inFlight);
      if (locked) throw inFlight ? paymentInProgress(locked) : new Refused(locked);
      await tx
        .update(shipments)
        .set({ driverAssist: change.driverAssist })
        .where(eq(shipments.id, id));
      if (change.driverAssist !== driverAssist)
        await recordActivity(tx, {
          ...event,
          kind: change.driverAssist ? 'driver_assist_on' : 'driver_assist_off',
        });
    } else {
      const locked = detailsLockedReason(status);
      if (locked) throw new Refused(locked);
      const { facility } = change;
      await tx
        .update(stops)
        .set({ ...facilityColumns(facility), ...windowColumns(facility) })
        .where(and(eq(stops.shipmentId, id), eq(stops.kind, change.stop)));
      const before = record[change.stop];
      await saveToBook(tx, actor.companyId, { ...facility, cityId: before.city.id }, now);
      const changes = facilityChanges(before, facility);
      if (changes.length)
        await recordActivity(tx, {
          ...event,
          kind: hasFacility(before) ? 'facility_changed' : 'facility_added',
          details: { stop: change.stop },
          changes,
        });
    }
    return readShipmentRecord(tx, id);
  });
