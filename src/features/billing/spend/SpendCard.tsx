import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useGetInvoiceSpendQuery } from '../../../api/invoicesApi';
import { normalizeError } from '../../../api/errors';
import { SpendChart } from './SpendChart';
import { isEmptySpend, NO_SPEND } from './spendFigures';
import { SpendTable } from './SpendTable';

/** Every state of the card takes the same room, so that nothing below it moves as it loads. */
const BODY_HEIGHT = 260;

const Centered = ({ children }: { children: ReactNode }) => (
  <Flex vertical align="center" justify="center" gap="small" style={{ height: '100%' }}>
    {children}
  </Flex>
);

/**
 * What the shipper's paid and overdue invoices came to in each of the last 12 months, as a bar
 * chart or, at a press of its button, as a table of the same figures. Loaded on its own, with
 * the chart library, when the invoices page shows it.
 */
const SpendCard = () => {
  const titleId = useId();
  const bodyId = useId();
  const [asTable, setAsTable] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useGetInvoiceSpendQuery();
  const months = data?.months ?? [];
  const showsFigures = data !== undefined && !isEmptySpend(months);

  const body = () => {
    if (isLoading)
      return (
        <Flex
          role="status"
          aria-label="Loading spend"
          align="center"
          justify="center"
          style={{ height: '100%' }}
        >
          <Spin />
        </Flex>
      );
    if (!data)
      return (
        <Centered>
          <Typography.Text role="alert" style={{ textAlign: 'center' }}>
            {`We could not load your spend. ${normalizeError(error).message}`}
          </Typography.Text>
          <Button loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Centered>
      );
    if (!showsFigures)
      return (
        <Centered>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_SPEND} />
        </Centered>
      );
    return asTable ? <SpendTable months={months} /> : <SpendChart months={months} />;
  };

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      title={
        <Typography.Title id={titleId} level={3} style={{ margin: 0, fontSize: 16 }}>
          Spend, last 12 months
        </Typography.Title>
      }
      extra={
        showsFigures && (
          <Button aria-controls={bodyId} onClick={() => setAsTable(!asTable)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )
      }
    >
      {/* The table scrolls within the same height; a scrolling region takes the keyboard focus. */}
      <div
        id={bodyId}
        style={{
          position: 'relative',
          height: BODY_HEIGHT,
          overflowY: asTable ? 'auto' : 'hidden',
        }}
        {...(asTable && showsFigures
          ? { tabIndex: 0, role: 'region', 'aria-label': 'Spend by month, as a table' }
          : {})}
      >
        {body()}
      </div>
    </Card>
  );
};

export default SpendCard;
