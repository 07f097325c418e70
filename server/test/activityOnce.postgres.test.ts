import { bookShipment, pay, shipper } from './paymentFixtures';
import { FINAL_DETAILS, patchShipment } from './shipmentFixtures';
import { kindsOf, PAYING } from './activityFixtures';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Each server with connections of its own: on PostgreSQL the requests truly run at once.
describe('requests at once, through two servers', () => {
  const first = testServerFixture();
  const second = secondServerFixture(first);
  const servers = () => [first, second];

  it('record the first save of ten identical finalizing requests, and nothing for the nine that changed nothing', async () => {
    const who = await shipper(first);
    const shipment = await bookShipment(first, who, { finalize: false });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        patchShipment(servers()[n % 2] ?? first, who, shipment.id, 'finalizing', FINAL_DETAILS),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(10).fill(200));
    expect(await kindsOf(first, shipment.id)).toEqual(['shipment_created', 'details_saved']);
  });

  it('record one payment tried and made of ten payments at once', async () => {
    const who = await shipper(first);
    const shipment = await bookShipment(first, who);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => pay(servers()[n % 2] ?? first, who, shipment.id)),
    );
    expect(answers.filter(({ statusCode }) => statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const { statusCode } of answers) expect([200, 400, 409]).toContain(statusCode);
    expect(await kindsOf(first, shipment.id)).toEqual([...PAYING, 'payment_made']);
  });
});
