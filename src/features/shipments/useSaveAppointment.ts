import { useUpdateAppointmentMutation } from '../../api/api';
import { httpStatus, normalizeError } from '../../api/errors';
import type { AppointmentRequest } from '@domain/types';

/** How a save ended: saved, or not, with the server's refusal when it must be shown. */
export type AppointmentSave = { saved: boolean; refusal: string | null };

/**
 * Saves one appointment change; the api slice puts the answer into the cached shipment. A failure
 * is only logged, as facility and driver-assist failures stay silent, except a refusal because a
 * payment of the shipment is under way (409): the price cannot change then, and the shipper must
 * learn why the box did not stay ticked.
 */
export const useSaveAppointment = (shipmentId: number) => {
  const [updateAppointment] = useUpdateAppointmentMutation();
  return async (body: AppointmentRequest): Promise<AppointmentSave> => {
    const result = await updateAppointment({ id: shipmentId, body });
    if (!result.error) return { saved: true, refusal: null };
    const { message } = normalizeError(result.error);
    console.error('The appointment could not be saved:', message);
    return { saved: false, refusal: httpStatus(result.error) === 409 ? message : null };
  };
};
