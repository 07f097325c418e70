import { cityNamed } from '../services/places';
import { newDispatcher } from './dispatchFixtures';
import { assign, event, POD, sendEvent, sendPod, type FormPart } from './driverFixtures';
import { fixture } from './fixture';
import { payByCard } from './listFixtures';
import { pdfFacts, pdfText } from './pdfText';
import { photoPng } from './pngImages';
import {
  book,
  callApi,
  FACILITY,
  laneCities,
  newShipper,
  patchShipment,
  type Caller,
} from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
/** Signed at 1:40 PM in Denver, on summer time. */
const SIGNED_AT = '2026-06-24T19:40:00.000Z';

const server = testServerFixture({ now: NOW });
const places = fixture(async () => ({
  ...(await laneCities(server)),
  denver: await cityNamed(server.db, 'Denver', 'CO'),
}));
const dispatcher = fixture(() => newDispatcher(server));

const DOCK = {
  ...FACILITY,
  facility_name: 'Mile High Distribution',
  facility_address: '4800 Dahlia St',
  zip_code: '80216',
};

const at = (iso: string) => {
  server.clock.set(new Date(iso));
  return new Date(iso);
};

/** A shipment from Chicago to Denver with both facilities given, paid, and its driver's link. */
const dispatchedLoad = async () => {
  const who = await newShipper(server);
  const { id } = await book(server, who, {
    pickupCity: places.chicago.id,
    dropoffCity: places.denver.id,
    pickupDate: '2026-06-22',
  });
  await patchShipment(server, who, id, 'appointment', { pickup: FACILITY });
  await patchShipment(server, who, id, 'appointment', { dropoff: DOCK });
  await payByCard(server, who, id);
  const { token } = await assign(server, id, dispatcher.operatorId);
  return { id, who, token };
};

const report = async (token: string, code: string, when: string) => {
  const response = await sendEvent(server, token, event(code, at(when)));
  if (response.statusCode !== 200)
    throw new Error(`Reporting ${code} failed: ${response.statusCode} ${response.body}`);
};

/** The truck from the pickup to the drop-off, then the receiver signing at SIGNED_AT. */
const driveToDropoff = async (token: string) => {
  await report(token, 'arrived_pickup', '2026-06-22T14:00:00.000Z');
  await report(token, 'departed_pickup', '2026-06-22T16:00:00.000Z');
  await report(token, 'arrived_dropoff', '2026-06-24T19:00:00.000Z');
};

const sign = async (token: string, extra: FormPart[] = []) => {
  at('2026-06-24T20:00:00.000Z');
  const response = await sendPod(server, token, [
    ...POD,
    { name: 'at', value: SIGNED_AT },
    ...extra,
  ]);
  if (response.statusCode !== 200)
    throw new Error(`Delivering failed: ${response.statusCode} ${response.body}`);
};

const deliver = async (token: string, extra: FormPart[] = []) => {
  await driveToDropoff(token);
  await sign(token, extra);
};

const podOf = (who: Pick<Caller, 'headers'>, id: number | string) =>
  callApi(server, who, 'GET', `/shipper/shipments/${id}/pod/`);

describe('GET /api/shipper/shipments/{id}/pod/', () => {
  it('is a PDF download of what the receiver signed: the stops, when and where, the name, the notes and both images', async () => {
    const load = await dispatchedLoad();
    await deliver(load.token, [
      { name: 'notes', value: 'Two cases short.' },
      { name: 'photo', file: photoPng(), filename: 'bol.png', type: 'image/png' },
    ]);
    const response = await podOf(load.who, load.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="proof-of-delivery-${load.id}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Proof of delivery',
      `Shipment #${load.id} · Reference PO-1001`,
      'PICKUP',
      FACILITY.facility_name,
      FACILITY.facility_address,
      'Chicago, IL 60608',
      'DROPOFF',
      'Mile High Distribution',
      '4800 Dahlia St',
      'Denver, CO 80216',
      'Date Jun 24, 2026',
      'Time Wed, Jun 24, 1:40 PM MDT',
      'Place Denver, CO',
      'Received by Ann Lee',
      'Over, short or damaged Two cases short.',
      "RECEIVER'S SIGNATURE",
      'SIGNED BILL OF LADING',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(await pdfFacts(response.rawPayload)).toMatchObject({ pages: 2, images: 2 });
  });

  it('without a photo, is one page with the signature alone, and says nothing was noted', async () => {
    const load = await dispatchedLoad();
    await deliver(load.token);
    const response = await podOf(load.who, load.id);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Over, short or damaged None noted');
    expect(text).not.toContain('SIGNED BILL OF LADING');
    expect(await pdfFacts(response.rawPayload)).toMatchObject({ pages: 1, images: 1 });
  });

  it("is a 404 until delivered, and for another company's shipment", async () => {
    const load = await dispatchedLoad();
    const notYet = await podOf(load.who, load.id);
    expect([notYet.statusCode, notYet.json()]).toEqual([404, { message: 'Not found.' }]);
    await driveToDropoff(load.token);
    expect((await podOf(load.who, load.id)).statusCode).toBe(404);

    await sign(load.token);
    expect((await podOf(load.who, load.id)).statusCode).toBe(200);
    const stranger = await newShipper(server);
    for (const id of [String(load.id), 'abc', '0', '99999999']) {
      const response = await podOf(stranger, id);
      expect([id, response.statusCode, response.json()]).toEqual([
        id,
        404,
        { message: 'Not found.' },
      ]);
    }
  });
});
