import { SHIPMENT_STATUS_LABELS, DASHBOARD_TABS } from '@domain/statuses';
import type { DashboardTab } from '@domain/types';

const TEXTS: Record<DashboardTab, { label: string; empty: string }> = {
  all: { label: 'All', empty: 'No shipments yet' },
  unfinished: { label: SHIPMENT_STATUS_LABELS.unfinished, empty: 'No unfinished shipments' },
  inprogress: { label: SHIPMENT_STATUS_LABELS.inprogress, empty: 'No shipments in progress' },
  upcoming: { label: SHIPMENT_STATUS_LABELS.upcoming, empty: 'No upcoming shipments' },
  past: { label: SHIPMENT_STATUS_LABELS.past, empty: 'No past shipments' },
};

/** The status tabs in the order of the specification, with what each says when it is empty. */
export const STATUS_TABS = DASHBOARD_TABS.map((key) => ({ key, ...TEXTS[key] }));

export const isShipmentTab = (key: string): key is DashboardTab =>
  DASHBOARD_TABS.some((tab) => tab === key);
