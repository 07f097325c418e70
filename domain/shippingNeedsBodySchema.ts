import { shippingNeedsSchema } from './schemas';

/**
 * The shipping needs as the API takes them: the form's schema less its user_id, since the session,
 * not the body, says whose needs these are; the field is dropped unread whatever it holds.
 */
export const shippingNeedsBodySchema = shippingNeedsSchema.omit(['user_id']);
