import { Tag } from 'antd';

const COLORS: Record<string, string | undefined> = {
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
  <Tag color={COLORS[status]}>{capitalized(status)}</Tag>
);
