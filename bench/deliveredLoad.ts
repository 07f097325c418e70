import type { Db } from '../server/db/database';
import { recordDriverEvent } from '../server/services/movement/driverEvents';
import { changeAppointment } from '../server/services/shipments/changeAppointment';
import { storeProofOfDelivery } from '../server/services/pod/proofOfDelivery';
import { photoPng, signaturePng } from '../server/test/pngImages';
import { driverLinkLoad, withShipperSession } from './support/driverLinkLoad';
import type { ShipperLoad } from './support/driverLinkLoad';

const HOUR_MS = 60 * 60 * 1000;

const DOCK = {
  facility_name: 'Bench Cold Storage',
  facility_address: '2400 S Halsted St',
  zip_code: '60608',
  scheduling_preference: 'already_scheduled',
  contact_name: 'Jordan Avery',
  phone_number: '+13125550199',
  email: 'dock@bench.loadline.test',
} as const;

/**
 * The load of a driver link, both its facilities given (for its bill of lading), driven to its
 * drop-off and signed for, with the heaviest proof a driver commonly sends: a signature drawn on
 * the pad and a colour photo of the signed bill of lading of 3 MB, the kind of file the proof's
 * PDF takes longest to draw.
 */
export const seedDeliveredLoad = async (
  db: Db,
  driverToken: string,
  now: Date,
): Promise<ShipperLoad> => {
  const load = await driverLinkLoad(db, driverToken);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  const shipper = { id: load.userId, companyId: load.companyId, role: 'admin' as const };
  for (const stop of ['pickup', 'dropoff'] as const)
    await changeAppointment(db, shipper, load.shipmentId, { [stop]: DOCK }, now);
  for (const [code, hours] of [
    ['arrived_pickup', 30],
    ['departed_pickup', 29],
    ['arrived_dropoff', 2],
  ] as const)
    await recordDriverEvent(db, load, { id: `delivered-load-${code}`, code, at: ago(hours) }, now);
  await storeProofOfDelivery(
    db,
    load,
    {
      fields: { receiver_name: 'Ann Lee', notes: 'Two pallets short; one crate crushed.' },
      signature: signaturePng(),
      photo: photoPng(),
    },
    now,
  );
  return withShipperSession(db, load, now);
};
