import type { PriceChanged, QuoteConflict } from '@domain/types';
import { httpStatus, isObject, isRequestError } from './errors';

/*
 * The 409s that carry a new price: read by create-shipment and checkout alone, so kept out of the
 * first pages' module of errors.
 */

/** The 409 of a booking on a quote that no longer holds: the new quote beside the old price. */
export const quoteConflictOf = (error: unknown): QuoteConflict | null => {
  const data = httpStatus(error) === 409 && isRequestError(error) ? error.data : undefined;
  return isObject(data) && isObject(data.quote) ? (data as QuoteConflict) : null;
};

/** The 409 of a payment whose price hold ended on a new price: the totals then and now. */
export const priceChangedOf = (error: unknown): PriceChanged | null => {
  const data = httpStatus(error) === 409 && isRequestError(error) ? error.data : undefined;
  return isObject(data) && typeof data.new_total === 'string' ? (data as PriceChanged) : null;
};
