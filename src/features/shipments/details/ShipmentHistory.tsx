import { Flex, Skeleton, Timeline, Typography } from 'antd';
import { changesText } from '@domain/activityCsv';
import type { ShipmentActivity } from '@domain/activitySchemas';
import { useGetShipmentActivityQuery } from '../../../api/activityApi';
import { RetryAlert } from '../../../components/RetryAlert';
import { formatDateTime } from '../../../lib/format';
import { personName } from '../../../lib/personName';

/** One event: when, on the viewer's clock; who and what; and each field a change changed. */
const EventText = ({ event }: { event: ShipmentActivity }) => (
  <Flex vertical gap={2}>
    <Typography.Text type="secondary">
      <time dateTime={event.at}>{formatDateTime(event.at)}</time>
    </Typography.Text>
    <div>
      <Typography.Text strong>{personName(event.actor)}</Typography.Text>
      <Typography.Text type="secondary" aria-hidden="true">
        {' · '}
      </Typography.Text>
      <Typography.Text>{event.summary}</Typography.Text>
    </div>
    {event.changes.length > 0 && (
      <ul aria-label="Changes" style={{ margin: 0, paddingInlineStart: 20 }}>
        {event.changes.map((change) => (
          <li key={change.field}>
            <Typography.Text type="secondary">{changesText([change])}</Typography.Text>
          </li>
        ))}
      </ul>
    )}
  </Flex>
);

/**
 * A shipment's history, newest first: who did what to it, with the fields a change changed,
 * before and after. Its own chunk, loaded once the details are on the screen.
 */
const ShipmentHistory = ({ shipmentId }: { shipmentId: number }) => {
  // The request the frame made as the page opened: asking again here would only repeat it.
  const {
    data: events,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetShipmentActivityQuery(shipmentId);
  if (isLoading) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (!events)
    return (
      <RetryAlert
        title="We could not load this shipment's history."
        error={error}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  if (!events.length) return <Typography.Text type="secondary">No history yet.</Typography.Text>;
  return (
    <Timeline
      items={events.map((event) => ({ key: event.id, content: <EventText event={event} /> }))}
    />
  );
};

export default ShipmentHistory;
