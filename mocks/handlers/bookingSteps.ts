import { http, HttpResponse } from 'msw';
import { facilitySchema, finalizingContext, finalizingSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import type { ShipmentRecord } from '../db/records';
import { shipmentStatus, toShipment } from '../db/shipments';
import { finalizeShipment, setFacility } from '../db/shipmentSteps';
import { ownShipment } from '../http/ownShipment';
import { fieldErrors, notAllowed } from '../http/responses';
import { requireVerified } from '../http/session';
import { readJsonObject, validate, validateBody } from '../http/validation';

const APPOINTMENT_CHANGES = ['pickup', 'dropoff', 'driver_assist'] as const;

/** Once the truck is rolling, nothing about the shipment may change. */
const isUnderway = (shipment: ShipmentRecord): boolean => {
  const status = shipmentStatus(shipment);
  return status === 'inprogress' || status === 'past';
};

const shipmentResponse = (shipment: ShipmentRecord) =>
  HttpResponse.json<Shipment>(toShipment(shipment));

export const bookingStepHandlers = [
  http.patch('*/api/shipper/shipments/:id/appointment/', async ({ request, params }) => {
    const shipment = ownShipment(requireVerified(request), params.id);
    const body = await readJsonObject(request);
    const changes = APPOINTMENT_CHANGES.filter((key) => body[key] !== undefined);
    const [change] = changes;
    if (!change || changes.length > 1)
      return fieldErrors({ non_field_errors: [SERVER_MESSAGES.oneAppointmentChange] });
    if (change === 'driver_assist') {
      const driverAssist = body.driver_assist;
      if (typeof driverAssist !== 'boolean')
        return fieldErrors({ driver_assist: [SERVER_MESSAGES.invalidBoolean] });
      if (isUnderway(shipment)) return notAllowed(SERVER_MESSAGES.shipmentLocked);
      // The fee is part of what was charged.
      if (shipment.paid && driverAssist !== shipment.driver_assist)
        return notAllowed(SERVER_MESSAGES.driverAssistLocked);
      shipment.driver_assist = driverAssist;
      return shipmentResponse(shipment);
    }
    const facility = await validate(facilitySchema, body[change]);
    if (isUnderway(shipment)) return notAllowed(SERVER_MESSAGES.shipmentLocked);
    setFacility(shipment, change, facility);
    return shipmentResponse(shipment);
  }),

  // Also after payment, to correct the details, until the pickup.
  http.patch('*/api/shipper/shipments/:id/finalizing/', async ({ request, params }) => {
    const shipment = ownShipment(requireVerified(request), params.id);
    const details = await validateBody(request, finalizingSchema, finalizingContext(shipment));
    if (isUnderway(shipment)) return notAllowed(SERVER_MESSAGES.shipmentLocked);
    finalizeShipment(shipment, details);
    return shipmentResponse(shipment);
  }),
];
