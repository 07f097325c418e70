/*
 * The statuses of shipments and invoices, and the tabs the shipment list is narrowed by. Only the
 * signed-in pages show them: apart from constants.ts, which the first pages load, they stay in the
 * code of the pages that do.
 */

export const SHIPMENT_STATUSES = [
  'unfinished',
  'upcoming',
  'inprogress',
  'past',
  'cancelled',
] as const;
export const SHIPMENT_STATUS_LABELS = {
  unfinished: 'Unfinished',
  upcoming: 'Upcoming',
  inprogress: 'In Progress',
  past: 'Past',
  cancelled: 'Cancelled',
} as const;
/** The dashboard's status tabs, in the order of the specification: every status, then each one. */
export const DASHBOARD_TABS = ['all', 'unfinished', 'inprogress', 'upcoming', 'past'] as const;
/**
 * What the shipment list may be narrowed to: the dashboard's tabs, and the cancelled shipments,
 * which only All shows among the tabs.
 */
export const SHIPMENT_TABS = [...DASHBOARD_TABS, 'cancelled'] as const;
/**
 * An invoice is pending, overdue or paid; cancelling its shipment makes an unpaid one void and a
 * paid one refunded, or partially refunded when a fee was kept.
 */
export const INVOICE_STATUSES = [
  'paid',
  'pending',
  'overdue',
  'void',
  'refunded',
  'partially_refunded',
] as const;

/** How a load's arrival estimate stands against the end of its drop-off day (eta.ts). */
export const ETA_STATES = ['on_time', 'at_risk', 'late'] as const;
