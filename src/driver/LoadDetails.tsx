import type { ReactNode } from 'react';
import { EQUIPMENT_LABELS, SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import type { DriverLoad } from '@domain/dispatchTypes';
import { readablePhone, telHref } from '@domain/phoneReading';
import { temperatureText } from '@domain/reeferTemperature';
import { windowText } from '@domain/stopWindows';
import type { Stop } from '@domain/types';
import { DRIVER_TEXTS } from './driverTexts';
import { formatDay, formatWeight } from './formatting';

type Row = [term: string, detail: ReactNode];

/** Terms and their details, leaving out what the shipper did not give. */
const Details = ({ rows }: { rows: Row[] }) => (
  <dl className="details">
    {rows
      .filter(([, detail]) => detail !== null && detail !== '')
      .map(([term, detail]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
  </dl>
);

/** The facility's address as the shipper wrote it, with its city and ZIP code when it lacks them. */
const addressOf = ({ facility_address, city, zip_code }: Stop) => {
  const cityLine = `${city.name}, ${city.region_code}`;
  const address = !facility_address
    ? cityLine
    : facility_address.toLowerCase().includes(city.name.toLowerCase())
      ? facility_address
      : `${facility_address}, ${cityLine}`;
  return zip_code && !address.includes(zip_code) ? `${address} ${zip_code}` : address;
};

/** A search for the facility in the phone's maps: Google Maps' link opens the app where it is. */
const mapsUrlOf = (stop: Stop) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    [stop.facility_name, addressOf(stop)].filter(Boolean).join(', '),
  )}`;
const windowTerm = (stop: Stop) => (stop.appointment_date ? 'Appointment' : 'Receiving hours');

const StopCard = ({ title, stop }: { title: string; stop: Stop }) => (
  <section className="card" aria-labelledby={`stop-${title}`}>
    <h2 id={`stop-${title}`}>
      {title}: {stop.city.name}, {stop.city.region_code}
    </h2>
    <Details
      rows={[
        ['Facility', stop.facility_name],
        [
          'Address',
          <>
            {addressOf(stop)}
            <br />
            <a
              className="maps"
              href={mapsUrlOf(stop)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${DRIVER_TEXTS.openInMaps}: ${title}`}
            >
              {DRIVER_TEXTS.openInMaps}
            </a>
          </>,
        ],
        ['Date', formatDay(stop.date)],
        [
          'Scheduling',
          stop.scheduling_preference && SCHEDULING_PREFERENCE_LABELS[stop.scheduling_preference],
        ],
        // On the facility's clock, as the dock gives it.
        [windowTerm(stop), windowText(stop)],
        ['Location number', stop.location_number],
        ['Contact', stop.contact_name],
        [
          'Phone',
          stop.phone_number && (
            <a className="tel" href={telHref(stop.phone_number)}>
              {readablePhone(stop.phone_number)}
            </a>
          ),
        ],
        ['Email', stop.email && <a href={`mailto:${stop.email}`}>{stop.email}</a>],
        ['Notes', stop.additional_notes],
      ]}
    />
  </section>
);

/** The load as the driver needs it: both stops in full and the freight; never a price. */
export const LoadDetails = ({ load }: { load: DriverLoad }) => (
  <>
    <StopCard title="Pickup" stop={load.pickup} />
    <StopCard title="Dropoff" stop={load.dropoff} />
    <section className="card" aria-labelledby="freight">
      <h2 id="freight">Freight</h2>
      <Details
        rows={[
          ['Reference', load.reference_number],
          ['Commodity', load.commodity],
          ['Weight', load.weight === null ? null : formatWeight(load.weight)],
          [
            'Packaging',
            load.packaging === null
              ? null
              : `${load.packaging.toLocaleString('en-US')} ${load.packaging_type ?? ''}`.trim(),
          ],
          ['Equipment', EQUIPMENT_LABELS[load.equipment]],
          ['Temperature', temperatureText(load)],
          ['Driver assist', load.driver_assist ? 'Yes' : 'No'],
          ['Carrier', load.carrier_name],
          ['Truck', load.truck_number],
          ['Trailer', load.trailer_number],
        ]}
      />
    </section>
  </>
);
