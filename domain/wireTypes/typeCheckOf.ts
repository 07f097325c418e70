import { appointmentRequestSchema } from '../appointmentRequestSchema';
import {
  confirmPaymentSchema,
  createIntentSchema,
  createShipmentRequestSchema,
  savePaymentMethodSchema,
} from '../requestSchemas';
import { finalizingSchema } from '../schemas';
import { shippingNeedsBodySchema } from '../shippingNeedsBodySchema';
import type { TypeCheck } from './wireSchemaOf';

/*
 * How strictly each request body's JSON types are checked before its rules, declared once here for
 * the server's routes and the mocks alike. A body schema not named is checked in full ('all').
 */
const DECLARED = new Map<object, TypeCheck>([
  // The cities are pickers' ids and the date a picker's text: the rules cast and word them.
  [createShipmentRequestSchema, 'objects'],
  // The body holds one change, whose facility or flag the rules word: only the object is checked.
  [appointmentRequestSchema, 'body'],
  // Typed numbers and text, cast and worded by the rules, as the form's are.
  [finalizingSchema, 'objects'],
  // The company location is a picker's id, which the form's messages word whatever was sent; the
  // lists and the volume are checked as JSON first.
  [shippingNeedsBodySchema, { except: ['company_location'] }],
  // The ids come from Stripe.js or from the shipment the app shows, not from what a shipper types:
  // each value is cast and worded by the rules. The test provider's authentication choice is
  // checked as text first.
  [savePaymentMethodSchema, 'objects'],
  [createIntentSchema, 'objects'],
  [confirmPaymentSchema, { except: ['payment_intent_id'] }],
]);

/** How strictly a request body schema's JSON types are checked: 'all' unless declared here. */
export const typeCheckOf = (schema: object): TypeCheck => DECLARED.get(schema) ?? 'all';
