import type { PublicMilestone } from '@domain/publicTrackingTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { cityName } from '@domain/placeNames';
import { formatZonedDay } from '@domain/zonedMoment';
import { PUBLIC_TEXTS } from './publicTexts';

/**
 * Every milestone of the journey in its order: the day it was planned for beside when it
 * happened, each on the clock of its stop (a load crosses zones) and where it happened; those
 * still to come marked pending.
 */
export const Milestones = ({ milestones }: { milestones: PublicMilestone[] }) => (
  <section className="card" aria-labelledby="milestones">
    <h2 id="milestones">{PUBLIC_TEXTS.milestones}</h2>
    <ol className="timeline">
      {milestones.map((milestone) => (
        <li key={milestone.code} className={milestone.at ? 'done' : 'pending'}>
          <strong>{milestone.label}</strong>
          {milestone.planned_at && (
            <span className="muted">
              Planned {formatZonedDay(milestone.planned_at, milestone.time_zone)}
            </span>
          )}
          {milestone.at ? (
            <span>
              <time dateTime={milestone.at}>
                {formatZonedMoment(milestone.at, milestone.time_zone)}
              </time>
              {milestone.city && ` · ${cityName(milestone.city)}`}
            </span>
          ) : (
            <span className="muted">{PUBLIC_TEXTS.pending}</span>
          )}
        </li>
      ))}
    </ol>
  </section>
);
