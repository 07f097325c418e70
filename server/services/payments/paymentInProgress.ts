import { SERVER_MESSAGES } from '@domain/serverMessages';
import { HttpError } from '../../http/httpError';

/** 409: a charge of the shipment may be under way; its outcome decides what may happen next. */
export const paymentInProgress = (message: string = SERVER_MESSAGES.paymentInProgress) =>
  new HttpError(409, { message });
