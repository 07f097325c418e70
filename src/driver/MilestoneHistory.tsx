import type { DriverLoad } from '@domain/dispatchTypes';
import { MILESTONE_LABELS } from '@domain/milestones';
import { formatZonedMoment } from '@domain/zonedMoment';
import { DRIVER_TEXTS } from './driverTexts';
import type { OutboxItem } from './outbox';

type Props = { milestones: DriverLoad['milestones']; queued: readonly OutboxItem[] };

/**
 * What happened to the load, in the order it happened, each at the dock's own time; the driver's
 * events still on the phone at the end, at the phone's time.
 */
export const MilestoneHistory = ({ milestones, queued }: Props) => {
  const known = [...milestones].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const waiting = queued.flatMap((item) => (item.kind === 'event' ? [item.body] : []));
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">History</h2>
      <ol className="history">
        {known.map((milestone) => (
          <li key={`${milestone.code}-${milestone.at}-${milestone.source}`}>
            <strong>{milestone.label}</strong>
            <span>
              {formatZonedMoment(milestone.at, milestone.time_zone)}
              {milestone.city ? ` · ${milestone.city.name}, ${milestone.city.region_code}` : ''}
              {milestone.source === 'dispatcher' ? ' · entered by your dispatcher' : ''}
            </span>
          </li>
        ))}
        {waiting.map((event) => (
          <li key={event.id} className="waiting">
            <strong>{MILESTONE_LABELS[event.code]}</strong>
            <span>
              {formatZonedMoment(event.at)} · {DRIVER_TEXTS.waitingToSend}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
};
