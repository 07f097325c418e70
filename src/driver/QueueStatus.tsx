import { DRIVER_TEXTS } from './driverTexts';
import type { OutboxItem } from './outbox';

const countOf = (queued: readonly OutboxItem[]) =>
  queued.reduce(
    (count, item) => count + (item.kind === 'positions' ? item.body.positions.length : 1),
    0,
  );

/**
 * Whether everything the driver did has reached Loadline, said as it changes: "All updates sent"
 * only once something was sent, never on a page that has sent nothing yet.
 */
export const QueueStatus = ({
  queued,
  online,
  sentAny,
}: {
  queued: readonly OutboxItem[];
  online: boolean;
  sentAny: boolean;
}) => {
  const count = countOf(queued);
  const allSent = !count && online && sentAny;
  return (
    <p
      className={`queue${count || !online ? ' queue-waiting' : allSent ? ' queue-sent' : ''}`}
      role="status"
    >
      {count ? DRIVER_TEXTS.waiting(count) : allSent ? DRIVER_TEXTS.allSent : ''}
      {online ? '' : `${count ? '. ' : ''}${DRIVER_TEXTS.offline}`}
    </p>
  );
};
