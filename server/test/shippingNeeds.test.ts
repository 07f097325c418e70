import { MESSAGES } from '@domain/messages';
import type { User } from '@domain/types';
import { authHeader, shippingNeeds, signUp, signUpVerified, texasId } from './signUp';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();
let texas: number;
beforeAll(async () => {
  texas = await texasId(server);
});

const state = (token: string | null, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/shipper/shipping-needs/',
    payload,
    headers: token ? authHeader(token) : {},
  });
const currentUser = async (token: string) =>
  (
    await server.app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(token) })
  ).json<User>();

describe('POST /api/shipper/shipping-needs/', () => {
  it('stores the needs of an unverified account and answers with the user', async () => {
    const account = await signUp(server);
    const response = await state(account.token, {
      company_location: texas,
      mode: ['FTL', 'LTL', 'FTL'],
      average_ftl: '15-25',
      trailer_type: ['reefer', 'flatbed', 'reefer'],
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toEqual({
      ...account.user,
      shipping_needs: {
        company_location: { id: texas, name: 'Texas', countryCode: 'US' },
        mode: ['FTL', 'LTL'],
        average_ftl: '15-25',
        trailer_type: ['reefer', 'flatbed'],
      },
      is_email_verified: false,
    });
    expect(await currentUser(account.token)).toEqual(user);
  });

  it('replaces needs stated before', async () => {
    const account = await signUpVerified(server);
    const response = await state(
      account.token,
      await shippingNeeds(server, { mode: ['LTL'], average_ftl: '80-100' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<User>().shipping_needs).toMatchObject({
      mode: ['LTL'],
      average_ftl: '80-100',
    });
    expect(response.json<User>().is_email_verified).toBe(true);
  });

  it('reports every missing field with the form messages', async () => {
    const account = await signUp(server);
    const response = await state(account.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        company_location: [MESSAGES.companyLocationRequired],
        mode: [MESSAGES.modeRequired],
        average_ftl: [MESSAGES.averageFtlRequired],
        trailer_type: [MESSAGES.trailerTypeRequired],
      },
    });
    const empty = await state(account.token, {
      company_location: texas,
      mode: [],
      average_ftl: '1-5',
      trailer_type: [],
    });
    expect(empty.json()).toEqual({
      errors: { mode: [MESSAGES.modeRequired], trailer_type: [MESSAGES.trailerTypeRequired] },
    });
    expect((await currentUser(account.token)).shipping_needs).toBeNull();
  });

  it('refuses values outside the options, keyed by the field', async () => {
    const account = await signUp(server);
    const response = await state(account.token, {
      company_location: texas,
      mode: ['FTL', 'Air'],
      average_ftl: '2-3',
      trailer_type: ['tanker'],
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['average_ftl', 'mode', 'trailer_type']);
    expect(errors.average_ftl).toEqual([MESSAGES.averageFtlRequired]);
    expect(errors.mode).toEqual(['Select a valid choice: FTL, LTL.']);
    expect(errors.trailer_type).toEqual(['Select a valid choice: dryVan, reefer, flatbed.']);
  });

  it('refuses a field of the wrong JSON type on its name, and keeps none of it', async () => {
    const account = await signUp(server);
    const response = await state(account.token, {
      company_location: texas,
      mode: 'FTL',
      average_ftl: 5,
      trailer_type: [1],
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      {
        errors: {
          mode: ['Must be an array.'],
          average_ftl: ['Must be a string.'],
          trailer_type: ['Must be a string.'],
        },
      },
    ]);
    expect((await currentUser(account.token)).shipping_needs).toBeNull();
  });

  it('needs a company location that is a known region', async () => {
    const account = await signUp(server);
    for (const company_location of [999999, 2 ** 40, 'Texas', -1, 1.5]) {
      const response = await state(
        account.token,
        await shippingNeeds(server, { company_location: company_location as number }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { company_location: [MESSAGES.companyLocationRequired] },
      });
    }
  });

  it('changes only the signed-in account, whatever user_id says', async () => {
    const other = await signUp(server);
    const account = await signUp(server);
    const response = await state(account.token, {
      ...(await shippingNeeds(server)),
      user_id: other.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<User>().id).toBe(account.user.id);
    expect((await currentUser(other.token)).shipping_needs).toBeNull();
  });

  it('needs a session before it looks at the body', async () => {
    const none = await state(null, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MESSAGES.notAuthenticated });
    const bad = await state('not-a-token', await shippingNeeds(server));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: MESSAGES.invalidToken });
  });
});
