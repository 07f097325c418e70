import { eq } from 'drizzle-orm';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverLoad } from '@domain/dispatchTypes';
import { MAX_PHOTO_BYTES } from '@domain/driverLimits';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { proofsOfDelivery, shipmentEvents } from '../db/schema';
import {
  assignedLoad,
  driverCall,
  loadOf,
  POD,
  sendPod,
  statusOf,
  type FormPart,
  type Load,
} from './driverFixtures';
import { GPS_MARK, png } from './pngImages';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const storedProof = async (load: Load) => {
  const [proof] = await server.db
    .select()
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.shipmentId, load.shipment.id));
  return proof;
};

const deliveries = async (load: Load) =>
  (
    await server.db
      .select({ code: shipmentEvents.code, source: shipmentEvents.source })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, load.shipment.id))
  ).filter(({ code }) => code === 'delivered');

/** Nothing of a refused proof is kept: no proof, no delivery. */
const expectNothingStored = async (load: Load) => {
  expect(await storedProof(load)).toBeUndefined();
  expect(await deliveries(load)).toEqual([]);
  expect(await statusOf(server, load)).toBe('upcoming');
};

const photo = (file: Buffer, filename = 'bol.jpg', type = 'image/jpeg'): FormPart => ({
  name: 'photo',
  file,
  filename,
  type,
});

describe('POST /api/driver/{token}/pod/', () => {
  it('keeps the proof in the database and records the delivery with it', async () => {
    const load = await assignedLoad(server);
    const response = await sendPod(server, load.token, [
      ...POD,
      photo(png({ exif: true }), 'bol.png', 'image/png'),
      { name: 'notes', value: '  Two cases short.  ' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<DriverLoad>()).toMatchObject({
      proof_of_delivery: true,
      next_milestone: null,
    });
    expect(response.json<DriverLoad>().milestones.at(-1)).toMatchObject({
      code: 'delivered',
      source: 'driver',
      at: server.clock.now().toISOString(),
    });
    expect(await statusOf(server, load)).toBe('past');
    expect(await deliveries(load)).toEqual([{ code: 'delivered', source: 'driver' }]);

    const proof = await storedProof(load);
    expect(proof).toMatchObject({ receiverName: 'Ann Lee', notes: 'Two cases short.' });
    expect(proof?.signaturePng.equals(png())).toBe(true);
    // The photo as it was taken, less where it was taken.
    expect(proof?.photoType).toBe('image/png');
    expect(proof?.photo?.equals(png())).toBe(true);
    expect(proof?.photo?.includes(GPS_MARK)).toBe(false);
  });

  it('records the delivery at the time the phone confirmed it, however late it is sent', async () => {
    const load = await assignedLoad(server);
    // Signed an hour after the dispatch, sent three hours after that.
    const signedAt = new Date(server.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    server.clock.advance(4 * 60 * 60 * 1000);
    const ahead = new Date(server.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    const refused = await sendPod(server, load.token, [...POD, { name: 'at', value: ahead }]);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { errors: { at: [DISPATCH_MESSAGES.eventTimeInFuture] } },
    ]);
    await expectNothingStored(load);

    const response = await sendPod(server, load.token, [...POD, { name: 'at', value: signedAt }]);
    expect(response.statusCode).toBe(200);
    expect(response.json<DriverLoad>().milestones.at(-1)).toMatchObject({
      code: 'delivered',
      at: signedAt,
    });
  });

  it('answers the same proof sent again as the first time, and refuses another', async () => {
    const load = await assignedLoad(server);
    const first = await sendPod(server, load.token, POD);
    const again = await sendPod(server, load.token, POD);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await deliveries(load)).toHaveLength(1);

    const other = await sendPod(server, load.token, [
      { name: 'receiver_name', value: 'Someone Else' },
      ...POD.slice(1),
    ]);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: DISPATCH_MESSAGES.shipmentDelivered });
    expect((await storedProof(load))?.receiverName).toBe('Ann Lee');
  });

  it('refuses a photo over 10 MB with the limit', async () => {
    const load = await assignedLoad(server);
    const large = Buffer.alloc(MAX_PHOTO_BYTES + 1024 * 1024);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(large);
    const response = await sendPod(server, load.token, [...POD, photo(large)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The photo must be 10 MB or smaller.' });
    await expectNothingStored(load);
  });

  it('reads a file’s type from its bytes: a renamed program is no photo', async () => {
    const load = await assignedLoad(server);
    const program = Buffer.concat([Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'), Buffer.alloc(512)]);
    const response = await sendPod(server, load.token, [...POD, photo(program, 'bol.jpg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The photo must be a JPEG or PNG image.' });
    const jpegSignature = await sendPod(server, load.token, [
      POD[0] as FormPart,
      { name: 'signature', file: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), type: 'image/png' },
    ]);
    expect(jpegSignature.json()).toEqual({ message: 'The signature must be a PNG image.' });
    await expectNothingStored(load);
  });

  it('asks for the signature and the receiver’s name', async () => {
    const load = await assignedLoad(server);
    const unsigned = await sendPod(server, load.token, [{ name: 'receiver_name', value: 'Ann' }]);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toEqual({ message: DISPATCH_MESSAGES.signatureRequired });
    const empty = await sendPod(server, load.token, [
      { name: 'receiver_name', value: 'Ann' },
      { name: 'signature', file: Buffer.alloc(0) },
    ]);
    expect(empty.json()).toEqual({ message: DISPATCH_MESSAGES.signatureRequired });
    const unnamed = await sendPod(server, load.token, [
      { name: 'receiver_name', value: '   ' },
      ...POD.slice(1),
    ]);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({
      errors: { receiver_name: [DISPATCH_MESSAGES.receiverNameRequired] },
    });
    const withNul = await sendPod(server, load.token, [
      { name: 'receiver_name', value: 'Ann\u0000Lee' },
      ...POD.slice(1),
    ]);
    expect(withNul.json()).toEqual({ errors: { receiver_name: [SERVER_MESSAGES.nulCharacter] } });
    await expectNothingStored(load);
  });

  it('refuses files it does not take, and a body that is not a form', async () => {
    const load = await assignedLoad(server);
    const signature = POD[1] as FormPart;
    for (const parts of [
      [...POD, { name: 'virus', file: png() }],
      [...POD, { ...signature }],
      [...POD, photo(png()), photo(png())],
    ]) {
      const response = await sendPod(server, load.token, parts);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { message: DISPATCH_MESSAGES.podUnexpectedParts },
      ]);
    }
    const json = await driverCall(server, load.token, 'POST', 'pod/', { receiver_name: 'Ann' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: DISPATCH_MESSAGES.podNotMultipart });
    await expectNothingStored(load);
    expect((await loadOf(server, load.token)).proof_of_delivery).toBe(false);
  });
});
