import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { MAX_STORED_ID } from '@domain/storedId';
import { fetchApiDocument, type ApiDocument } from './apiDocument';
import { newDispatcher, type Dispatcher } from './dispatchFixtures';
import { book, callApi, FACILITY, laneCities, newShipper, type Caller } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

/*
 * A number past the largest a request field's document declares is a 400 on that field, as the
 * document promises, never a lookup that finds nothing (404) or a database error (500).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
};

const server = testServerFixture();
let document: ApiDocument;
let shipper: Caller;
let dispatcher: Dispatcher;
/** The ids a path's {id} stands for: a record of the caller's, so that the body is what is read. */
let ownIds: { shipment: number; facility: number };

beforeAll(async () => {
  document = await fetchApiDocument(server);
  shipper = await newShipper(server);
  dispatcher = await newDispatcher(server);
  const { chicago, dallas } = await laneCities(server);
  const shipment = await book(server, shipper, {
    pickupCity: chicago.id,
    dropoffCity: dallas.id,
    pickupDate: addDays(todayUtc(server.clock.now()), 7),
  });
  const facility = await callApi(server, shipper, 'POST', '/shipper/facilities/', {
    ...FACILITY,
    city: chicago.id,
  });
  if (facility.statusCode !== 201) throw new Error(`No facility: ${facility.body}`);
  ownIds = { shipment: shipment.id, facility: facility.json<{ id: number }>().id };
});

/** The route's address with its {id} filled in, under /api. */
const urlOf = (template: string) =>
  template
    .replace(/^\/api/, '')
    .replace(
      /\{[^}]+\}/,
      String(template.includes('/facilities/') ? ownIds.facility : ownIds.shipment),
    );

const resolved = (schema: Schema): Schema => {
  if (!schema.$ref) return schema;
  const found = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  return resolved(found as Schema);
};

const isInteger = (schema: Schema) =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

/** Every integer field with a declared maximum: its path in the body (list items as [0]). */
const boundedIntegers = (raw: Schema, path: string[] = []): { path: string[]; max: number }[] => {
  const schema = resolved(raw);
  if (isInteger(schema) && schema.maximum !== undefined) return [{ path, max: schema.maximum }];
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([name, inner]) =>
      boundedIntegers(inner, [...path, name]),
    );
  if (schema.items) return boundedIntegers(schema.items, [...path, '0']);
  return [];
};

/** A body holding nothing but `value` at `path`. */
const bodyWith = (path: string[], value: number): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
};

const callerFor = (path: string) => (path.startsWith('/api/ops/') ? dispatcher : shipper);

describe('a number past its declared maximum', () => {
  it('is a 400 on its field, on every request body the document declares', async () => {
    const cases = Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema) return [];
        return boundedIntegers(schema as Schema).map((field) => ({ template, method, field }));
      }),
    );
    // The ids of a lane's cities, a carrier and a shipment to pay among them.
    expect(cases.length).toBeGreaterThan(8);
    const refused: string[] = [];
    for (const { template, method, field } of cases) {
      const url = urlOf(template);
      const response = await callApi(
        server,
        callerFor(template),
        method.toUpperCase() as 'POST',
        url,
        bodyWith(field.path, field.max + 1),
      );
      const errors = response.statusCode === 400 ? response.json<{ errors?: object }>().errors : {};
      const name = field.path.filter((part) => part !== '0').pop() ?? '';
      if (!errors || !(name in errors))
        refused.push(`${method} ${template} ${field.path.join('.')}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('is a 400 on its name, in every query and path the document declares', async () => {
    const cases = Object.entries(document.paths).flatMap(([template, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? []).flatMap((parameter) => {
          const schema = resolved((parameter.schema ?? {}) as Schema);
          return isInteger(schema) && schema.maximum !== undefined
            ? [{ template, method, parameter, max: schema.maximum }]
            : [];
        }),
      ),
    );
    // The pages and page sizes of the lists, and the ids they are filtered by.
    expect(cases.length).toBeGreaterThan(5);
    const refused: string[] = [];
    for (const { template, method, parameter, max } of cases) {
      const past = String(max + 1);
      const url =
        parameter.in === 'path'
          ? urlOf(template).replace(String(ownIds.shipment), past)
          : `${urlOf(template)}?${parameter.name}=${past}`;
      const response = await callApi(
        server,
        callerFor(template),
        method.toUpperCase() as 'GET',
        url,
      );
      const errors = response.statusCode === 400 ? response.json<{ errors?: object }>().errors : {};
      if (!errors || !(parameter.name in errors))
        refused.push(`${method} ${template} ${parameter.name}: ${response.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it("is the field's own message: a carrier past the largest id", async () => {
    const path = `/ops/shipments/${ownIds.shipment}/assignment/`;
    const response = await callApi(server, dispatcher, 'PUT', path, {
      carrier_id: MAX_STORED_ID + 1,
      driver_name: 'Sam Ortiz',
      driver_phone: '+13125550111',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.carrier_id).toEqual([
      MESSAGES.selectOption,
    ]);
  });

  it('takes the largest id itself, which then names nothing', async () => {
    const response = await callApi(server, shipper, 'POST', '/shipper/distance-price/', {
      pickup_location: MAX_STORED_ID,
      dropoff_location: MAX_STORED_ID - 1,
      equipment: 'dryVan',
    });
    // Past the check of the number, the lookup answers: a 400 on the field, no city by that id.
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.pickup_location).toEqual([
      SERVER_MESSAGES.unknownCity,
    ]);
  });
});
