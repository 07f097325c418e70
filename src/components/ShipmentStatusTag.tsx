import { Tag } from 'antd';
import { SHIPMENT_STATUS_LABELS } from '../contract/constants';
import { normalizeShipmentStatus } from '../contract/shipmentStatus';
import type { ShipmentStatus } from '../contract/types';

const COLORS: Record<ShipmentStatus, string> = {
  unfinished: 'red',
  upcoming: 'blue',
  inprogress: 'gold',
  past: 'green',
};

/** A shipment's status in its colour; a status the app does not know shows as sent, in grey. */
export const ShipmentStatusTag = ({ status }: { status: string }) => {
  const known = normalizeShipmentStatus(status);
  if (!known) return <Tag>{status}</Tag>;
  return <Tag color={COLORS[known]}>{SHIPMENT_STATUS_LABELS[known]}</Tag>;
};
