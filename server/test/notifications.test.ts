import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { ROLES } from '@domain/roles';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { newDispatcher } from './dispatchFixtures';
import { callApi, newMember, newShipper, type Caller } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const DEFAULTS = {
  carrier_assigned: 'mine',
  picked_up: 'mine',
  delivered: 'mine',
  eta_alert: 'mine',
};
const CHOSEN = { carrier_assigned: 'all', picked_up: 'none', delivered: 'all', eta_alert: 'mine' };
const CHOICE = 'Select a valid choice: none, mine, all.';

/** As a member, a dispatcher, or nobody (null). */
const choicesOf = (who: Pick<Caller, 'headers'> | null) =>
  callApi(server, who, 'GET', '/auth/notifications/');
const choose = (who: Pick<Caller, 'headers'> | null, body: unknown) =>
  callApi(server, who, 'PUT', '/auth/notifications/', body);

describe('GET and PUT /api/auth/notifications/', () => {
  it.each(ROLES)(
    'let a member of any role (%s) read the e-mails they get, every load they booked by default, and choose',
    async (role) => {
      const admin = await newShipper(server);
      const member = role === 'admin' ? admin : await newMember(server, admin, role);
      const response = await choicesOf(member);
      expect([response.statusCode, response.json()]).toEqual([200, DEFAULTS]);

      const saved = await choose(member, CHOSEN);
      expect([saved.statusCode, saved.json()]).toEqual([200, CHOSEN]);
      expect((await choicesOf(member)).json()).toEqual(CHOSEN);
      const again = { ...CHOSEN, picked_up: 'mine' };
      expect((await choose(member, again)).json()).toEqual(again);
      expect((await choicesOf(member)).json()).toEqual(again);
    },
  );

  it("are each member's own: another member's, of the company or of another, stay as they were", async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const outsider = await newShipper(server);
    expect((await choose(booker, CHOSEN)).statusCode).toBe(200);
    expect((await choicesOf(admin)).json()).toEqual(DEFAULTS);
    expect((await choicesOf(outsider)).json()).toEqual(DEFAULTS);
  });

  it('refuse a choice that is none of the three, or missing, on its field, and keep none of it', async () => {
    const admin = await newShipper(server);
    const refused = await choose(admin, { carrier_assigned: 'sometimes', picked_up: 'all' });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { errors: { carrier_assigned: [CHOICE], delivered: [CHOICE], eta_alert: [CHOICE] } },
    ]);
    const typed = await choose(admin, { ...CHOSEN, eta_alert: 2 });
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json<{ errors: object }>().errors)).toEqual(['eta_alert']);
    expect((await choicesOf(admin)).json()).toEqual(DEFAULTS);
  });

  it('ask for a session, a verified e-mail, and refuse a dispatcher with where dispatchers work', async () => {
    expect((await choicesOf(null)).statusCode).toBe(401);
    expect((await choose(null, CHOSEN)).statusCode).toBe(401);

    const unverified = await newShipper(server, { verified: false });
    for (const response of [await choicesOf(unverified), await choose(unverified, CHOSEN)])
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { message: SERVER_MESSAGES.emailNotVerified },
      ]);

    const dispatcher = await newDispatcher(server);
    for (const response of [await choicesOf(dispatcher), await choose(dispatcher, CHOSEN)])
      expect([response.statusCode, response.json()]).toEqual([
        403,
        { message: DISPATCH_MESSAGES.shippersOnly },
      ]);
  });
});
