import type { PublicTracking } from '@domain/publicTrackingTypes';
import { LazyLaneMap } from '../components/laneMap/LazyLaneMap';
import { Arrival } from './Arrival';
import { cityName } from '@domain/placeNames';
import { formatZonedDay } from '@domain/zonedMoment';
import { Milestones } from './Milestones';
import { PUBLIC_TEXTS, STATUS_TEXTS } from './publicTexts';

type Props = { tracking: PublicTracking; stale: boolean };

/** The shipment as its customer follows it: where it goes, when it arrives, how far it has got. */
export const TrackingScreen = ({ tracking, stale }: Props) => {
  const { pickup, dropoff, status, expires_at: expiresAt } = tracking;
  return (
    <main className="page">
      <header className="header">
        <p className="brand">Loadline</p>
        <h1>
          {cityName(pickup.city)} to {cityName(dropoff.city)}
        </h1>
        <p className={`status status-${status}`}>{STATUS_TEXTS[status]}</p>
      </header>
      {stale && (
        <p className="notice" role="status">
          {PUBLIC_TEXTS.staleNotice}
        </p>
      )}
      <Arrival tracking={tracking} />
      <section className="card" aria-label="Map">
        <LazyLaneMap
          pickup={pickup}
          dropoff={dropoff}
          positions={tracking.trail}
          truck={tracking.trail.at(-1) ?? null}
          title={PUBLIC_TEXTS.mapTitle}
        />
      </section>
      <Milestones milestones={tracking.milestones} />
      <footer className="muted">
        {expiresAt && <p>This page works until {formatZonedDay(expiresAt, dropoff.time_zone)}.</p>}
        <p>{PUBLIC_TEXTS.footer}</p>
      </footer>
    </main>
  );
};
