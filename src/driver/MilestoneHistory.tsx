import type { DriverLoad } from '@domain/dispatchTypes';
import { MILESTONE_LABELS } from '@domain/milestones';
import { formatZonedMoment } from '@domain/zonedMoment';
import { DRIVER_TEXTS } from './driverTexts';
import type { OutboxItem } from './outbox';
import { isWithdrawn } from './progress';

type Props = { milestones: DriverLoad['milestones']; queued: readonly OutboxItem[] };

const Withdrawn = () => <em className="withdrawn-tag"> · {DRIVER_TEXTS.withdrawn}</em>;

/**
 * What happened to the load, in the order it happened, each at the dock's own time; the driver's
 * events still on the phone at the end, at the phone's time. A milestone undone stays, marked.
 */
export const MilestoneHistory = ({ milestones, queued }: Props) => {
  const known = [...milestones].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const undone = new Set(
    queued.flatMap((item) => (item.kind === 'withdrawal' ? [item.body.event_id] : [])),
  );
  const waiting = queued.flatMap((item) => (item.kind === 'event' ? [item.body] : []));
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">History</h2>
      <ol className="history">
        {known.map((milestone) => {
          const withdrawn = isWithdrawn(milestone, queued);
          return (
            <li
              key={`${milestone.code}-${milestone.at}-${milestone.source}`}
              className={withdrawn ? 'withdrawn' : undefined}
            >
              <strong>{milestone.label}</strong>
              {withdrawn && <Withdrawn />}
              <span>
                {formatZonedMoment(milestone.at, milestone.time_zone)}
                {milestone.city ? ` · ${milestone.city.name}, ${milestone.city.region_code}` : ''}
                {milestone.source === 'dispatcher' ? ' · entered by your dispatcher' : ''}
              </span>
            </li>
          );
        })}
        {waiting.map((event) => (
          <li key={event.id} className={`waiting${undone.has(event.id) ? ' withdrawn' : ''}`}>
            <strong>{MILESTONE_LABELS[event.code]}</strong>
            {undone.has(event.id) && <Withdrawn />}
            <span>
              {formatZonedMoment(event.at)} · {DRIVER_TEXTS.waitingToSend}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
};
