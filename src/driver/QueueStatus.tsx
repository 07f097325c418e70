import { DRIVER_TEXTS } from './driverTexts';
import type { OutboxItem } from './outbox';

const countOf = (queued: readonly OutboxItem[]) =>
  queued.reduce(
    (count, item) => count + (item.kind === 'event' ? 1 : item.body.positions.length),
    0,
  );

/** Whether everything the driver did has reached Loadline, said as it changes. */
export const QueueStatus = ({
  queued,
  online,
}: {
  queued: readonly OutboxItem[];
  online: boolean;
}) => {
  const count = countOf(queued);
  return (
    <p className={`queue ${count || !online ? 'queue-waiting' : 'queue-sent'}`} role="status">
      {count ? DRIVER_TEXTS.waiting(count) : online ? DRIVER_TEXTS.allSent : ''}
      {online ? '' : `${count ? '. ' : ''}${DRIVER_TEXTS.offline}`}
    </p>
  );
};
