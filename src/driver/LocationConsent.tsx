import { DRIVER_TEXTS } from './driverTexts';

type Props = { onShare: () => void; onDecline: () => void };

/** Asked once per link; the page works as well without the position. */
export const LocationConsent = ({ onShare, onDecline }: Props) => (
  <section className="card consent" aria-labelledby="consent">
    <h2 id="consent">{DRIVER_TEXTS.locationConsent}</h2>
    <p>{DRIVER_TEXTS.locationWhy}</p>
    <div className="row">
      <button type="button" className="button primary" onClick={onShare}>
        {DRIVER_TEXTS.locationShare}
      </button>
      <button type="button" className="button" onClick={onDecline}>
        {DRIVER_TEXTS.locationDecline}
      </button>
    </div>
  </section>
);
