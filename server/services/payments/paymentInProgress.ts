import { SERVER_MESSAGES } from '@domain/serverMessages';
import { Conflict } from '../domainErrors';

/** A charge of the shipment may be under way; its outcome decides what may happen next. */
export const paymentInProgress = (message: string = SERVER_MESSAGES.paymentInProgress) =>
  new Conflict(message);
