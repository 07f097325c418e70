import { ETA_STATE_LABELS } from '@domain/etaTexts';
import type { PublicTracking } from '@domain/publicTrackingTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { cityName } from '@domain/placeNames';
import { PUBLIC_TEXTS } from './publicTexts';

const reported = (tracking: PublicTracking, code: string) =>
  tracking.milestones.find((milestone) => milestone.code === code && milestone.at);

/** What no estimate means before the delivery. */
const noEstimate = (tracking: PublicTracking): string =>
  reported(tracking, 'departed_pickup')
    ? 'Not known until the truck reports where it is'
    : 'Known once the truck leaves the pickup';

/** Where the truck was last seen: near a city, on the drop-off's clock as the estimate is. */
const LastSeen = ({ tracking }: { tracking: PublicTracking }) => {
  const { last_seen: lastSeen, dropoff } = tracking;
  if (!lastSeen) return <dd>{PUBLIC_TEXTS.noPositionYet}</dd>;
  return (
    <dd>
      near {cityName(lastSeen.near_city)},{' '}
      <time dateTime={lastSeen.at}>{formatZonedMoment(lastSeen.at, dropoff.time_zone)}</time>
    </dd>
  );
};

/**
 * When the load reaches the drop-off, on the drop-off's clock, how that stands and why; once
 * delivered, when and where. Until then, where the truck was last seen, to the city.
 */
export const Arrival = ({ tracking }: { tracking: PublicTracking }) => {
  const delivered = reported(tracking, 'delivered');
  const { eta } = tracking;
  return (
    <section className="card" aria-labelledby="arrival">
      {delivered?.at ? (
        <>
          <h2 id="arrival">Delivered</h2>
          <p>
            <time dateTime={delivered.at}>
              {formatZonedMoment(delivered.at, delivered.time_zone)}
            </time>
            {delivered.city && ` · ${cityName(delivered.city)}`}
          </p>
        </>
      ) : (
        <>
          <h2 id="arrival">{PUBLIC_TEXTS.estimatedArrival}</h2>
          {eta ? (
            <>
              <p className="eta">
                <strong>
                  <time dateTime={eta.at}>{formatZonedMoment(eta.at, eta.time_zone)}</time>
                </strong>{' '}
                <span className={`badge badge-${eta.state}`}>{ETA_STATE_LABELS[eta.state]}</span>
              </p>
              <p className="muted">{eta.explanation}</p>
            </>
          ) : (
            <p>{noEstimate(tracking)}</p>
          )}
          <dl className="details">
            <div>
              <dt>{PUBLIC_TEXTS.lastSeen}</dt>
              <LastSeen tracking={tracking} />
            </div>
          </dl>
        </>
      )}
    </section>
  );
};
