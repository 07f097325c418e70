import { SHIPMENT_STATUS_LABELS } from '@domain/statuses';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import type { ShipmentStatus } from '@domain/types';
import { StatusTag } from './StatusTag';
import type { StatusColor } from './StatusTag';

/** Cancelled is grey, as every status the specification gives no colour. */
const COLORS: Record<ShipmentStatus, StatusColor | undefined> = {
  unfinished: 'red',
  upcoming: 'blue',
  inprogress: 'gold',
  past: 'green',
  cancelled: undefined,
};

/** A shipment's status in its colour; a status the app does not know shows as sent, in grey. */
export const ShipmentStatusTag = ({ status }: { status: string }) => {
  const known = normalizeShipmentStatus(status);
  if (!known) return <StatusTag>{status}</StatusTag>;
  return <StatusTag color={COLORS[known]}>{SHIPMENT_STATUS_LABELS[known]}</StatusTag>;
};
