import { todayUtc } from '@domain/dates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { ShipmentPage } from '@domain/types';
import { seedShipment, seedUser } from './db';
import { findShipment } from './db/shipments';
import { call } from './testing/callApi';

const HEADER =
  'Shipment ID,Status,Reference,Pickup city,Pickup state,Pickup date,Dropoff city,' +
  'Dropoff state,Dropoff date,Equipment,Total,Created,Booked by';

const download = async (query: string, token?: string) => {
  const response = await fetch(`http://localhost/api/shipper/shipments/export/${query}`, {
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};

/** The text after the byte order mark, which the file must begin with. */
const textOf = (bytes: Uint8Array) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.subarray(3));
};

const exportedIds = async (query: string, token: string) => {
  const lines = textOf((await download(query, token)).bytes).split('\r\n');
  expect(lines.shift()).toBe(HEADER);
  expect(lines.pop()).toBe('');
  return lines.map((line) => Number(line.split(',')[0]));
};

describe("the mocked API's shipments export", () => {
  it('answers a CSV download of the list, each shipment as the app words it', async () => {
    const { user, token } = seedUser();
    const reefer = seedShipment(user.id, {
      from: 'Toronto',
      to: 'Montréal',
      equipment: 'reefer',
      driverAssist: true,
      status: 'upcoming',
    });
    const stored = findShipment(reefer.id);
    if (!stored) throw new Error('No shipment.');
    stored.reference_number = '=1+2, "three"';
    const { response, bytes } = await download('', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="shipments-${todayUtc()}.csv"`,
    );
    expect(textOf(bytes)).toBe(
      `${HEADER}\r\n` +
        `${reefer.id},Upcoming,"'=1+2, ""three""",Toronto,ON,${reefer.pickup.date},Montréal,QC,` +
        `${reefer.dropoff.date},Reefer,${reefer.total_price},${reefer.created_at},Jordan Reyes\r\n`,
    );
    expect(Number(reefer.total_price)).toBe(Number(reefer.base_price) + 150);
  });

  it('holds what the list shows on all its pages, whatever the page asked', async () => {
    const { user, token } = seedUser();
    const { user: other } = seedUser();
    seedShipment(user.id, { from: 'Chicago', to: 'Dallas' });
    seedShipment(user.id, { from: 'Houston', to: 'Dallas', equipment: 'reefer' });
    seedShipment(user.id, { from: 'Chicago', to: 'Houston', status: 'past' });
    const theirs = seedShipment(other.id, { from: 'Chicago', to: 'Dallas' });
    for (const query of [
      '',
      '?ordering=total_price',
      '?ordering=-status',
      '?search=chicago&ordering=pickup_date',
      '?equipment=dryVan&status=unfinished',
      '?booked_by=me&ordering=id',
    ]) {
      const listed = await call<ShipmentPage>(`/shipper/shipments/${query || '?'}&page_size=100`, {
        token,
      });
      const ids = await exportedIds(query, token);
      expect([query, ids]).toEqual([query, listed.body.results.map(({ id }) => id)]);
      expect(ids).not.toContain(theirs.id);
    }
    expect(await exportedIds('?page=2&page_size=1', token)).toHaveLength(3);
  });

  it('refuses bad values with field errors, and a caller without a session', async () => {
    const { token } = seedUser();
    expect(
      await call('/shipper/shipments/export/?equipment=van&pickup_to=soon&booked_by=you', {
        token,
      }),
    ).toEqual({
      status: 400,
      body: {
        errors: {
          equipment: ['Select a valid choice: dryVan, reefer.'],
          pickup_to: [SERVER_MESSAGES.invalidDate],
          booked_by: [SERVER_MESSAGES.invalidBookedBy],
        },
      },
    });
    expect((await call('/shipper/shipments/export/')).status).toBe(401);
  });
});
