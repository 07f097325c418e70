import { Button, Empty } from 'antd';

type Props = {
  filtered: boolean;
  /** Said when the filters match nothing: "No invoices match these filters". */
  noMatch: string;
  /** Said when there is nothing at all: "No invoices yet". */
  none: string;
  onClearFilters: () => void;
};

/**
 * An empty list: either its filters match nothing, and one click clears them, or there is
 * nothing yet to list.
 */
export const EmptyList = ({ filtered, noMatch, none, onClearFilters }: Props) =>
  filtered ? (
    <Empty description={noMatch}>
      <Button onClick={onClearFilters}>Clear filters</Button>
    </Empty>
  ) : (
    <Empty description={none} />
  );
