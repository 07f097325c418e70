import { http, HttpResponse } from 'msw';
import {
  appointmentContext,
  appointmentRequestSchema,
  stopFacilitySchema,
} from '@domain/appointmentRequestSchema';
import { detailsLockedReason, driverAssistLockedReason } from '@domain/changeRules';
import { finalizingContext, finalizingSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { isUnderway } from '@domain/shipmentStatus';
import type { Shipment } from '@domain/types';
import type { ShipmentRecord } from '../db/records';
import { shipmentStatus, toShipment } from '../db/shipments';
import { finalizeShipment, setDriverAssist, setFacility } from '../db/shipmentSteps';
import { ownShipment } from '../http/ownShipment';
import { fieldErrors, notAllowed } from '../http/responses';
import { requireVerified } from '../http/session';
import { readBody, validate } from '../http/validation';

const APPOINTMENT_CHANGES = ['pickup', 'dropoff', 'driver_assist'] as const;

const shipmentResponse = (shipment: ShipmentRecord) =>
  HttpResponse.json<Shipment>(toShipment(shipment));

export const bookingStepHandlers = [
  http.patch('*/api/shipper/shipments/:id/appointment/', async ({ request, params }) => {
    // As on the server: the body's JSON types are checked before the shipment is looked for.
    const user = requireVerified(request, 'changeShipments');
    const body = await readBody(request, appointmentRequestSchema);
    const shipment = ownShipment(user, params.id);
    const changes = APPOINTMENT_CHANGES.filter((key) => body[key] !== undefined);
    const [change] = changes;
    if (!change || changes.length > 1)
      return fieldErrors({ non_field_errors: [SERVER_MESSAGES.oneAppointmentChange] });
    const status = shipmentStatus(shipment);
    if (change === 'driver_assist') {
      const driverAssist = body.driver_assist;
      if (typeof driverAssist !== 'boolean')
        return fieldErrors({ driver_assist: [SERVER_MESSAGES.invalidBoolean] });
      if (driverAssist === shipment.driverAssist && !isUnderway(status))
        return shipmentResponse(shipment);
      // A mocked payment settles within its own call: none is ever under way in between.
      const locked = driverAssistLockedReason(status, false);
      if (locked) return notAllowed(locked);
      setDriverAssist(shipment, driverAssist, user.id);
      return shipmentResponse(shipment);
    }
    const facility = await validate(
      stopFacilitySchema,
      body[change],
      appointmentContext({ pickupDate: shipment.pickup.date }),
    );
    const locked = detailsLockedReason(status);
    if (locked) return notAllowed(locked);
    setFacility(shipment, change, facility, user.id);
    return shipmentResponse(shipment);
  }),

  // Also after payment, to correct the details, until the pickup.
  http.patch('*/api/shipper/shipments/:id/finalizing/', async ({ request, params }) => {
    const user = requireVerified(request, 'changeShipments');
    const body = await readBody(request, finalizingSchema);
    const shipment = ownShipment(user, params.id);
    const details = await validate(
      finalizingSchema,
      body,
      finalizingContext(shipment, { temperature: shipment.temperature_f }),
    );
    const locked = detailsLockedReason(shipmentStatus(shipment));
    if (locked) return notAllowed(locked);
    finalizeShipment(shipment, details, undefined, user.id);
    return shipmentResponse(shipment);
  }),
];
