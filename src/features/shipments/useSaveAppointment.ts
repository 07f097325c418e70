import { api, useUpdateAppointmentMutation } from '../../api/api';
import { normalizeError } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import type { AppointmentRequest } from '../../contract/types';

/**
 * Saves one appointment change and resolves to whether it was saved. The answer goes straight
 * into the cached shipment, so the page shows it without waiting for the refetch. A failure is
 * only logged: the specification keeps facility and driver-assist failures silent.
 */
export const useSaveAppointment = (shipmentId: number) => {
  const [updateAppointment] = useUpdateAppointmentMutation();
  const dispatch = useAppDispatch();
  return async (body: AppointmentRequest): Promise<boolean> => {
    const result = await updateAppointment({ id: shipmentId, body });
    if (result.error) {
      console.error('The appointment could not be saved:', normalizeError(result.error).message);
      return false;
    }
    dispatch(api.util.updateQueryData('getShipment', shipmentId, () => result.data));
    return true;
  };
};
