import { useUpdateAppointmentMutation } from '../../api/api';
import { normalizeError } from '../../api/errors';
import type { AppointmentRequest } from '../../contract/types';

/**
 * Saves one appointment change and resolves to whether it was saved; the api slice puts the
 * answer into the cached shipment. A failure is only logged: the specification keeps facility
 * and driver-assist failures silent.
 */
export const useSaveAppointment = (shipmentId: number) => {
  const [updateAppointment] = useUpdateAppointmentMutation();
  return async (body: AppointmentRequest): Promise<boolean> => {
    const result = await updateAppointment({ id: shipmentId, body });
    if (result.error) {
      console.error('The appointment could not be saved:', normalizeError(result.error).message);
      return false;
    }
    return true;
  };
};
