import Type from 'typebox';
import { parseShipmentId } from '@domain/shipmentId';
import { notFound } from '../http/httpError';

/** The :id of a shipper's shipment routes. */
export const shipmentIdParams = Type.Object({
  id: Type.String({
    description: "The shipment's id; one that names none of the caller's shipments is a 404.",
  }),
});

/** The shipment an :id names, or 404: a malformed id tells no more than an unknown one. */
export const shipmentIdOf = (params: { id: string }): number => {
  const id = parseShipmentId(params.id);
  if (id === null) throw notFound();
  return id;
};
