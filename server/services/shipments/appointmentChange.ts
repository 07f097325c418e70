import { appointmentContext, stopFacilitySchema } from '@domain/appointmentRequestSchema';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { FacilityFields, IsoDate } from '@domain/types';
import { Invalid } from '../domainErrors';
import { validateInput } from '../validateInput';

export type StopKind = 'pickup' | 'dropoff';

export type AppointmentBody = { pickup?: unknown; dropoff?: unknown; driver_assist?: unknown };

/** One appointment step: a stop's facility details, or driver assist on or off. */
export type AppointmentChange =
  { stop: StopKind; facility: FacilityFields } | { driverAssist: boolean };

const CHANGES = ['pickup', 'dropoff', 'driver_assist'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one change a request asks for, or Invalid: exactly one of pickup, dropoff, driver_assist.
 * A stop's window is checked against the shipment's pickup date.
 */
export const parseAppointmentChange = (
  body: AppointmentBody,
  shipment: { pickupDate: IsoDate },
): AppointmentChange => {
  const sent = CHANGES.filter((key) => body[key] !== undefined);
  const [change] = sent;
  if (!change || sent.length > 1)
    throw new Invalid({ non_field_errors: SERVER_MESSAGES.oneAppointmentChange });
  if (change === 'driver_assist') {
    if (typeof body.driver_assist !== 'boolean')
      throw new Invalid({ driver_assist: SERVER_MESSAGES.invalidBoolean });
    return { driverAssist: body.driver_assist };
  }
  const facility = body[change];
  if (!isObject(facility)) throw new Invalid({ non_field_errors: SERVER_MESSAGES.invalidBody });
  return {
    stop: change,
    facility: validateInput(stopFacilitySchema, facility, appointmentContext(shipment)),
  };
};
