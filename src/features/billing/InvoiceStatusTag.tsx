import { INVOICE_STATUS_LABELS } from '@domain/invoiceDocumentSheet';
import { StatusTag } from '../../components/StatusTag';
import type { StatusColor } from '../../components/StatusTag';

// Void is grey: nothing was or will be paid.
const COLORS: Record<string, StatusColor | undefined> = {
  paid: 'green',
  pending: 'gold',
  overdue: 'red',
  refunded: 'blue',
  partially_refunded: 'blue',
};

const LABELS: Record<string, string> = INVOICE_STATUS_LABELS;

const capitalized = (status: string): string => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An invoice's status in its colour; any status the app does not know is grey. */
export const InvoiceStatusTag = ({ status }: { status: string }) => (
  <StatusTag color={COLORS[status]}>{LABELS[status] ?? capitalized(status)}</StatusTag>
);
