import { StatusTag } from '../../components/StatusTag';
import type { StatusColor } from '../../components/StatusTag';

const COLORS: Record<string, StatusColor | undefined> = {
  paid: 'green',
  pending: 'gold',
  overdue: 'red',
};

const capitalized = (status: string): string => {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** An invoice's status in its colour; any status the app does not know is grey. */
export const InvoiceStatusTag = ({ status }: { status: string }) => (
  <StatusTag color={COLORS[status]}>{capitalized(status)}</StatusTag>
);
