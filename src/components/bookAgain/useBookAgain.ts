import { useNavigate } from 'react-router-dom';
import { normalizeError } from '../../api/errors';
import { useBookAgainMutation } from '../../api/facilityBookApi';
import { useAppDispatch } from '../../state/hooks';
import { showError } from '../../state/toastSlice';
import { bookAgainRouterState } from './bookAgainState';

/**
 * Books a shipment again: asks the server what a new shipment of its lane starts with, then opens
 * the create page with it; a failure is told in a notice. Where the create page is, is the app
 * shell's to say: the caller names it.
 */
export const useBookAgain = (createPath: string) => {
  const [ask, { isLoading }] = useBookAgainMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const bookAgain = async (shipmentId: number) => {
    const result = await ask(shipmentId);
    if (result.error) {
      const { message } = normalizeError(result.error);
      dispatch(showError(`Shipment #${shipmentId} could not be booked again: ${message}`));
      return;
    }
    await navigate(createPath, { state: bookAgainRouterState(result.data) });
  };
  return { bookAgain, booking: isLoading };
};
